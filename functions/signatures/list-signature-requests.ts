/** GET /v1/cases/{caseId}/signature-requests: a case's signature requests, for its firm's staff and its client. */
import { signatureRoutes } from '../../shared/signatures/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { okList } from '../core/http';
import { caseForCaller } from '../cases';
import { listSignatureRequests, signatureRequestOf } from './domain/signature-requests';

export const handler = defineRoute(signatureRoutes.listSignatureRequests, async ({ caller, params }) => {
  const caseRecord = await caseForCaller(caller, params.caseId);
  const records = await listSignatureRequests(caseRecord);
  noteCaseActivity(caseRecord, 'signatures.viewed');
  const now = new Date();
  return okList(records.map((record) => signatureRequestOf(record, now)));
});
