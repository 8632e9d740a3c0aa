/** GET /v1/admin/request-templates: the firm's templates and the shipped ones it has not replaced, each with its origin. */
import { requestRoutes } from '../../shared/requests/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listTemplatesOfFirm } from './domain/templates';

export const handler = defineRoute(requestRoutes.listRequestTemplates, async ({ caller }) => ok({ items: await listTemplatesOfFirm(caller.orgId) }));
