/** POST /v1/cases/{caseId}/folders/{folderId}/upload-targets: direct upload targets for a batch. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { readCaseAndFolder } from './domain/case-access';
import { createUploadBatch } from './domain/upload-batches';
import { created } from '../core/http';

export const handler = defineRoute(
  documentRoutes.createUploadTargets,
  // The case and folder are read while the caller is; createUploadBatch checks them once the caller is authorized.
  { readAhead: ({ params }) => readCaseAndFolder(params.caseId, params.folderId) },
  async ({ caller, params, body, ahead }) => created(
      await createUploadBatch(caller, params.caseId, params.folderId, body.files, ahead, { shareWithClient: body.shareWithClient, requestId: body.requestId }),
    ),
);
