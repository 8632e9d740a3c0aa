/** GET /v1/admin/request-templates: the starting checklists, by case category, in English and French. */
import { requestRoutes } from '../../shared/requests/routes';
import { REQUEST_TEMPLATES } from '../../shared/requests/templates';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';

export const handler = defineRoute(requestRoutes.listRequestTemplates, async () => ok({ items: [...REQUEST_TEMPLATES] }));
