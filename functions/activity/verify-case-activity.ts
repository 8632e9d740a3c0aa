/** GET /v1/admin/cases/{caseId}/activity/verify: is the case's activity chain as it was written? */
import { activityRoutes } from '../../shared/activity/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { verifyCaseActivity } from './domain/case-activity';

export const handler = defineRoute(activityRoutes.verifyCaseActivity, async ({ caller, params }) => ok(await verifyCaseActivity(caller, params.caseId)));
