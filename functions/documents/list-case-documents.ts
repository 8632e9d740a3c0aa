/** GET /v1/cases/{caseId}/documents: a case's documents, newest first (staff: all; its client: what they see). */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listCaseDocuments } from './domain/case-documents';

export const handler = defineRoute(documentRoutes.listCaseDocuments, async ({ caller, params, query }) => ok(await listCaseDocuments(caller, params.caseId, query)));
