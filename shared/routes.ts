/**
 * The route table: the single source of truth for the HTTP API.
 * The CDK stack makes one Lambda + route per entry, the local gateway serves the same entries,
 * and the sample events and authorization tests are generated from it.
 */
import * as z from 'zod/mini';
import {
  adminUploadBody,
  clientUploadBody,
  createCaseBody,
  createFolderBody,
  createUserBody,
  ensureClientBody,
  folderListQuery,
  idParam,
  paginationQuery,
  sendCaseEmailBody,
  updateCaseBody,
  updateMySettingsBody,
  updateOrgBody,
  updateUserBody,
  uploadTargetsBody,
} from './api-schemas';
import type { CreateUserBody } from './api-schemas';
import { CASES, COMMON, DOCUMENTS, IDENTITY, NOT_FOUND, type Refusal, STORE, USERS } from './refusals';
import type { Case, CaseMessage, OrgSummary, StoredItem, UploadBatch, User, UserSettings } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route. The gateway (JWT authorizer) only checks that a valid token is present for
 * every access but `public`; the role checks are done by the handler from the caller's Users record.
 */
export type RouteAccess = 'public' | 'signedIn' | 'admin' | 'client';

/**
 * What a handler touches beyond the table (GET routes read it, the others read and write it). The
 * CDK stack turns each into an environment variable plus the matching least-privilege grant.
 *   documents — the document store (S3 bucket in AWS, an S3-compatible server locally)
 *   cursors   — the cursor-signing secret (Secrets Manager)
 *   mail      — publishes mail events to the mail queue (SQS)
 */
export type RouteUse = 'documents' | 'cursors' | 'mail';

/**
 * The user pool's admin operations a handler calls (functions/lib/identity.ts): CDK grants exactly
 * these, so a route that only updates users can never create or delete one.
 */
export type IdentityOperation =
  | 'AdminGetUser'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUserGlobalSignOut';

export interface RouteDefinition {
  /** Stable identifier: Lambda logical id, event file name (`events/<id>.json`), invoke name. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path including the `/v1` base, with `{param}` placeholders as API Gateway writes them. */
  readonly path: string;
  /** Handler entry file, relative to the repository root; it exports `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** The query string's schema (absent: no query parameters are read). */
  readonly query?: z.ZodMiniType;
  /** The JSON body's schema (absent: no body is read). */
  readonly body?: z.ZodMiniType;
  readonly summary: string;
  /** What it answers on success. */
  readonly answer: Answer<unknown>;
  /**
   * The refusals its own work may answer, beyond those every route shares (the authorizer's and
   * caller's, its role's, its schemas' and, with `identity`, the identity provider's).
   */
  readonly errors: readonly Refusal[];
  readonly uses?: readonly RouteUse[];
  /** The identity provider operations the handler calls (none when absent). */
  readonly identity?: readonly IdentityOperation[];
  /**
   * The few calls a staff member of a firm that requires two-factor sign-in may make without it (every
   * other route an admin may call refuses them `two-factor-required`): what they need to turn it on
   * and to sign out. `exempt`: every call (their own settings: the idle sign-out reads the session
   * timeout); `ownRecord`: calls whose `{userId}` is the caller (the session reads its own record).
   */
  readonly staffTwoFactor?: StaffTwoFactorExemption;
}

export type StaffTwoFactorExemption = 'exempt' | 'ownRecord';

export const API_BASE = '/v1';

/** A route's success: its status(es) and — as a type only — its JSON body (`defineRoute` checks the handler's answer against it). */
export interface Answer<Body> {
  readonly statuses: readonly SuccessStatus[];
  /** Never set: carries the body's type. */
  readonly body?: Body;
}
export type SuccessStatus = 200 | 201;
export const answer = <Body>(...statuses: SuccessStatus[]): Answer<Body> => ({ statuses });

/** A page of a list: the items and, when there are more, the cursor of the next page. */
export type Page<T> = { Items: T[]; nextCursor?: string };

/** What checking the files of a batch may refuse. */
const BATCH_CHECKS = [DOCUMENTS.LARGER_THAN_LIMIT, DOCUMENTS.TYPE_NOT_ACCEPTED, DOCUMENTS.NOT_PLAIN_TEXT, DOCUMENTS.CONTENT_NOT_NAME];
/** What checking a base64 batch sent in the body may refuse, beyond its schema. */
const INLINE_CHECKS = [
  DOCUMENTS.TOO_MANY_FILES,
  DOCUMENTS.SYSTEM_FILE,
  DOCUMENTS.NAME_EMPTY_ONCE_CLEANED,
  DOCUMENTS.BAD_BASE64,
  DOCUMENTS.INLINE_SIZE_NOT_ANNOUNCED,
];
/** What recording documents may refuse (the folder or a counted record gone, a crowded name, a busy record). */
const RECORDING = [NOT_FOUND.FOLDER, NOT_FOUND.ORG, NOT_FOUND.CLIENT, DOCUMENTS.DOCUMENT_EXISTS, DOCUMENTS.NO_FREE_NAME, COMMON.BUSY];

export const routes = [
  {
    id: 'getUser',
    method: 'GET',
    path: '/v1/clients/{userId}',
    handler: 'functions/users/get-user.ts',
    access: 'signedIn',
    summary: "A user's record: the caller's own, or (for an admin) any user of the admin's org",
    answer: answer<{ Item: User }>(200),
    errors: [NOT_FOUND.USER],
    staffTwoFactor: 'ownRecord',
  },
  {
    id: 'syncUserEmail',
    method: 'PUT',
    path: '/v1/clients/{userId}/email',
    handler: 'functions/users/sync-user-email.ts',
    access: 'signedIn',
    summary: "Makes the sign-in's verified e-mail the record's (after the user entered the code sent to a new address); the user or an admin of their org",
    answer: answer<{ success: boolean; data: User }>(200),
    errors: [NOT_FOUND.USER, USERS.EMAIL_NOT_VERIFIED, USERS.EMAIL_TAKEN, USERS.USER_CHANGED, USERS.LAST_ADMIN, COMMON.BUSY],
    identity: ['AdminGetUser'],
  },
  {
    id: 'listClientCases',
    method: 'GET',
    path: '/v1/clients/{userId}/cases',
    handler: 'functions/cases/list-client-cases.ts',
    access: 'client',
    query: paginationQuery,
    summary: "The signed-in client's own cases, newest first",
    answer: answer<Page<Case>>(200),
    errors: [CASES.INVALID_CURSOR, NOT_FOUND.CLIENT],
    uses: ['cursors'],
  },
  {
    id: 'getClientCase',
    method: 'GET',
    path: '/v1/clients/{clientId}/cases/{caseId}',
    handler: 'functions/cases/get-client-case.ts',
    access: 'client',
    summary: "One of the signed-in client's own cases",
    answer: answer<{ Item: Case }>(200),
    errors: [NOT_FOUND.CASE],
  },
  {
    id: 'listAdminCases',
    method: 'GET',
    path: '/v1/admin/cases',
    handler: 'functions/cases/list-admin-cases.ts',
    access: 'admin',
    query: paginationQuery,
    summary: "The admin's org's cases, newest first (limit, cursor)",
    answer: answer<Page<Case>>(200),
    errors: [CASES.INVALID_CURSOR],
    uses: ['cursors'],
  },
  {
    id: 'getAdminCase',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}',
    handler: 'functions/cases/get-admin-case.ts',
    access: 'admin',
    summary: "A case of the admin's org",
    answer: answer<{ Item: Case }>(200),
    errors: [NOT_FOUND.CASE],
  },
  {
    id: 'createCase',
    method: 'POST',
    path: '/v1/admin/cases',
    handler: 'functions/cases/create-case.ts',
    access: 'admin',
    body: createCaseBody,
    summary: 'Opens a case for a client (found by e-mail or invited) with its document folder',
    answer: answer<{ success: boolean; caseItem: Case; data: { caseId: string } }>(201),
    errors: [CASES.CASE_NUMBER_TAKEN, CASES.CASE_EXISTS, USERS.EMAIL_TAKEN, USERS.USER_TAKEN, DOCUMENTS.FOLDER_EXISTS, NOT_FOUND.ORG, COMMON.BUSY],
    uses: ['documents', 'mail'],
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser'],
  },
  {
    id: 'updateCase',
    method: 'PATCH',
    path: '/v1/admin/orgs/{orgId}/cases/{caseId}',
    handler: 'functions/cases/update-case.ts',
    access: 'admin',
    body: updateCaseBody,
    summary: "Partial update of a case of the admin's org",
    answer: answer<{ success: boolean; updatedItem: Case }>(200),
    errors: [NOT_FOUND.CASE, NOT_FOUND.ORG, CASES.CASE_CHANGED, CASES.CASE_NUMBER_TAKEN, COMMON.BUSY],
    uses: ['mail'],
  },
  {
    id: 'sendCaseEmail',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/emails',
    handler: 'functions/cases/send-case-email.ts',
    access: 'admin',
    body: sendCaseEmailBody,
    summary: "E-mails the admin's message to the client of a case of the admin's org (asynchronously, through the mail queue) and keeps it on the case",
    answer: answer<{ Item: CaseMessage }>(201),
    errors: [NOT_FOUND.CASE, NOT_FOUND.CLIENT],
    uses: ['mail'],
  },
  {
    id: 'listCaseEmails',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}/emails',
    handler: 'functions/cases/list-case-emails.ts',
    access: 'admin',
    query: paginationQuery,
    summary: "The messages e-mailed to the client of a case of the admin's org, newest first (limit, cursor), with their delivery",
    answer: answer<{ messages: CaseMessage[]; nextCursor?: string }>(200),
    errors: [NOT_FOUND.CASE, CASES.INVALID_CURSOR],
    uses: ['cursors'],
  },
  {
    id: 'createUser',
    method: 'POST',
    path: '/v1/admin/create-user',
    handler: 'functions/users/create-user.ts',
    access: 'admin',
    body: createUserBody,
    summary: "Invites a client user into the admin's org",
    answer: answer<CreateUserBody & { userId: string; success: boolean; data: User }>(201),
    errors: [USERS.EMAIL_TAKEN, USERS.USER_TAKEN, NOT_FOUND.ORG, COMMON.BUSY],
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser'],
  },
  {
    id: 'ensureClient',
    method: 'POST',
    path: '/v1/admin/clients',
    handler: 'functions/users/ensure-client.ts',
    access: 'admin',
    body: ensureClientBody,
    summary: "The org's client with this e-mail, invited first when there is none",
    answer: answer<{ userId: string; created: boolean; Item: User }>(200, 201),
    errors: [USERS.EMAIL_TAKEN, USERS.USER_TAKEN, NOT_FOUND.ORG, COMMON.BUSY],
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser'],
  },
  {
    id: 'listAdminUsers',
    method: 'GET',
    path: '/v1/admin/users',
    handler: 'functions/users/list-admin-users.ts',
    access: 'admin',
    query: paginationQuery,
    summary: "The admin's org's client users, newest first; admins are not listed (limit, cursor)",
    answer: answer<Page<User>>(200),
    errors: [CASES.INVALID_CURSOR],
    uses: ['cursors'],
  },
  {
    id: 'updateUser',
    method: 'PATCH',
    path: '/v1/admin/users/{userId}',
    handler: 'functions/users/update-user.ts',
    access: 'admin',
    body: updateUserBody,
    summary: "Updates a user of the admin's org; inactive turns sign-in and API access off",
    answer: answer<{ success: boolean; data: User }>(200),
    errors: [NOT_FOUND.USER, USERS.EMAIL_TAKEN, USERS.LAST_ADMIN, USERS.USER_CHANGED, COMMON.BUSY],
    identity: ['AdminUpdateUserAttributes', 'AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
  },
  {
    id: 'listUserCases',
    method: 'GET',
    path: '/v1/admin/users/{userId}/cases',
    handler: 'functions/cases/list-user-cases.ts',
    access: 'admin',
    query: paginationQuery,
    summary: "A client's cases, for an admin of the client's org",
    answer: answer<Page<Case>>(200),
    errors: [CASES.INVALID_CURSOR, NOT_FOUND.USER],
    uses: ['cursors'],
  },
  {
    id: 'getOrg',
    method: 'GET',
    path: '/v1/admin/orgs/{orgId}',
    handler: 'functions/orgs/get-org.ts',
    access: 'admin',
    summary: "The admin's own org: profile and dashboard counters",
    answer: answer<{ Item: OrgSummary }>(200),
    errors: [NOT_FOUND.ORG],
  },
  {
    id: 'listFolderItems',
    method: 'GET',
    path: '/v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}',
    handler: 'functions/documents/list-folder-items.ts',
    access: 'signedIn',
    query: folderListQuery,
    summary: "A case folder's documents, newest first (getMode=all: its sub-folders too, for admins); a client sees their own case's folder only",
    answer: answer<{ files: StoredItem[]; nextCursor?: string }>(200),
    errors: [CASES.INVALID_CURSOR, NOT_FOUND.CASE, NOT_FOUND.FOLDER],
    uses: ['cursors'],
  },
  {
    id: 'createFolder',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/folders/{folderId}/create-folder',
    handler: 'functions/documents/create-folder.ts',
    access: 'admin',
    body: createFolderBody,
    summary: 'Creates a sub-folder in a folder of a case of the admin\'s org',
    answer: answer<{ success: boolean; data: StoredItem }>(201),
    errors: [DOCUMENTS.PARENT_NOT_PATH, DOCUMENTS.NAME_EMPTY_ONCE_CLEANED, NOT_FOUND.CASE, NOT_FOUND.FOLDER, DOCUMENTS.FOLDER_EXISTS, DOCUMENTS.NO_FREE_NAME, COMMON.BUSY],
  },
  {
    id: 'createUploadTargets',
    method: 'POST',
    path: '/v1/cases/{caseId}/folders/{folderId}/upload-targets',
    handler: 'functions/documents/create-upload-targets.ts',
    access: 'signedIn',
    body: uploadTargetsBody,
    summary: 'Starts an upload batch of up to 5 files of up to 5 MB: one short-lived direct upload target per file',
    answer: answer<UploadBatch>(201),
    errors: [DOCUMENTS.SYSTEM_FILE, DOCUMENTS.NAME_EMPTY_ONCE_CLEANED, NOT_FOUND.CASE, NOT_FOUND.FOLDER],
    uses: ['documents'],
  },
  {
    id: 'completeUploadBatch',
    method: 'POST',
    path: '/v1/cases/{caseId}/upload-batches/{batchId}/complete',
    handler: 'functions/documents/complete-upload-batch.ts',
    access: 'signedIn',
    summary: 'Checks every uploaded file (size and content) and records the batch as documents of the case',
    answer: answer<{ success: boolean; data: StoredItem[] }>(201),
    errors: [NOT_FOUND.UPLOAD_BATCH, NOT_FOUND.CASE, ...BATCH_CHECKS, DOCUMENTS.NOT_UPLOADED, DOCUMENTS.SIZE_NOT_ANNOUNCED, DOCUMENTS.BATCH_EXPIRED, DOCUMENTS.BATCH_CLAIMED, ...RECORDING],
    uses: ['documents', 'mail'],
  },
  {
    id: 'getDocumentDownload',
    method: 'GET',
    path: '/v1/cases/{caseId}/documents/{documentId}/download',
    handler: 'functions/documents/get-document-download.ts',
    access: 'signedIn',
    summary: 'A short-lived download link of a document of the case, under its original name',
    answer: answer<{ url: string; fileName: string }>(200),
    errors: [NOT_FOUND.CASE, NOT_FOUND.DOCUMENT, DOCUMENTS.STILL_SCANNING, DOCUMENTS.BLOCKED],
    uses: ['documents'],
  },
  {
    id: 'uploadClientFiles',
    method: 'POST',
    path: '/v1/clients/{clientId}/cases/{caseId}/uploads',
    handler: 'functions/documents/upload-client-files.ts',
    access: 'client',
    body: clientUploadBody,
    summary: "Uploads a small batch (base64 in JSON) to the client's own case folder; 413 when it cannot fit one request",
    answer: answer<{ success: boolean; data: StoredItem[] }>(201),
    errors: [DOCUMENTS.INLINE_BATCH_TOO_LARGE, NOT_FOUND.CASE, ...INLINE_CHECKS, ...BATCH_CHECKS, ...RECORDING],
    uses: ['documents', 'mail'],
  },
  {
    id: 'uploadAdminFiles',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/users/{userId}/folders/{folderId}/files/upload',
    handler: 'functions/documents/upload-admin-files.ts',
    access: 'admin',
    body: adminUploadBody,
    summary: 'Uploads a small batch (base64 in JSON) to a folder of a case of the admin\'s org; 413 when it cannot fit one request',
    answer: answer<{ success: boolean; data: StoredItem[] }>(201),
    errors: [DOCUMENTS.INLINE_BATCH_TOO_LARGE, NOT_FOUND.CASE, ...INLINE_CHECKS, ...BATCH_CHECKS, ...RECORDING],
    uses: ['documents'],
  },
  {
    id: 'getMySettings',
    method: 'GET',
    path: '/v1/me/settings',
    handler: 'functions/settings/get-my-settings.ts',
    access: 'signedIn',
    summary: "The signed-in user's settings (profile, notifications, e-mail, security), defaults filled in",
    answer: answer<{ Item: UserSettings }>(200),
    errors: [NOT_FOUND.USER],
    staffTwoFactor: 'exempt',
  },
  {
    id: 'updateMySettings',
    method: 'PATCH',
    path: '/v1/me/settings',
    handler: 'functions/settings/update-my-settings.ts',
    access: 'signedIn',
    body: updateMySettingsBody,
    summary: "Saves the sections of the signed-in user's settings that are sent (one per settings tab); the others are left as they are",
    identity: ['AdminUpdateUserAttributes'],
    answer: answer<{ success: boolean; Item: UserSettings }>(200),
    errors: [NOT_FOUND.USER],
  },
  {
    id: 'updateOrg',
    method: 'PATCH',
    path: '/v1/admin/orgs/{orgId}',
    handler: 'functions/orgs/update-org.ts',
    access: 'admin',
    body: updateOrgBody,
    summary: "Saves the firm's details (Settings → Firm): the admin's own org only",
    answer: answer<{ success: boolean; Item: OrgSummary }>(200),
    errors: [NOT_FOUND.ORG, COMMON.TWO_FACTOR_SELF_FIRST],
  },
  {
    id: 'getBranding',
    method: 'GET',
    path: '/v1/branding',
    handler: 'functions/orgs/get-branding.ts',
    access: 'public',
    summary: "The firm's name, for the sign-in page and the sidebar (public, read-only, cacheable for five minutes)",
    answer: answer<{ firmName: string }>(200),
    errors: [],
  },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof routes)[number]['id'];
export type RouteOf<Id extends RouteId> = Extract<(typeof routes)[number], { id: Id }>;

/**
 * Whether a firm's "staff must use two-factor sign-in" rule holds on a route: on every route an admin
 * may call (the caller's role decides, not the route's access), but those its entry exempts.
 */
export function staffTwoFactorApplies(route: Pick<RouteDefinition, 'access' | 'staffTwoFactor'>): boolean {
  return (route.access === 'admin' || route.access === 'signedIn') && route.staffTwoFactor !== 'exempt';
}

/**
 * The identity provider's admin operations a route's function may call: its own, plus — where the
 * staff two-factor rule holds — AdminGetUser, to check that an admin of a firm requiring it has it.
 */
export function identityOperationsOf(route: Pick<RouteDefinition, 'access' | 'identity' | 'staffTwoFactor'>): IdentityOperation[] {
  const operations = new Set<IdentityOperation>(route.identity ?? []);
  if (staffTwoFactorApplies(route)) operations.add('AdminGetUser');
  return [...operations];
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

/** A route of the table by its id, with its declared types: `defineRoute(route('getAdminCase'), …)`. */
export function route<Id extends RouteId>(id: Id): RouteOf<Id> {
  const found = routes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No route ${id}`);
  return found as RouteOf<Id>;
}

/** The `{param}` names of a path template, as a type: `'caseId' | 'folderId'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** The `{param}` names of a path template. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The schema of a route's path parameters: each an id (trimmed, bounded, no control characters). */
export function pathParamsSchema(route: Pick<RouteDefinition, 'path'>): z.ZodMiniType | undefined {
  const names = pathParamNames(route.path);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, idParam(name)])));
}

export function findRoute(id: string): RouteDefinition | undefined {
  return routes.find((route) => route.id === id);
}

/** API Gateway's route key, e.g. `GET /v1/clients/{userId}`. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Fills `{param}` placeholders: `buildPath('/v1/clients/{userId}', { userId: 'u1' })`. */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a route path; returns the decoded path parameters or undefined. */
export function matchPath(routePath: string, actualPath: string): Record<string, string> | undefined {
  const routeParts = routePath.split('/');
  const actualParts = actualPath.split('/');
  if (routeParts.length !== actualParts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < routeParts.length; i += 1) {
    const routePart = routeParts[i] as string;
    const actualPart = actualParts[i] as string;
    const param = /^\{(\w+)\}$/.exec(routePart);
    if (param) {
      if (actualPart === '') return undefined;
      try {
        params[param[1] as string] = decodeURIComponent(actualPart);
      } catch {
        return undefined;
      }
    } else if (routePart !== actualPart) {
      return undefined;
    }
  }
  return params;
}
