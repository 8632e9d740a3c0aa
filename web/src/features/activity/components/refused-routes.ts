/**
 * What a refused attempt was refused, in plain words ("was refused the case page"), by the route it
 * tried: every route of the table that records activity — the only ones that can record a refusal —
 * has its words (the Record's type is built from the route table, so a new such route fails the type
 * check until it has them; activity-sentences.test.tsx beside it checks it at run time too).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { routes } from '@shared/routes';

type RecordingIdOf<Route> = Route extends { readonly id: infer Id; readonly uses: readonly (infer Use)[] } ? ('activity' extends Use ? Id : never) : never;

/** The ids of the routes that record activity (their table entry declares `uses: ['activity']`). */
export type RecordingRouteId = RecordingIdOf<(typeof routes)[number]>;

/** The thing each route reaches, said after "was refused …" / « s'est vu refuser … ». */
export const REFUSED_ROUTE_WORDS: Record<RecordingRouteId, MessageDescriptor> = {
  getClientCase: msg`the case page`,
  getAdminCase: msg`the case page`,
  createCase: msg`the opening of a case`,
  updateCase: msg`a change to the case`,
  sendCaseEmail: msg`an email to the client`,
  listCaseEmails: msg`the emails sent to the client`,
  listFolderItems: msg`a folder of the case`,
  createFolder: msg`a new folder in the case`,
  createUploadTargets: msg`an upload to the case`,
  completeUploadBatch: msg`an upload to the case`,
  uploadClientFiles: msg`an upload to the case`,
  uploadAdminFiles: msg`an upload to the case`,
  getDocumentDownload: msg`the download of a document`,
  getDocumentPreview: msg`the preview of a document`,
  listCaseDocuments: msg`the case's documents`,
  shareCaseDocument: msg`the sharing of a document`,
  createDocumentLinks: msg`download links to documents`,
  acceptPrivacyNotice: msg`the acceptance of the privacy notice`,
  listCaseRequests: msg`the requested documents`,
  addCaseRequests: msg`a request for documents`,
  decideCaseRequest: msg`a decision on a requested document`,
  deleteCaseRequest: msg`the deletion of a requested document`,
  remindCaseRequests: msg`a reminder to the client`,
  listCaseMessages: msg`the case's messages`,
  sendCaseMessage: msg`a message on the case`,
  markCaseMessagesRead: msg`marking the case's messages as read`,
  listCaseActivity: msg`the case's activity log`,
  listMyCaseActivity: msg`the activity on the client's documents`,
  verifyCaseActivity: msg`the verification of the activity log`,
  requestMyExport: msg`a request for a copy of their data`,
  approveClientExport: msg`the approval of a copy of the client's data`,
  getMyExport: msg`the copy of their data`,
  exportClient: msg`an export of the client's data`,
  listCasePeople: msg`the people on the file`,
  addCasePerson: msg`the addition of a person to the file`,
  createQuestionnaire: msg`the sending of a questionnaire`,
  listCaseQuestionnaires: msg`the case's questionnaires`,
  getQuestionnaire: msg`a questionnaire`,
  answerQuestionnaire: msg`answers to a questionnaire`,
  submitQuestionnaire: msg`the submission of a questionnaire`,
  returnQuestionnaire: msg`the return of a questionnaire`,
  acceptQuestionnaire: msg`the acceptance of a questionnaire`,
  reopenQuestionnaire: msg`the reopening of a questionnaire`,
  exportQuestionnaire: msg`the download of a questionnaire's answers`,
  createSignatureRequest: msg`a request for a signature`,
  listSignatureRequests: msg`the signature requests`,
  createTemplateDocument: msg`the making of a document to sign from a template`,
  viewSignatureRequest: msg`the opening of a document to sign`,
  sendSignatureCode: msg`a code to sign a document`,
  signSignatureRequest: msg`the signing of a document`,
  declineSignatureRequest: msg`the declining of a signature`,
  buildCasePackage: msg`the IRCC package of the case`,
  getCasePackage: msg`the IRCC package of the case`,
  listCasePackages: msg`the IRCC package of the case`,
  deleteCasePackage: msg`the IRCC package of the case`,
  createInvoice: msg`a new invoice`,
  sendInvoice: msg`the sending of an invoice`,
  voidInvoice: msg`the voiding of an invoice`,
  recordInvoicePayment: msg`a payment recorded on an invoice`,
  listCaseInvoices: msg`the case's invoices`,
  getInvoicePdf: msg`an invoice's PDF`,
  recordTrustReceipt: msg`a receipt into trust`,
  transferTrust: msg`a payment from trust`,
  refundTrust: msg`a refund from trust`,
  reverseTrustEntry: msg`a reversal of a trust receipt`,
  getClientTrust: msg`the client's trust ledger`,
  getTrustReconciliation: msg`the trust reconciliation`,
  createCheckout: msg`a card payment`,
  stripeWebhook: msg`a card payment`,
};

/** A refused route in words; one this build does not know (a newer API, an old record) in general words, never its id. */
export function refusedRouteWords(route: string | undefined, i18n: I18n): string {
  const words = route ? (REFUSED_ROUTE_WORDS as Partial<Record<string, MessageDescriptor>>)[route] : undefined;
  return i18n._(words ?? msg`a page of the case`);
}
