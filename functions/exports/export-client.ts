/** GET /v1/admin/clients/{userId}/export: everything of a client of the admin's firm (recorded in the client's chain). */
import { exportRoutes } from '../../shared/exports/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { exportClientForStaff } from './domain/exports';

export const handler = defineRoute(exportRoutes.exportClient, async ({ caller, params }) => ok(await exportClientForStaff(caller, params.userId)));
