/** POST /v1/cases/{caseId}/signature-requests/{signatureRequestId}/decline: the signer whose turn it is declines, with a reason. */
import { signatureRoutes } from '../../shared/signatures/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { caseForCaller } from '../cases';
import { declineSignatureRequest, signatureRequestOf } from './domain/signature-requests';

export const handler = defineRoute(signatureRoutes.declineSignatureRequest, async ({ caller, params, body }) => {
  const caseRecord = await caseForCaller(caller, params.caseId);
  const record = await declineSignatureRequest(caller, caseRecord, params.signatureRequestId, body.reason);
  noteCaseActivity(caseRecord, 'signature.declined', {
    details: { signatureRequestId: record.signatureRequestId, documents: [{ documentId: record.documentId, name: record.documentName, visibleToClient: true }] },
    visibleToClient: true,
  });
  return ok(signatureRequestOf(record));
});
