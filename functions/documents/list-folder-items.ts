/** GET /v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}[?getMode=all]: a case folder's items. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { readCaseAndFolder } from './domain/case-access';
import { listFolder } from './domain/folders';
import { ok } from '../core/http';

export const handler = defineRoute(
  documentRoutes.listFolderItems,
  // The case and folder are read while the caller is; listFolder checks them once the caller is authorized.
  { readAhead: ({ params }) => readCaseAndFolder(params.caseId, params.folderId) },
  async ({ caller, params, query, ahead }) => ok(await listFolder(caller, params, query, ahead)),
);
