/** POST /v1/cases/{caseId}/signature-requests/{signatureRequestId}/code: e-mails the signer whose turn it is a one-time code. */
import { signatureRoutes } from '../../shared/signatures/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { accepted } from '../core/http';
import { caseForCaller } from '../cases';
import { sendSignatureCode } from './domain/signature-requests';

export const handler = defineRoute(signatureRoutes.sendSignatureCode, async ({ caller, params }) => {
  const caseRecord = await caseForCaller(caller, params.caseId);
  const { record, sent } = await sendSignatureCode(caller, caseRecord, params.signatureRequestId);
  noteCaseActivity(caseRecord, 'signature.codeSent', {
    details: { signatureRequestId: record.signatureRequestId, documents: [{ documentId: record.documentId, name: record.documentName, visibleToClient: true }] },
    visibleToClient: true,
  });
  return accepted(sent);
});
