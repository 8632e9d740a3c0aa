/**
 * The route table: the single source of truth for the HTTP API.
 * The CDK stack makes one Lambda + route per entry, the local gateway serves the same entries,
 * and the sample events and authorization tests are generated from it.
 */
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
 */
export type RouteUse = 'documents' | 'cursors';

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
  readonly summary: string;
  readonly uses?: readonly RouteUse[];
  /** The identity provider operations the handler calls (none when absent). */
  readonly identity?: readonly IdentityOperation[];
}

export const API_BASE = '/v1';

export const routes = [
  {
    id: 'getUser',
    method: 'GET',
    path: '/v1/clients/{userId}',
    handler: 'functions/users/get-user.ts',
    access: 'signedIn',
    summary: "A user's record: the caller's own, or (for an admin) any user of the admin's org",
  },
  {
    id: 'syncUserEmail',
    method: 'PUT',
    path: '/v1/clients/{userId}/email',
    handler: 'functions/users/sync-user-email.ts',
    access: 'signedIn',
    summary: "Makes the sign-in's verified e-mail the record's (after the user entered the code sent to a new address); the user or an admin of their org",
    identity: ['AdminGetUser'],
  },
  {
    id: 'listClientCases',
    method: 'GET',
    path: '/v1/clients/{userId}/cases',
    handler: 'functions/cases/list-client-cases.ts',
    access: 'client',
    summary: "The signed-in client's own cases, newest first",
    uses: ['cursors'],
  },
  {
    id: 'getClientCase',
    method: 'GET',
    path: '/v1/clients/{clientId}/cases/{caseId}',
    handler: 'functions/cases/get-client-case.ts',
    access: 'client',
    summary: "One of the signed-in client's own cases",
  },
  {
    id: 'listAdminCases',
    method: 'GET',
    path: '/v1/admin/cases',
    handler: 'functions/cases/list-admin-cases.ts',
    access: 'admin',
    summary: "The admin's org's cases, newest first (limit, cursor)",
    uses: ['cursors'],
  },
  {
    id: 'getAdminCase',
    method: 'GET',
    path: '/v1/admin/cases/{caseId}',
    handler: 'functions/cases/get-admin-case.ts',
    access: 'admin',
    summary: "A case of the admin's org",
  },
  {
    id: 'createCase',
    method: 'POST',
    path: '/v1/admin/cases',
    handler: 'functions/cases/create-case.ts',
    access: 'admin',
    summary: 'Opens a case for a client (found by e-mail or invited) with its document folder',
    uses: ['documents'],
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser'],
  },
  {
    id: 'updateCase',
    method: 'PATCH',
    path: '/v1/admin/orgs/{orgId}/cases/{caseId}',
    handler: 'functions/cases/update-case.ts',
    access: 'admin',
    summary: "Partial update of a case of the admin's org",
  },
  {
    id: 'createUser',
    method: 'POST',
    path: '/v1/admin/create-user',
    handler: 'functions/users/create-user.ts',
    access: 'admin',
    summary: "Invites a client user into the admin's org",
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser'],
  },
  {
    id: 'ensureClient',
    method: 'POST',
    path: '/v1/admin/clients',
    handler: 'functions/users/ensure-client.ts',
    access: 'admin',
    summary: "The org's client with this e-mail, invited first when there is none",
    identity: ['AdminGetUser', 'AdminCreateUser', 'AdminDeleteUser'],
  },
  {
    id: 'listAdminUsers',
    method: 'GET',
    path: '/v1/admin/users',
    handler: 'functions/users/list-admin-users.ts',
    access: 'admin',
    summary: "The admin's org's client users, newest first; admins are not listed (limit, cursor)",
    uses: ['cursors'],
  },
  {
    id: 'updateUser',
    method: 'PATCH',
    path: '/v1/admin/users/{userId}',
    handler: 'functions/users/update-user.ts',
    access: 'admin',
    summary: "Updates a user of the admin's org; inactive turns sign-in and API access off",
    identity: ['AdminUpdateUserAttributes', 'AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
  },
  {
    id: 'listUserCases',
    method: 'GET',
    path: '/v1/admin/users/{userId}/cases',
    handler: 'functions/cases/list-user-cases.ts',
    access: 'admin',
    summary: "A client's cases, for an admin of the client's org",
    uses: ['cursors'],
  },
  {
    id: 'getOrg',
    method: 'GET',
    path: '/v1/admin/orgs/{orgId}',
    handler: 'functions/orgs/get-org.ts',
    access: 'admin',
    summary: "The admin's own org: profile and dashboard counters",
  },
  {
    id: 'listFolderItems',
    method: 'GET',
    path: '/v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}',
    handler: 'functions/documents/list-folder-items.ts',
    access: 'signedIn',
    summary: "A case folder's documents, newest first (getMode=all: its sub-folders too, for admins); a client sees their own case's folder only",
    uses: ['cursors'],
  },
  {
    id: 'createFolder',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/folders/{folderId}/create-folder',
    handler: 'functions/documents/create-folder.ts',
    access: 'admin',
    summary: 'Creates a sub-folder in a folder of a case of the admin\'s org',
  },
  {
    id: 'createUploadTargets',
    method: 'POST',
    path: '/v1/cases/{caseId}/folders/{folderId}/upload-targets',
    handler: 'functions/documents/create-upload-targets.ts',
    access: 'signedIn',
    summary: 'Starts an upload batch of up to 5 files of up to 5 MB: one short-lived direct upload target per file',
    uses: ['documents'],
  },
  {
    id: 'completeUploadBatch',
    method: 'POST',
    path: '/v1/cases/{caseId}/upload-batches/{batchId}/complete',
    handler: 'functions/documents/complete-upload-batch.ts',
    access: 'signedIn',
    summary: 'Checks every uploaded file (size and content) and records the batch as documents of the case',
    uses: ['documents'],
  },
  {
    id: 'getDocumentDownload',
    method: 'GET',
    path: '/v1/cases/{caseId}/documents/{documentId}/download',
    handler: 'functions/documents/get-document-download.ts',
    access: 'signedIn',
    summary: 'A short-lived download link of a document of the case, under its original name',
    uses: ['documents'],
  },
  {
    id: 'uploadClientFiles',
    method: 'POST',
    path: '/v1/clients/{clientId}/cases/{caseId}/uploads',
    handler: 'functions/documents/upload-client-files.ts',
    access: 'client',
    summary: "Uploads a small batch (base64 in JSON) to the client's own case folder; 413 when it cannot fit one request",
    uses: ['documents'],
  },
  {
    id: 'uploadAdminFiles',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/users/{userId}/folders/{folderId}/files/upload',
    handler: 'functions/documents/upload-admin-files.ts',
    access: 'admin',
    summary: 'Uploads a small batch (base64 in JSON) to a folder of a case of the admin\'s org; 413 when it cannot fit one request',
    uses: ['documents'],
  },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof routes)[number]['id'];

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
