/** PUT /v1/admin/orgs/{orgId}/stage-sets: replaces the firm's own stage sets. */
import { progressRoutes } from '../../shared/progress/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { replaceStageSets } from './domain/stages';

export const handler = defineRoute(progressRoutes.replaceStageSets, async ({ caller, params, body }) =>
  ok(await replaceStageSets(caller, params.orgId, body.sets)),
);
