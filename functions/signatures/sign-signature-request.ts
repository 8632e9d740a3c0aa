/**
 * POST /v1/cases/{caseId}/signature-requests/{signatureRequestId}/sign: signs with the e-mailed code;
 * the last signer makes the signed PDF (pdf-lib: this function's bundle is over the 100 KB rule,
 * infra/function-bundles.ts says why).
 */
import { signatureRoutes } from '../../shared/signatures/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { caseForCaller } from '../cases';
import { signSignatureRequest } from './domain/signing';
import { signatureRequestOf } from './domain/signature-requests';

export const handler = defineRoute(signatureRoutes.signSignatureRequest, async ({ caller, params, body, event }) => {
  const caseRecord = await caseForCaller(caller, params.caseId);
  const http = event.requestContext.http;
  const origin = event.headers.origin ?? `https://${event.requestContext.domainName}`;
  const { record, signedDocument } = await signSignatureRequest(caller, caseRecord, params.signatureRequestId, {
    code: body.code,
    typedName: body.typedName,
    ...(body.drawing ? { drawing: body.drawing } : {}),
    ipAddress: http.sourceIp,
    userAgent: http.userAgent,
    portalUrl: origin,
  });
  noteCaseActivity(caseRecord, 'signature.signed', {
    details: {
      signatureRequestId: record.signatureRequestId,
      documents: [{ documentId: record.documentId, name: record.documentName, visibleToClient: true }, ...(signedDocument ? [{ ...signedDocument, visibleToClient: true }] : [])],
    },
    visibleToClient: true,
  });
  return ok(signatureRequestOf(record));
});
