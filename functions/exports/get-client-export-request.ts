/** GET /v1/admin/clients/{userId}/export-requests: where a client's request for a copy of their information is. */
import { exportRoutes } from '../../shared/exports/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { clientExportRequest } from './domain/export-requests';

export const handler = defineRoute(exportRoutes.getClientExportRequest, async ({ caller, params }) => ok(await clientExportRequest(caller, params.userId)));
