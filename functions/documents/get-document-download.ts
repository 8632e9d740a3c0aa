/** GET /v1/cases/{caseId}/documents/{documentId}/download: a short-lived download link. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { documentDownload } from './domain/downloads';
import { ok } from '../core/http';

export const handler = defineRoute(
  documentRoutes.getDocumentDownload,
  async ({ caller, params }) => ok(await documentDownload(caller, params.caseId, params.documentId)),
);
