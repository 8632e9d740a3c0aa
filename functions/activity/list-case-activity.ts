/** GET /v1/admin/cases/{caseId}/activity?cursor&actor&kind: a case's activity log for its firm's staff. */
import { activityRoutes } from '../../shared/activity/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listCaseActivity } from './domain/case-activity';

export const handler = defineRoute(activityRoutes.listCaseActivity, async ({ caller, params, query }) => ok(await listCaseActivity(caller, params.caseId, query)));
