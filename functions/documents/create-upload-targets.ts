/** POST /v1/cases/{caseId}/folders/{folderId}/upload-targets: direct upload targets for a batch. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { createUploadBatch } from './domain/upload-batches';
import { created } from '../core/http';

export const handler = defineRoute(
  documentRoutes.createUploadTargets,
  async ({ caller, params, body }) => created(await createUploadBatch(caller, params.caseId, params.folderId, body.files)),
);
