/** DELETE /v1/admin/request-templates/{templateId}: deletes the firm's template (a replaced shipped one is the portal's again). */
import { requestRoutes } from '../../shared/requests/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { removeFirmTemplate } from './domain/templates';

export const handler = defineRoute(requestRoutes.deleteRequestTemplate, async ({ caller, params }) => {
  await removeFirmTemplate(caller, params.templateId);
  return ok({ success: true as const });
});
