/** POST /v1/me/export-requests: a client asks their firm for a copy of their information. */
import { exportRoutes } from '../../shared/exports/routes';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { requestMyExport } from './domain/export-requests';

export const handler = defineRoute(exportRoutes.requestMyExport, async ({ caller }) => created(await requestMyExport(caller)));
