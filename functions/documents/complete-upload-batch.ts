/** POST /v1/cases/{caseId}/upload-batches/{batchId}/complete: checks and records the uploaded files. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { completeUploadBatch } from './domain/upload-batches';
import { created } from '../core/http';

export const handler = defineRoute(
  documentRoutes.completeUploadBatch,
  async ({ caller, params }) => created({ success: true, data: await completeUploadBatch(caller, params.caseId, params.batchId) }),
);
