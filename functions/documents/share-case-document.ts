/** PATCH /v1/admin/cases/{caseId}/documents/{documentId}: share a document with the case's client, or stop. */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { shareCaseDocument } from './domain/case-documents';

export const handler = defineRoute(documentRoutes.shareCaseDocument, async ({ caller, params, body }) =>
  ok(await shareCaseDocument(caller, params.caseId, params.documentId, body.sharedWithClient)),
);
