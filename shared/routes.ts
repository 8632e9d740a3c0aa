/**
 * The route table: the single source of truth for the HTTP API. Each feature declares its own entries
 * (`shared/<feature>/routes.ts`); this file only gathers them, in the table's order. The CDK stack
 * makes one Lambda + route per entry, the local gateway serves the same entries, and the sample
 * events, docs/api.md and the authorization and bad-input tests are generated from it.
 */
import { activityRoutes } from './activity/routes';
import { analyticsRoutes } from './analytics/routes';
import { billingRoutes } from './billing/routes';
import { caseRoutes } from './cases/routes';
import type { Refusal } from './core/refusals';
import { identityOperationsOf, type RouteDefinition } from './core/route-definition';
import { documentRoutes } from './documents/routes';
import { exportRoutes } from './exports/routes';
import { STORE } from './documents/refusals';
import { orgRoutes } from './orgs/routes';
import { packageRoutes } from './packages/routes';
import { privacyRoutes } from './privacy/routes';
import { requestRoutes } from './requests/routes';
import { settingsRoutes } from './settings/routes';
import { signatureRoutes } from './signatures/routes';
import { messageRoutes } from './messages/routes';
import { progressRoutes } from './progress/routes';
import { peopleRoutes } from './people/routes';
import { questionnaireRoutes } from './questionnaires/routes';
import { IDENTITY } from './users/refusals';
import { userRoutes } from './users/routes';

export const routes = [
  userRoutes.getUser,
  userRoutes.syncUserEmail,
  caseRoutes.listClientCases,
  caseRoutes.getClientCase,
  caseRoutes.listAdminCases,
  caseRoutes.getAdminCase,
  caseRoutes.createCase,
  caseRoutes.updateCase,
  caseRoutes.sendCaseEmail,
  caseRoutes.listCaseEmails,
  userRoutes.createUser,
  userRoutes.ensureClient,
  userRoutes.listAdminUsers,
  userRoutes.updateUser,
  caseRoutes.listUserCases,
  orgRoutes.getOrg,
  documentRoutes.listFolderItems,
  documentRoutes.createFolder,
  documentRoutes.createUploadTargets,
  documentRoutes.completeUploadBatch,
  documentRoutes.getDocumentDownload,
  documentRoutes.listCaseDocuments,
  documentRoutes.shareCaseDocument,
  documentRoutes.getDocumentPreview,
  documentRoutes.createDocumentLinks,
  documentRoutes.uploadClientFiles,
  documentRoutes.uploadAdminFiles,
  settingsRoutes.getMySettings,
  settingsRoutes.updateMySettings,
  privacyRoutes.acceptPrivacyNotice,
  orgRoutes.updateOrg,
  orgRoutes.getBranding,
  privacyRoutes.getPrivacyNotice,
  orgRoutes.listExpiringDocuments,
  requestRoutes.listCaseRequests,
  requestRoutes.addCaseRequests,
  requestRoutes.decideCaseRequest,
  requestRoutes.deleteCaseRequest,
  requestRoutes.remindCaseRequests,
  requestRoutes.listRequestTemplates,
  requestRoutes.saveRequestTemplate,
  requestRoutes.deleteRequestTemplate,
  messageRoutes.listCaseMessages,
  messageRoutes.sendCaseMessage,
  messageRoutes.markCaseMessagesRead,
  activityRoutes.listCaseActivity,
  activityRoutes.listMyCaseActivity,
  activityRoutes.verifyCaseActivity,
  messageRoutes.listMyConversations,
  exportRoutes.requestMyExport,
  exportRoutes.getMyExportRequest,
  exportRoutes.getClientExportRequest,
  exportRoutes.approveClientExport,
  exportRoutes.getMyExport,
  exportRoutes.exportClient,
  progressRoutes.getStageSets,
  progressRoutes.replaceStageSets,
  analyticsRoutes.getOrgAnalytics,
  caseRoutes.listOrgCaseEmails,
  peopleRoutes.listCasePeople,
  peopleRoutes.addCasePerson,
  questionnaireRoutes.listQuestionnaireTemplates,
  questionnaireRoutes.saveQuestionnaireTemplate,
  questionnaireRoutes.deleteQuestionnaireTemplate,
  questionnaireRoutes.createQuestionnaire,
  questionnaireRoutes.listCaseQuestionnaires,
  questionnaireRoutes.getQuestionnaire,
  questionnaireRoutes.answerQuestionnaire,
  questionnaireRoutes.submitQuestionnaire,
  questionnaireRoutes.returnQuestionnaire,
  questionnaireRoutes.acceptQuestionnaire,
  questionnaireRoutes.reopenQuestionnaire,
  questionnaireRoutes.exportQuestionnaire,
  signatureRoutes.createSignatureRequest,
  signatureRoutes.createTemplateDocument,
  signatureRoutes.listSignatureRequests,
  signatureRoutes.viewSignatureRequest,
  signatureRoutes.sendSignatureCode,
  signatureRoutes.signSignatureRequest,
  signatureRoutes.declineSignatureRequest,
  packageRoutes.buildCasePackage,
  packageRoutes.listCasePackages,
  packageRoutes.getCasePackage,
  packageRoutes.deleteCasePackage,
  billingRoutes.createInvoice,
  billingRoutes.sendInvoice,
  billingRoutes.voidInvoice,
  billingRoutes.recordInvoicePayment,
  billingRoutes.listCaseInvoices,
  billingRoutes.getInvoicePdf,
  billingRoutes.getMyBilling,
  billingRoutes.getBillingOverview,
  billingRoutes.recordTrustReceipt,
  billingRoutes.transferTrust,
  billingRoutes.refundTrust,
  billingRoutes.reverseTrustEntry,
  billingRoutes.getClientTrust,
  billingRoutes.getTrustReconciliation,
  billingRoutes.createCheckout,
  billingRoutes.stripeWebhook,
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof routes)[number]['id'];
export type RouteOf<Id extends RouteId> = Extract<(typeof routes)[number], { id: Id }>;

/**
 * A route of the table by its id, with its declared types (tools, tests, benches). Not for handlers:
 * a handler names its feature's entry (`defineRoute(caseRoutes.getAdminCase, …)`) so that its bundle
 * does not carry every feature's contract.
 */
export function route<Id extends RouteId>(id: Id): RouteOf<Id> {
  const found = routes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No route ${id}`);
  return found as RouteOf<Id>;
}

export function findRoute(id: string): RouteDefinition | undefined {
  return routes.find((route) => route.id === id);
}

/**
 * The refusals of the providers a route calls, implied by its entry rather than listed in `errors`:
 * the identity provider's (with identity operations) and the document store's (with `documents`).
 */
export function providerRefusalsOf(route: Pick<RouteDefinition, 'access' | 'identity' | 'uses' | 'staffTwoFactor'>): Refusal[] {
  return [
    ...(identityOperationsOf(route).length > 0 ? Object.values(IDENTITY) : []),
    ...(route.uses?.includes('documents') ? Object.values(STORE) : []),
  ];
}
