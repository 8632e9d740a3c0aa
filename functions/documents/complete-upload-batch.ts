/** POST /v1/cases/{caseId}/upload-batches/{batchId}/complete: checks and records the uploaded files. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { completeUploadBatch, readCompletionRecords } from './domain/upload-batches';
import { created } from '../core/http';

export const handler = defineRoute(
  documentRoutes.completeUploadBatch,
  // The batch and case are read while the caller is; completeUploadBatch checks them once the caller is authorized.
  { readAhead: ({ params }) => readCompletionRecords(params.caseId, params.batchId) },
  async ({ caller, params, ahead }) => created({ success: true, data: await completeUploadBatch(caller, params.caseId, params.batchId, ahead) }),
);
