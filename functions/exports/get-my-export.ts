/** GET /v1/me/export: the client's copy of their information, once the firm approved it. */
import { exportRoutes } from '../../shared/exports/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { exportForClient } from './domain/exports';

export const handler = defineRoute(exportRoutes.getMyExport, async ({ caller }) => ok(await exportForClient(caller)));
