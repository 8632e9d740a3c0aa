/** POST /v1/cases/{caseId}/upload-batches/{batchId}/complete: checks and records the uploaded files. */
import { z } from 'zod';
import { idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { completeUploadBatch } from '../lib/domain/documents';
import { created } from '../lib/http';

export const handler = defineRoute(
  { access: 'signedIn', params: z.object({ caseId: idParam('caseId'), batchId: idParam('batchId') }) },
  async ({ caller, params }) => created({ success: true, data: await completeUploadBatch(caller, params.caseId, params.batchId) }),
);
