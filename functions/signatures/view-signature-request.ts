/** POST /v1/cases/{caseId}/signature-requests/{signatureRequestId}/view: someone opened the document to sign (the signer whose turn it is: it is viewed). */
import { signatureRoutes } from '../../shared/signatures/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { caseForCaller } from '../cases';
import { signatureRequestOf, viewSignatureRequest } from './domain/signature-requests';

export const handler = defineRoute(signatureRoutes.viewSignatureRequest, async ({ caller, params }) => {
  const caseRecord = await caseForCaller(caller, params.caseId);
  const { record, bySigner } = await viewSignatureRequest(caller, caseRecord, params.signatureRequestId);
  if (bySigner) {
    noteCaseActivity(caseRecord, 'signature.viewed', {
      details: { signatureRequestId: record.signatureRequestId, documents: [{ documentId: record.documentId, name: record.documentName, visibleToClient: true }] },
      visibleToClient: true,
    });
  }
  return ok(signatureRequestOf(record));
});
