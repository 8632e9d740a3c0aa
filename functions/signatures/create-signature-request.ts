/** POST /v1/admin/cases/{caseId}/signature-requests: staff ask the case's client to sign a PDF of the case. */
import { signatureRoutes } from '../../shared/signatures/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { getCaseOfOrg } from '../cases';
import { createSignatureRequest, signatureRequestOf } from './domain/signature-requests';

export const handler = defineRoute(signatureRoutes.createSignatureRequest, async ({ caller, params, body }) => {
  const caseRecord = await getCaseOfOrg(caller, params.caseId);
  const record = await createSignatureRequest(caller, caseRecord, { ...body, signers: [...body.signers] });
  noteCaseActivity(caseRecord, 'signature.requested', {
    details: { signatureRequestId: record.signatureRequestId, documents: [{ documentId: record.documentId, name: record.documentName, visibleToClient: true }] },
    visibleToClient: true,
  });
  return created(signatureRequestOf(record));
});
