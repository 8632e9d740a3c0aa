/** POST /v1/admin/cases/{caseId}/folders/{folderId}/create-folder: a sub-folder of a case folder. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { createSubFolder } from './domain/folders';
import { created } from '../core/http';

export const handler = defineRoute(
  documentRoutes.createFolder,
  async ({ caller, params, body }) => created({ success: true, data: await createSubFolder(caller, params.caseId, params.folderId, body) }),
);
