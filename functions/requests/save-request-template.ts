/** PUT /v1/admin/request-templates/{templateId}: creates or replaces the firm's template of that id. */
import { requestRoutes } from '../../shared/requests/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { saveFirmTemplate } from './domain/templates';

export const handler = defineRoute(requestRoutes.saveRequestTemplate, async ({ caller, params, body }) =>
  ok(await saveFirmTemplate(caller, params.templateId, body)),
);
