/** POST /v1/cases/{caseId}/folders/{folderId}/upload-targets: direct upload targets for a batch. */
import { z } from 'zod';
import { idParam, uploadTargetsBody } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { createUploadBatch } from '../lib/domain/documents';
import { created } from '../lib/http';

export const handler = defineRoute(
  { access: 'signedIn', params: z.object({ caseId: idParam('caseId'), folderId: idParam('folderId') }), body: uploadTargetsBody },
  async ({ caller, params, body }) => created(await createUploadBatch(caller, params.caseId, params.folderId, body.files)),
);
