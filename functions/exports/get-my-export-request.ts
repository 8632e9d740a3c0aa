/** GET /v1/me/export-requests: where the client's request for a copy of their information is. */
import { exportRoutes } from '../../shared/exports/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { myExportRequest } from './domain/export-requests';

export const handler = defineRoute(exportRoutes.getMyExportRequest, async ({ caller }) => ok(await myExportRequest(caller)));
