/** POST /v1/admin/clients/{userId}/export-requests/approve: approves a client's request for a copy of their information. */
import { exportRoutes } from '../../shared/exports/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { approveClientExport } from './domain/export-requests';

export const handler = defineRoute(exportRoutes.approveClientExport, async ({ caller, params }) => ok(await approveClientExport(caller, params.userId)));
