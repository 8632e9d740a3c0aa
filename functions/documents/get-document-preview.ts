/** GET /v1/cases/{caseId}/documents/{documentId}/preview: a short-lived link that shows a PDF or an image in the page. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { documentPreview } from './domain/downloads';

export const handler = defineRoute(documentRoutes.getDocumentPreview, async ({ caller, params }) => ok(await documentPreview(caller, params.caseId, params.documentId)));
