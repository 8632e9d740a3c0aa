/** POST /v1/admin/cases/{caseId}/documents/links: download links of several documents (the browser zips them). */
import { documentRoutes } from '../../shared/documents/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { documentLinks } from './domain/downloads';

export const handler = defineRoute(documentRoutes.createDocumentLinks, async ({ caller, params, body }) => ok(await documentLinks(caller, params.caseId, body.documentIds)));
