/** GET /v1/cases/{caseId}/documents/{documentId}/download: a short-lived download link. */
import { route } from '../../shared/routes';
import { defineRoute } from '../core/define-route';
import { documentDownload } from './domain/downloads';
import { ok } from '../core/http';

export const handler = defineRoute(
  route('getDocumentDownload'),
  async ({ caller, params }) => ok(await documentDownload(caller, params.caseId, params.documentId)),
);
