/** GET /v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}[?getMode=all]: a case folder's items. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { listFolder } from './domain/folders';
import { ok } from '../core/http';

export const handler = defineRoute(
  documentRoutes.listFolderItems,
  async ({ caller, params, query }) => ok(await listFolder(caller, params, query)),
);
