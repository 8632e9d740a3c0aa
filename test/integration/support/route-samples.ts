/**
 * One sample request per route of the table, keyed by route id: the path parameters that address
 * org 1's objects (client A's, where the route is a client's), and the query and body schemas with a
 * valid value. The authorization matrix and the bad-input sweep are generated from the route table
 * plus this table, so a route without an entry here fails them the day it is added.
 */
import { randomUUID } from 'node:crypto';
import { activityQuery } from '../../../shared/activity/schemas';
import type * as z from 'zod/mini';
import {
  adminUploadBody,
  caseDocumentsQuery,
  clientUploadBody,
  createFolderBody,
  documentLinksBody,
  folderListQuery,
  shareDocumentBody,
  uploadTargetsBody,
} from '../../../shared/documents/schemas';
import { adminCasesQuery, createCaseBody, sendCaseEmailBody, updateCaseBody } from '../../../shared/cases/schemas';
import { createUserBody, ensureClientBody, updateUserBody } from '../../../shared/users/schemas';
import { paginationQuery } from '../../../shared/core/pagination';
import { updateMySettingsBody } from '../../../shared/settings/schemas';
import { expiringDocumentsQuery, updateOrgBody } from '../../../shared/orgs/schemas';
import { DEFAULT_PRIVACY_NOTICE_TEXT, DEFAULT_PRIVACY_NOTICE_VERSION } from '../../../shared/privacy/default-notice';
import { acceptPrivacyBody } from '../../../shared/privacy/schemas';
import { addRequestsBody, changeRequestBody, remindRequestsBody, requestTemplateBody } from '../../../shared/requests/schemas';
import { replaceStageSetsBody } from '../../../shared/progress/schemas';
import { buildPackageBody } from '../../../shared/packages/schemas';
import { createPackageRecord } from '../../../functions/packages/repository/packages';
import { addCaseRequests } from '../../../functions/requests/domain/requests';
import { markRequestUploaded } from '../../../functions/requests';
import { saveFirmTemplate } from '../../../functions/requests/domain/templates';
import { addRequestRecords } from '../../../functions/requests/repository/requests';
import { isRefusal } from '../../../functions/core/errors';
import { REQUESTS } from '../../../shared/requests/refusals';
import { sendMessageBody, threadQuery } from '../../../shared/messages/schemas';
import { addPersonBody } from '../../../shared/people/schemas';
import { answerQuestionnaireBody, createQuestionnaireBody, exportQuestionnaireQuery, questionnaireTemplateBody, returnQuestionnaireBody } from '../../../shared/questionnaires/schemas';
import { putPerson } from '../../../functions/people/repository/people';
import { acceptQuestionnaire, submitQuestionnaire } from '../../../functions/questionnaires/domain/questionnaires';
import { startQuestionnaire } from '../../../functions/questionnaires/domain/start';
import { saveQuestionnaireTemplate } from '../../../functions/questionnaires/domain/save-template';
import { type RouteDefinition, buildPath } from '../../../shared/core/route-definition';
import type { RouteId } from '../../../shared/routes';
import type { StoredItem, UploadBatch } from '../../../shared/documents/types';
import { SAMPLE_STAGE_SETS, SAMPLE_TEMPLATE_ITEM } from '../../../scripts/lib/sample-values';
import { api } from './api';
import { billingSamples } from './billing-samples';
import { type Person, type World, newCaseBody } from './principals';
import { useStackEnvironment } from './stack';
import { decodePayload } from './jwt';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/core/table';
import { config } from '../../../functions/core/config';
import { documentClient } from '../../../functions/core/dynamodb';
import { createSignatureRequestBody, createTemplateDocumentBody, declineBody, signBody } from '../../../shared/signatures/schemas';
import { signatureSampleDocumentId, freshSignatureRequestOfA, withSignatureSampleDocument, SAMPLE_SIGNATURE_CODE, SAMPLE_DRAWING } from './signature-samples';

export interface SampleInput {
  world: World;
  /** The org the caller acts in, for routes that work on "the caller's org" (a new case, a new user). */
  home: { orgId: string; admin: Person; client: Person };
  /** Unique to the request: for case numbers and new e-mails. */
  unique: string;
}

export interface RouteSample {
  /** The path parameters, addressing org 1's objects (client A's for a client's route). */
  params?: (world: World) => Record<string, string>;
  /** The query schema of the handler and a valid query. */
  query?: { schema: z.ZodMiniObject; valid: () => Record<string, string> };
  /** The body schema of the handler and a valid body that names every field of the schema. */
  body?: { schema: z.ZodMiniObject; valid: (input: SampleInput) => Record<string, unknown> };
  /**
   * Path parameters that must be made for the caller first (an upload batch is its starter's):
   * called with the caller's access token; answers the parameters to use instead of `params`'.
   */
  prepare?: (input: SampleInput, token: string | undefined) => Promise<Record<string, string>>;
  /**
   * The path's ids name the caller's own object whatever their org (PUT of a firm's template: every
   * firm has its own of each id), so another org's admin is answered as the owner is, never 404.
   */
  pathNamesCallersOwn?: boolean;
  /** Headers the request needs beyond the token (Stripe's signature of the body). */
  headers?: (body: string | undefined) => Promise<Record<string, string>>;
}

/** A small real PDF, for samples that upload. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Starts a one-file batch on client A's first case as `token`'s owner and uploads the file: its batchId. */
export async function uploadedBatch(world: World, token: string | undefined): Promise<string | undefined> {
  const item = firstCaseOfA(world);
  const targets = await api<UploadBatch>(`/v1/cases/${item.caseId}/folders/${item.caseFolderId}/upload-targets`, {
    method: 'POST',
    token,
    body: { files: [{ fileName: 'sample.pdf', fileSize: SAMPLE_PDF.length, fileType: 'application/pdf' }] },
  });
  const upload = targets.status === 201 ? targets.body.uploads[0] : undefined;
  if (!upload) return undefined;
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: SAMPLE_PDF });
  if (!put.ok) throw new Error(`The sample upload answered ${put.status}`);
  return targets.body.batchId;
}

/**
 * A new requested item on client A's first case, written as org 1's admin straight through the
 * domain (not the API: in the staff two-factor matrix that admin is refused every route).
 */
export async function newRequestOfA(world: World): Promise<string> {
  useStackEnvironment();
  const { admin } = world.org1;
  const caller = { userId: admin.userId, orgId: admin.orgId, userType: 'admin', status: 'active', name: admin.name, email: admin.email } as const;
  const [item] = await addCaseRequests(caller, firstCaseOfA(world).caseId, { items: [{ title: 'Passport' }] });
  if (!item) throw new Error('Could not add a sample document request');
  return item.requestId;
}

/** A finished (failed) package build of client A's first case, made in the table: the samples read or delete it without starting the worker. */
export async function newPackageOfA(world: World): Promise<Record<string, string>> {
  useStackEnvironment();
  const { caseId, orgId } = firstCaseOfA(world);
  const packageId = randomUUID();
  const now = new Date().toISOString();
  await createPackageRecord({ packageId, caseId, orgId, status: 'failed', expiryCheckDate: now.slice(0, 10), createdAt: now, createdBy: { userId: world.org1.admin.userId, name: world.org1.admin.name }, slots: [], problems: [] });
  return { caseId, packageId };
}

/** A new requested item of client A's first case that client A uploaded something for (a document id of the sample's own: decisions need an upload, not its bytes). */
export async function newUploadedRequestOfA(world: World): Promise<string> {
  const requestId = await newRequestOfA(world);
  const { clientA } = world.org1;
  const caller = { userId: clientA.userId, orgId: clientA.orgId, userType: 'client', status: 'active', name: clientA.name, email: clientA.email } as const;
  await markRequestUploaded(firstCaseOfA(world).caseId, requestId, [`sample-document-${requestId}`], caller);
  return requestId;
}

/**
 * Puts the request for a copy of their information of the user `token` names (or client A's) in
 * `state`: none (removed), pending, or approved for a day. Any token's caller: a client's route
 * answers every active client as client A.
 */
export async function setExportRequestOf(world: World, token: string | undefined, state: 'none' | 'pending' | 'approved'): Promise<void> {
  useStackEnvironment();
  let userId = world.org1.clientA.userId;
  try {
    const sub = token ? decodePayload(token).sub : undefined;
    if (typeof sub === 'string' && sub !== '') userId = sub;
  } catch {
    // Not a token this test made (no token, a crafted one): client A's request stands for it.
  }
  const orgId = userId === world.org1.clientA.userId ? world.org1.orgId : world.org2.orgId;
  const Key = keys.exportRequest(userId);
  if (state === 'none') {
    await documentClient().send(new DeleteCommand({ TableName: config.tableName, Key }));
    return;
  }
  const now = new Date();
  const approval =
    state === 'approved'
      ? { approvedAt: now.toISOString(), approvedBy: { userId: world.org1.admin.userId, name: world.org1.admin.name }, availableUntil: new Date(now.getTime() + 86_400_000).toISOString() }
      : {};
  await documentClient().send(
    new PutCommand({ TableName: config.tableName, Item: { ...Key, entity: 'ExportRequest', userId, orgId, status: state, requestedAt: now.toISOString(), ...approval } }),
  );
}

/** The requested document of client A's first case that sample upload targets answer. */
const sampleRequestId = (world: World) => `sample-upload-${firstCaseOfA(world).caseId}`;
/** The requested document of client A's first case that sample reminders name (never uploaded for: it waits on the client). */
const remindedRequestId = (world: World) => `sample-remind-${firstCaseOfA(world).caseId}`;
const sampleRequests = new Map<string, Promise<void>>();

/** Makes a sample's requested document once (a fixed id: the sample body names it before any request is sent). */
function ensureSampleRequest(world: World, requestId = sampleRequestId(world)): Promise<void> {
  const { caseId, orgId, clientId } = firstCaseOfA(world);
  const made =
    sampleRequests.get(requestId) ??
    (async () => {
      useStackEnvironment();
      const now = new Date().toISOString();
      const updatedBy = { userId: world.org1.admin.userId, name: world.org1.admin.name, role: 'admin' } as const;
      await addRequestRecords(caseId, [
        { requestId, caseId, orgId, clientId, title: 'Passport', instructions: '', concerns: { kind: 'client' }, translationRequired: false, status: 'requested', reason: '', documentIds: [], createdAt: now, updatedAt: now, updatedBy, position: 0, version: 1 },
      ]).catch((error: unknown) => {
        // Made by an earlier run of this world: it is there.
        if (!isRefusal(error, REQUESTS.CHANGED)) throw error;
      });
    })();
  sampleRequests.set(requestId, made);
  return made;
}

let clientABatch: Promise<string | undefined> | undefined;

/** A document client A uploaded to their first case (a PDF: downloaded, previewed, shared): the path parameters that address it. */
async function clientADocument(world: World): Promise<Record<string, string>> {
  const batchId = await uploadedBatch(world, world.org1.clientA.tokens.accessToken);
  const done = await api<{ data: StoredItem[] }>(`/v1/cases/${firstCaseOfA(world).caseId}/upload-batches/${batchId}/complete`, {
    method: 'POST',
    token: world.org1.clientA.tokens.accessToken,
  });
  const documentId = done.body.data?.[0]?.id;
  if (!documentId) throw new Error(`The sample document was not recorded (${done.status})`);
  return { caseId: firstCaseOfA(world).caseId, documentId };
}

const pagination = { schema: paginationQuery, valid: () => ({ limit: '5' }) };
const firstCaseOfA = (world: World) => world.org1.casesOfA[0];

export const routeSamples: Record<RouteId, RouteSample> = {
  getUser: { params: (world) => ({ userId: world.org1.clientA.userId }) },
  syncUserEmail: { params: (world) => ({ userId: world.org1.clientA.userId }) },
  listClientCases: { params: (world) => ({ userId: world.org1.clientA.userId }), query: pagination },
  getClientCase: { params: (world) => ({ clientId: world.org1.clientA.userId, caseId: firstCaseOfA(world).caseId }) },
  listAdminCases: { query: { schema: adminCasesQuery, valid: () => ({ limit: '5', sort: 'readiness', waiting: 'client' }) } },
  getAdminCase: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  createCase: {
    body: {
      schema: createCaseBody,
      valid: ({ home, unique }) => newCaseBody(home.client, { caseNumber: `IMM-${unique}`, discreet: false }),
    },
  },
  updateCase: {
    params: (world) => ({ orgId: world.org1.orgId, caseId: firstCaseOfA(world).caseId }),
    body: {
      schema: updateCaseBody,
      valid: ({ unique }) => ({
        caseName: 'Work Permit Renewal',
        caseNumber: `IMM-${unique}`,
        category: 'Permis de travail',
        description: 'Renewal filed before the permit expires.',
        status: 'in-progress',
        clientName: 'Client A Tester',
        legalHold: false,
        discreet: false,
        stage: 'documents',
        stageNote: 'We are gathering your documents.',
        expectedDate: '2026-09-30',
        keyDates: { submittedOn: '2026-06-01', applicationNumber: 'W307654321' },
      }),
    },
  },
  sendCaseEmail: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: { schema: sendCaseEmailBody, valid: () => ({ message: 'Your documents are due on Friday.\nPlease upload them to the case folder.' }) },
  },
  listCaseEmails: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }), query: pagination },
  createUser: {
    body: {
      schema: createUserBody,
      valid: ({ unique }) => ({ name: 'Nadia New', email: `new-user-${unique}@example.test`, phone: '+1 514 555 0177', status: 'active', language: 'en' }),
    },
  },
  ensureClient: {
    body: { schema: ensureClientBody, valid: ({ unique }) => ({ email: `ensured-${unique}@example.test`, name: 'Ed Ensured' }) },
  },
  listAdminUsers: { query: pagination },
  updateUser: {
    params: (world) => ({ userId: world.org1.clientA.userId }),
    body: {
      schema: updateUserBody,
      // Same e-mail and an active status: client A keeps signing in and acting in the other tests.
      valid: ({ world }) => ({ name: world.org1.clientA.name, email: world.org1.clientA.email, phone: '+1 514 555 0188', status: 'active' }),
    },
  },
  listUserCases: { params: (world) => ({ userId: world.org1.clientA.userId }), query: pagination },
  listFolderItems: {
    params: (world) => ({ clientId: world.org1.clientA.userId, caseId: firstCaseOfA(world).caseId, folderId: firstCaseOfA(world).caseFolderId }),
    query: { schema: folderListQuery, valid: () => ({ limit: '5', getMode: 'all' }) },
  },
  createFolder: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, folderId: firstCaseOfA(world).caseFolderId }),
    body: {
      schema: createFolderBody,
      valid: ({ world, unique }) => ({ folderName: `Folder ${unique}`, parentFolderId: firstCaseOfA(world).caseFolderId, attorneyId: world.org1.admin.userId }),
    },
  },
  createUploadTargets: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, folderId: firstCaseOfA(world).caseFolderId }),
    body: {
      schema: uploadTargetsBody,
      // shareWithClient is staff's choice; a client's own uploads are always shared with them (the flag is not theirs to set).
      // requestId: a requested document of the case (made by prepare, before the request is sent).
      valid: ({ world }) => ({ files: [{ fileName: 'passport.pdf', fileSize: 245_760, fileType: 'application/pdf' }], shareWithClient: false, requestId: sampleRequestId(world) }),
    },
    prepare: async ({ world }) => {
      await ensureSampleRequest(world);
      return { caseId: firstCaseOfA(world).caseId, folderId: firstCaseOfA(world).caseFolderId };
    },
  },
  completeUploadBatch: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, batchId: '00000000-0000-4000-8000-000000000000' }),
    // The caller's own batch when they may start one; otherwise client A's (theirs to complete only).
    prepare: async ({ world }, token) => {
      const own = await uploadedBatch(world, token);
      clientABatch ??= uploadedBatch(world, world.org1.clientA.tokens.accessToken);
      const batchId = own ?? (await clientABatch);
      if (!batchId) throw new Error('Could not start a sample upload batch');
      return { caseId: firstCaseOfA(world).caseId, batchId };
    },
  },
  getDocumentDownload: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, documentId: '00000000-0000-4000-8000-000000000000' }),
    prepare: ({ world }) => clientADocument(world),
  },
  listCaseDocuments: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    query: { schema: caseDocumentsQuery, valid: () => ({ limit: '5' }) },
  },
  shareCaseDocument: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, documentId: '00000000-0000-4000-8000-000000000000' }),
    // Client A's own upload, which they always see: sharing it again changes nothing.
    prepare: ({ world }) => clientADocument(world),
    body: { schema: shareDocumentBody, valid: () => ({ sharedWithClient: true }) },
  },
  getDocumentPreview: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, documentId: '00000000-0000-4000-8000-000000000000' }),
    prepare: ({ world }) => clientADocument(world),
  },
  createDocumentLinks: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    // An id the case does not have is answered as skipped, not refused.
    body: { schema: documentLinksBody, valid: () => ({ documentIds: ['00000000-0000-4000-8000-000000000000'] }) },
  },
  uploadClientFiles: {
    params: (world) => ({ clientId: world.org1.clientA.userId, caseId: firstCaseOfA(world).caseId }),
    body: {
      schema: clientUploadBody,
      valid: ({ world }) => ({
        files: [{ fileName: 'notes.pdf', fileBase64: SAMPLE_PDF.toString('base64'), fileSize: SAMPLE_PDF.length, fileType: 'application/pdf' }],
        caseFolderName: firstCaseOfA(world).caseFolderName,
        clientName: world.org1.clientA.name,
        caseName: firstCaseOfA(world).caseName,
      }),
    },
  },
  uploadAdminFiles: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, userId: world.org1.clientA.userId, folderId: firstCaseOfA(world).caseFolderId }),
    body: {
      schema: adminUploadBody,
      valid: () => ({ files: [{ fileName: 'letter.pdf', fileBase64: SAMPLE_PDF.toString('base64'), fileSize: SAMPLE_PDF.length, fileType: 'application/pdf' }] }),
    },
  },
  getOrg: { params: (world) => ({ orgId: world.org1.orgId }) },
  getMySettings: {},
  getBranding: {},
  getPrivacyNotice: {},
  // The default notice's version: the firm's sample notice below is the default's text, so it stays in force.
  acceptPrivacyNotice: { body: { schema: acceptPrivacyBody, valid: () => ({ version: DEFAULT_PRIVACY_NOTICE_VERSION }) } },
  updateMySettings: {
    body: {
      schema: updateMySettingsBody,
      valid: () => ({
        profile: { name: 'Sample Person', title: 'Paralegal', phone: '+1 514 555 0177', fax: '', bio: 'Sample bio' },
        notifications: { emailNotifications: true, weeklyReports: false },
        email: { signature: 'Best regards, Sample Person', autoReply: false, autoReplyMessage: 'Back soon.' },
        security: { sessionTimeout: 30 },
        language: 'en',
      }),
    },
  },
  updateOrg: {
    params: (world) => ({ orgId: world.org1.orgId }),
    body: {
      schema: updateOrgBody,
      valid: ({ world }) => ({
        name: `${world.org1.orgId} firm`,
        address: '1 Main St',
        phone: '+1 514 555 0100',
        email: 'office@example-law.ca',
        website: 'https://example-law.ca',
        requireStaffTwoFactor: false,
        discreetCases: false,
        requestReminders: { daysBefore: 3, onDueDate: true, overdueEveryDays: 3 },
        retentionYears: 7,
        gstHstNumber: '123456789 RT0001',
        qstNumber: '1234567890 TQ0001',
        paymentInstructions: 'Interac e-Transfer to payments@example-law.ca',
        // --- privacy notice: the default's own text, so its version stays in force ---
        privacyNotice: { text: DEFAULT_PRIVACY_NOTICE_TEXT },
        // --- end privacy notice ---
      }),
    },
  },
  listExpiringDocuments: {
    params: (world) => ({ orgId: world.org1.orgId }),
    query: { schema: expiringDocumentsQuery, valid: () => ({ days: '90' }) },
  },
  listCaseRequests: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  addCaseRequests: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: {
      schema: addRequestsBody,
      valid: () => ({
        items: [
          { title: 'Marriage certificate', instructions: 'The civil certificate, both sides.', dueDate: '2031-01-15', concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true },
        ],
        templateId: 'study-permit',
      }),
    },
  },
  decideCaseRequest: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, requestId: '00000000-0000-4000-8000-000000000000' }),
    body: {
      schema: changeRequestBody,
      valid: () => ({
        status: 'accepted',
        reason: 'The original was seen at the office.',
        expiresOn: '2031-05-01',
        titles: { en: 'Passport', fr: 'Passeport' },
        instructions: 'Every page with a stamp or a visa.',
        dueDate: '2031-01-15',
        irccSlot: { name: 'Passport', maxBytes: 4194304, formats: ['pdf', 'jpeg', 'png'] },
      }),
    },
    // A fresh item each time, something uploaded for it: accepting one twice is refused (request-unchanged), and one nothing was uploaded for (request-nothing-to-accept).
    prepare: async ({ world }) => ({ caseId: firstCaseOfA(world).caseId, requestId: await newUploadedRequestOfA(world) }),
  },
  deleteCaseRequest: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, requestId: '00000000-0000-4000-8000-000000000000' }),
    // A fresh item each time (a deleted one is gone).
    prepare: async ({ world }) => ({ caseId: firstCaseOfA(world).caseId, requestId: await newRequestOfA(world) }),
  },
  remindCaseRequests: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: { schema: remindRequestsBody, valid: ({ world }) => ({ requestIds: [remindedRequestId(world)] }) },
    prepare: async ({ world }) => {
      await ensureSampleRequest(world, remindedRequestId(world));
      return { caseId: firstCaseOfA(world).caseId };
    },
  },
  listRequestTemplates: {},
  saveRequestTemplate: {
    params: () => ({ templateId: 'work-permit-outside-canada' }),
    pathNamesCallersOwn: true,
    body: { schema: requestTemplateBody, valid: () => SAMPLE_TEMPLATE },
  },
  deleteRequestTemplate: {
    params: () => ({ templateId: 'work-permit-outside-canada' }),
    // A template of the caller's org to delete each time (another org's admin finds none: 404).
    prepare: async ({ world }) => ({ templateId: await newTemplateOfOrg1(world) }),
  },
  listCaseMessages: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }), query: { schema: threadQuery, valid: () => ({ limit: '5' }) } },
  sendCaseMessage: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: { schema: sendMessageBody, valid: () => ({ body: 'Hello,\nI uploaded my passport scan.', documentIds: [] }) },
  },
  markCaseMessagesRead: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  listMyConversations: {},
  getStageSets: { params: (world) => ({ orgId: world.org1.orgId }) },
  replaceStageSets: {
    params: (world) => ({ orgId: world.org1.orgId }),
    body: {
      schema: replaceStageSetsBody,
      valid: () => ({ sets: SAMPLE_STAGE_SETS }),
    },
  },
  getOrgAnalytics: { params: (world) => ({ orgId: world.org1.orgId }) },
  listOrgCaseEmails: { params: (world) => ({ orgId: world.org1.orgId }), query: pagination },
  listCaseActivity: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }), query: { schema: activityQuery, valid: () => ({ limit: '5', kind: 'case.viewed' }) } },
  listMyCaseActivity: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }), query: pagination },
  verifyCaseActivity: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  // The caller has not asked yet (asking twice is refused: export-already-requested).
  requestMyExport: { prepare: async ({ world }, token) => (await setExportRequestOf(world, token, 'none'), {}) },
  getMyExportRequest: {},
  getClientExportRequest: { params: (world) => ({ userId: world.org1.clientA.userId }) },
  // Client A has asked (approving an approved request answers it as it is).
  approveClientExport: {
    params: (world) => ({ userId: world.org1.clientA.userId }),
    prepare: async ({ world }) => {
      await setExportRequestOf(world, world.org1.clientA.tokens.accessToken, 'pending');
      return { userId: world.org1.clientA.userId };
    },
  },
  // The caller's request is approved (before that: export-not-approved).
  getMyExport: { prepare: async ({ world }, token) => (await setExportRequestOf(world, token, 'approved'), {}) },
  exportClient: { params: (world) => ({ userId: world.org1.clientA.userId }) },
  listCasePeople: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  addCasePerson: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: { schema: addPersonBody, valid: () => ({ name: 'Maria Silva', relationship: 'spouse', dateOfBirth: '1990-04-02', accompanying: true }) },
  },
  listQuestionnaireTemplates: {},
  saveQuestionnaireTemplate: {
    params: () => ({ templateId: 'schedule-a-background' }),
    pathNamesCallersOwn: true,
    body: { schema: questionnaireTemplateBody, valid: () => SAMPLE_QUESTIONNAIRE_TEMPLATE },
  },
  deleteQuestionnaireTemplate: {
    params: () => ({ templateId: 'schedule-a-background' }),
    // A template of the caller's org to delete each time (another org's admin finds none: 404).
    prepare: async ({ world }) => ({ templateId: await newQuestionnaireTemplateOfOrg1(world) }),
  },
  createQuestionnaire: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: { schema: createQuestionnaireBody, valid: ({ world }) => ({ templateId: 'temporary-residence', personId: samplePersonId(world) }) },
    prepare: async ({ world }) => {
      await ensureSamplePerson(world);
      return { caseId: firstCaseOfA(world).caseId };
    },
  },
  listCaseQuestionnaires: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  getQuestionnaire: questionnaireSample('open'),
  answerQuestionnaire: {
    ...questionnaireSample('open'),
    body: { schema: answerQuestionnaireBody, valid: () => ({ answers: { note: 'Saved as I type' } }) },
  },
  submitQuestionnaire: questionnaireSample('open', true),
  returnQuestionnaire: {
    ...questionnaireSample('submitted', true),
    body: { schema: returnQuestionnaireBody, valid: () => ({ comments: [{ questionId: 'note', text: 'Please say more.' }] }) },
  },
  acceptQuestionnaire: questionnaireSample('submitted', true),
  reopenQuestionnaire: questionnaireSample('accepted', true),
  exportQuestionnaire: { ...questionnaireSample('open'), query: { schema: exportQuestionnaireQuery, valid: () => ({ format: 'pdf', language: 'both' }) } },
  createSignatureRequest: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: {
      schema: createSignatureRequestBody,
      valid: ({ world }) => ({ documentId: signatureSampleDocumentId(world), signers: ['client'], message: 'Please sign the retainer.', dueDate: '2031-01-15' }),
    },
    prepare: async ({ world }) => (await withSignatureSampleDocument(world), { caseId: firstCaseOfA(world).caseId }),
  },
  createTemplateDocument: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: { schema: createTemplateDocumentBody, valid: () => ({ templateId: 'retainer', language: 'fr', fields: { fees: '2 500 $ plus taxes' } }) },
  },
  listSignatureRequests: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  // A fresh request waiting on the caller each time (a code, a signature, a decline close it for the next).
  viewSignatureRequest: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: 'sr-000000000000000000000000' }),
    prepare: async ({ world }, token) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: await freshSignatureRequestOfA(world, token) }),
  },
  sendSignatureCode: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: 'sr-000000000000000000000000' }),
    prepare: async ({ world }, token) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: await freshSignatureRequestOfA(world, token) }),
  },
  signSignatureRequest: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: 'sr-000000000000000000000000' }),
    body: { schema: signBody, valid: () => ({ code: SAMPLE_SIGNATURE_CODE, typedName: 'Alex Sample', consent: true, drawing: SAMPLE_DRAWING }) },
    prepare: async ({ world }, token) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: await freshSignatureRequestOfA(world, token) }),
  },
  declineSignatureRequest: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: 'sr-000000000000000000000000' }),
    body: { schema: declineBody, valid: () => ({ reason: 'The fees are not the ones we agreed.' }) },
    prepare: async ({ world }, token) => ({ caseId: firstCaseOfA(world).caseId, signatureRequestId: await freshSignatureRequestOfA(world, token) }),
  },
  buildCasePackage: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId }),
    body: { schema: buildPackageBody, valid: () => ({ expiryCheckDate: '2026-07-01' }) },
  },
  listCasePackages: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  getCasePackage: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, packageId: '00000000-0000-4000-8000-000000000000' }),
    prepare: async ({ world }) => newPackageOfA(world),
  },
  deleteCasePackage: {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, packageId: '00000000-0000-4000-8000-000000000000' }),
    // A fresh build each time (a deleted one is gone).
    prepare: async ({ world }) => newPackageOfA(world),
  },
  ...billingSamples,
};

/** A questionnaire template of one optional question (a questionnaire of it can be submitted at once), naming every field the schema has. */
const SAMPLE_QUESTIONNAIRE_TEMPLATE = {
  titles: { en: 'Quick check', fr: 'Vérification rapide' },
  description: { en: 'One question', fr: 'Une question' },
  sections: [
    {
      sectionId: 'only',
      titles: { en: 'Only section', fr: 'Seule section' },
      questions: [
        {
          questionId: 'note',
          type: 'text',
          labels: { en: 'Anything to add?', fr: 'Autre chose à ajouter?' },
          help: { en: 'Optional', fr: 'Facultatif' },
          required: false,
        },
      ],
    },
  ],
};

const SAMPLE_QUESTIONNAIRE_TEMPLATE_ID = 'sample-quick-check';

const org1AdminCaller = (world: World) => {
  const { admin } = world.org1;
  return { userId: admin.userId, orgId: admin.orgId, userType: 'admin', status: 'active', name: admin.name, email: admin.email } as const;
};

async function newQuestionnaireTemplateOfOrg1(world: World): Promise<string> {
  useStackEnvironment();
  const saved = await saveQuestionnaireTemplate(org1AdminCaller(world), randomUUID(), questionnaireTemplateBody.parse(SAMPLE_QUESTIONNAIRE_TEMPLATE));
  return saved.templateId;
}

const samplePersonId = (world: World) => `sample-person-${firstCaseOfA(world).caseId}`;
const samplePeople = new Map<string, Promise<void>>();

/** The person of client A's first case that sample questionnaires are about (made once). */
function ensureSamplePerson(world: World): Promise<void> {
  const { caseId, orgId, clientId } = firstCaseOfA(world);
  const personId = samplePersonId(world);
  const made =
    samplePeople.get(personId) ??
    putPerson({ personId, caseId, orgId, clientId, name: 'Ana Silva', relationship: 'principal', dateOfBirth: '1990-01-01', createdAt: new Date().toISOString(), createdBy: { userId: world.org1.admin.userId, name: world.org1.admin.name } }).catch(
      (error: unknown) => {
        // Made by an earlier run of this world: it is there.
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      },
    );
  samplePeople.set(personId, made);
  return made;
}

const sampleTemplates = new Map<string, Promise<unknown>>();

/** A new questionnaire of the one-question template on client A's first case, moved to `status` through the domain as org 1's admin. */
async function newQuestionnaireOfA(world: World, status: 'open' | 'submitted' | 'accepted'): Promise<string> {
  useStackEnvironment();
  const caller = org1AdminCaller(world);
  const template = sampleTemplates.get(world.org1.orgId) ?? saveQuestionnaireTemplate(caller, SAMPLE_QUESTIONNAIRE_TEMPLATE_ID, questionnaireTemplateBody.parse(SAMPLE_QUESTIONNAIRE_TEMPLATE));
  sampleTemplates.set(world.org1.orgId, template);
  await template;
  const { caseId } = firstCaseOfA(world);
  const { record } = await startQuestionnaire(caller, caseId, { templateId: SAMPLE_QUESTIONNAIRE_TEMPLATE_ID });
  if (status !== 'open') await submitQuestionnaire(caller, caseId, record.questionnaireId);
  if (status === 'accepted') await acceptQuestionnaire(caller, caseId, record.questionnaireId);
  return record.questionnaireId;
}

const sharedQuestionnaires = new Map<string, Promise<string>>();

/**
 * A questionnaire of client A's first case in `status`: made afresh for each call when the route
 * changes its status (whoever calls: another admin of org 1 changes it too), else one made once (reads
 * change nothing).
 */
function questionnaireSample(status: 'open' | 'submitted' | 'accepted', changesStatus = false): RouteSample {
  const shared = (world: World) => {
    const key = `${world.org1.orgId}:${status}`;
    const made = sharedQuestionnaires.get(key) ?? newQuestionnaireOfA(world, status);
    sharedQuestionnaires.set(key, made);
    return made;
  };
  return {
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, questionnaireId: '00000000-0000-4000-8000-000000000000' }),
    prepare: async ({ world }) => {
      const questionnaireId = changesStatus ? await newQuestionnaireOfA(world, status) : await shared(world);
      return { caseId: firstCaseOfA(world).caseId, questionnaireId };
    },
  };
}

/** A firm's template body naming every field of the schema. */
const SAMPLE_TEMPLATE = {
  category: 'Permis de travail',
  title: { en: 'Work permit (our checklist)', fr: 'Permis de travail (notre liste)' },
  source: 'IMM 5488',
  items: [SAMPLE_TEMPLATE_ITEM],
};

/** A new template of org 1's firm, saved as its admin through the domain (the route may refuse the caller: the two-factor matrix): its id. */
async function newTemplateOfOrg1(world: World): Promise<string> {
  useStackEnvironment();
  const { admin } = world.org1;
  const caller = { userId: admin.userId, orgId: admin.orgId, userType: 'admin', status: 'active', name: admin.name, email: admin.email } as const;
  const saved = await saveFirmTemplate(caller, randomUUID(), requestTemplateBody.parse(SAMPLE_TEMPLATE));
  return saved.templateId;
}

/** The sample of a route; throws (failing the test) when the route has none. */
export function sampleFor(routeId: string): RouteSample {
  const sample = (routeSamples as Partial<Record<string, RouteSample>>)[routeId];
  if (!sample) throw new Error(`Route ${routeId} has no sample request: add one to test/integration/support/route-samples.ts`);
  return sample;
}

/** `{userId}` and the like, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** A request in its three parts, ready to be spoiled one part at a time. */
export interface RequestParts {
  params: Record<string, string>;
  /** Without the `?`; '' for none. */
  query: string;
  /** JSON text; undefined sends no body. */
  body: string | undefined;
  /** Headers the sample sends (a signature), made for its body. */
  headers?: Record<string, string>;
}

/** The sample's parts, with the parameters its `prepare` makes for the caller, if it has one. */
export async function preparedParts(route: RouteDefinition, input: SampleInput, token: string | undefined): Promise<RequestParts> {
  const parts = sampleParts(route, input);
  const { prepare, headers } = sampleFor(route.id);
  const prepared = prepare ? { ...parts, params: await prepare(input, token) } : parts;
  return headers ? { ...prepared, headers: await headers(prepared.body) } : prepared;
}

export function sampleParts(route: RouteDefinition, input: SampleInput): RequestParts {
  const sample = sampleFor(route.id);
  const body = sample.body?.valid(input);
  return {
    params: sample.params?.(input.world) ?? {},
    query: sample.query ? new URLSearchParams(sample.query.valid()).toString() : '',
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export interface RouteRequest {
  method: string;
  path: string;
  body: string | undefined;
  headers?: Record<string, string>;
}

export function toRequest(route: RouteDefinition, parts: RequestParts): RouteRequest {
  const path = buildPath(route.path, parts.params);
  return { method: route.method, path: parts.query ? `${path}?${parts.query}` : path, body: parts.body, ...(parts.headers ? { headers: parts.headers } : {}) };
}

/** Makes sure client A's first case folder holds at least `count` documents (uploaded by org 1's admin). */
export async function withDocuments(world: World, count = 2): Promise<void> {
  const item = firstCaseOfA(world);
  const admin = world.org1.admin.tokens.accessToken;
  const listed = await api<{ files: StoredItem[] }>(
    `/v1/clients/${world.org1.clientA.userId}/cases/${item.caseId}/onedrive-files/${item.caseFolderId}?limit=100`,
    { token: admin },
  );
  const missing = count - (listed.body.files?.length ?? 0);
  if (missing <= 0) return;
  const file = { fileName: 'sample.pdf', fileBase64: SAMPLE_PDF.toString('base64'), fileSize: SAMPLE_PDF.length, fileType: 'application/pdf' };
  const answer = await api(`/v1/admin/cases/${item.caseId}/users/${world.org1.clientA.userId}/folders/${item.caseFolderId}/files/upload`, {
    method: 'POST',
    token: admin,
    body: { files: Array.from({ length: missing }, () => file) },
  });
  if (answer.status !== 201) throw new Error(`Could not upload sample documents (${answer.status}: ${answer.text})`);
}

/**
 * Makes sure client A's part of their first case's activity log holds at least `count` records (their
 * own uploads, one request each), so /my-activity can page.
 */
export async function withClientActivity(world: World, count = 2): Promise<void> {
  const item = firstCaseOfA(world);
  const client = world.org1.clientA;
  const listed = await api<{ Items: unknown[] }>(`/v1/cases/${item.caseId}/my-activity?limit=100`, { token: client.tokens.accessToken });
  const file = { fileName: 'my-scan.pdf', fileBase64: SAMPLE_PDF.toString('base64'), fileSize: SAMPLE_PDF.length, fileType: 'application/pdf' };
  for (let n = listed.body.Items?.length ?? 0; n < count; n += 1) {
    const answer = await api(`/v1/clients/${client.userId}/cases/${item.caseId}/uploads`, {
      method: 'POST',
      token: client.tokens.accessToken,
      body: { files: [file] },
    });
    if (answer.status !== 201) throw new Error(`Could not upload the client's sample document (${answer.status}: ${answer.text})`);
  }
}

/** Makes sure client A's first case holds at least `count` e-mailed messages (sent by org 1's admin), so its list can page. */
export async function withCaseEmails(world: World, count = 2): Promise<void> {
  const { caseId } = firstCaseOfA(world);
  const admin = world.org1.admin.tokens.accessToken;
  const listed = await api<{ messages: unknown[] }>(`/v1/admin/cases/${caseId}/emails?limit=100`, { token: admin });
  for (let sent = listed.body.messages?.length ?? 0; sent < count; sent += 1) {
    const answer = await api(`/v1/admin/cases/${caseId}/emails`, { method: 'POST', token: admin, body: { message: `Sample message ${sent + 1}` } });
    if (answer.status !== 201) throw new Error(`Could not send a sample message (${answer.status}: ${answer.text})`);
  }
}

/** Makes sure client A's first case holds at least `count` secure messages (sent by client A), so its thread can page. */
export async function withCaseMessages(world: World, count = 2): Promise<void> {
  const { caseId } = firstCaseOfA(world);
  const client = world.org1.clientA.tokens.accessToken;
  const listed = await api<{ messages: unknown[] }>(`/v1/cases/${caseId}/messages?limit=${count}`, { token: client });
  for (let sent = listed.body.messages?.length ?? 0; sent < count; sent += 1) {
    const answer = await api(`/v1/cases/${caseId}/messages`, { method: 'POST', token: client, body: { body: `Sample message ${sent + 1}` } });
    if (answer.status !== 201) throw new Error(`Could not send a sample secure message (${answer.status}: ${answer.text})`);
  }
}
