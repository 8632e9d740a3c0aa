/** GET /v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}[?getMode=all]: a case folder's items. */
import { route } from '../../shared/routes';
import { defineRoute } from '../core/define-route';
import { listFolder } from './domain/folders';
import { ok } from '../core/http';

export const handler = defineRoute(
  route('listFolderItems'),
  async ({ caller, params, query }) => ok(await listFolder(caller, params, query)),
);
