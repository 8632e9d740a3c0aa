/** GET /v1/admin/orgs/{orgId}/stage-sets: the stage sets the firm's cases follow. */
import { progressRoutes } from '../../shared/progress/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listStageSets } from './domain/stages';

export const handler = defineRoute(progressRoutes.getStageSets, async ({ caller, params }) => ok(await listStageSets(caller, params.orgId)));
