/** GET /v1/cases/{caseId}/documents/{documentId}/download: a short-lived download link. */
import { z } from 'zod';
import { idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { documentDownload } from '../lib/domain/documents';
import { ok } from '../lib/http';

export const handler = defineRoute(
  { access: 'signedIn', params: z.object({ caseId: idParam('caseId'), documentId: idParam('documentId') }) },
  async ({ caller, params }) => ok(await documentDownload(caller, params.caseId, params.documentId)),
);
