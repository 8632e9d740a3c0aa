/** POST /v1/admin/cases/{caseId}/signature-documents: staff make a PDF of the case from a signing template, to send for signature. */
import { signatureRoutes } from '../../shared/signatures/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { getCaseOfOrg } from '../cases';
import { createTemplateDocument } from './domain/template-documents';

export const handler = defineRoute(signatureRoutes.createTemplateDocument, async ({ caller, params, body }) => {
  const caseRecord = await getCaseOfOrg(caller, params.caseId);
  const document = await createTemplateDocument(caller, caseRecord, body);
  noteCaseActivity(caseRecord, 'document.uploaded', {
    details: { documents: [{ ...document, visibleToClient: true }] },
    visibleToClient: true,
  });
  return created(document);
});
