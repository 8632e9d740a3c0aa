/** POST /v1/admin/cases/{caseId}/folders/{folderId}/create-folder: a sub-folder of a case folder. */
import { z } from 'zod';
import { createFolderBody, idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { createSubFolder } from '../lib/domain/documents';
import { created } from '../lib/http';

export const handler = defineRoute(
  { access: 'admin', params: z.object({ caseId: idParam('caseId'), folderId: idParam('folderId') }), body: createFolderBody },
  async ({ caller, params, body }) => created({ success: true, data: await createSubFolder(caller, params.caseId, params.folderId, body) }),
);
