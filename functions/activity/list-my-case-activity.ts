/** GET /v1/cases/{caseId}/my-activity: what was done with the documents the case's client sees. */
import { activityRoutes } from '../../shared/activity/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listMyCaseActivity } from './domain/case-activity';

export const handler = defineRoute(activityRoutes.listMyCaseActivity, async ({ caller, params, query }) => ok(await listMyCaseActivity(caller, params.caseId, query)));
