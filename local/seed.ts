/**
 * Seeds the demo org, users and cases — idempotently: a user found by e-mail is not created again,
 * a missing Users record is added, and a client who already has cases gets no more.
 *
 * DynamoDB items are written through the handlers' repositories (so they carry the same keys and
 * counters as items the API writes); import this module only after the handler environment is set.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../shared/auth/user-pool';
import type { User } from '../shared/users/types';
import type { Case } from '../shared/cases/types';
import type { Caller } from '../functions/core/caller';
import { createCase } from '../functions/cases/domain/cases';
import { listCasesForClient } from '../functions/cases/repository/cases';
import { ensureOrg, getOrg } from '../functions/orgs/repository/orgs';
import { createUserRecord, getUserById, updateOwnSettings } from '../functions/users/repository/users';
import { noticeInForce } from '../shared/privacy/default-notice';
import { DEMO_ADMIN, DEMO_CASES, DEMO_DOCUMENTS, DEMO_ORG, DEMO_PASSWORD, DEMO_USERS, type DemoDocument, type DemoUser } from './demo-data';
import { caseFolders } from '../functions/documents/domain/case-folders';
import { createSubFolder } from '../functions/documents/domain/folders';
import { uploadInline } from '../functions/documents/domain/inline-uploads';

export interface SeedSummary {
  /** userId (Cognito `sub`) by e-mail. */
  userIds: Record<string, string>;
  usersCreated: string[];
  recordsCreated: string[];
  casesCreated: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isUserNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserNotFoundException';
}

/** Creates the sign-in unless it exists, makes its password permanent; returns its `sub` and whether it was created. */
async function ensureIdentity(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: DemoUser,
): Promise<{ sub: string; created: boolean }> {
  let sub: string | undefined;
  let confirmed = false;
  let created = false;
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
    sub = existing.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    confirmed = existing.UserStatus === 'CONFIRMED';
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  if (sub === undefined) {
    const result = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: user.name },
          { Name: 'custom:userType', Value: user.userType },
          { Name: 'custom:orgId', Value: DEMO_ORG.orgId },
        ],
      }),
    );
    sub = result.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (sub === undefined) throw new Error(`cognito-local returned no sub for ${user.email}`);
    created = true;
  }
  // Also repairs a user left in FORCE_CHANGE_PASSWORD by an interrupted first run.
  if (!confirmed) {
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.email, Password: DEMO_PASSWORD, Permanent: true }),
    );
  }
  if (user.userType === 'admin') {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: ADMIN_GROUP }));
  }
  return { sub, created };
}

function userRecord(user: DemoUser, userId: string, now: Date, privacyVersion: string): User {
  return {
    userId,
    orgId: DEMO_ORG.orgId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    userType: user.userType,
    status: 'active',
    dateCreated: now.toISOString(),
    photoURL: '',
    // The demo users have accepted the firm's privacy notice in force: they go straight into the app.
    privacyAcceptedVersion: privacyVersion,
    privacyAcceptedAt: now.toISOString(),
  };
}

export async function seedDemoData(options: {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  now?: Date;
}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const summary: SeedSummary = { userIds: {}, usersCreated: [], recordsCreated: [], casesCreated: 0 };

  await ensureOrg({ ...DEMO_ORG });
  const privacyVersion = noticeInForce((await getOrg(DEMO_ORG.orgId))?.privacyNotice).version;

  for (const user of DEMO_USERS) {
    const { sub, created } = await ensureIdentity(options.cognito, options.userPoolId, user);
    summary.userIds[user.email] = sub;
    if (created) summary.usersCreated.push(user.email);
    const existing = await getUserById(sub);
    if (!existing) {
      await createUserRecord(userRecord(user, sub, now, privacyVersion));
      summary.recordsCreated.push(user.email);
    } else if (!existing.privacyAcceptedVersion) {
      // A demo record seeded before the privacy notice existed: its acceptance, as a new one would have it.
      await updateOwnSettings(sub, { privacyAcceptedVersion: privacyVersion, privacyAcceptedAt: now.toISOString() });
    }
  }

  // Cases go through the same domain function as POST /v1/admin/cases: folder, record and counters.
  const admin: Caller = {
    userId: summary.userIds[DEMO_ADMIN.email] as string,
    orgId: DEMO_ORG.orgId,
    userType: 'admin',
    status: 'active',
    name: DEMO_ADMIN.name,
    email: DEMO_ADMIN.email,
  };
  for (const client of DEMO_USERS.filter((user) => user.userType === 'client')) {
    const clientId = summary.userIds[client.email] as string;
    const existing = await listCasesForClient(clientId, { limit: 1 });
    if (existing.items.length > 0) continue;
    for (const [index, demo] of (DEMO_CASES[client.email] ?? []).entries()) {
      const opened = new Date(now.getTime() - demo.openedDaysAgo * DAY_MS).toISOString();
      const caseRecord = await createCase(
        admin,
        {
          caseName: demo.caseName,
          caseNumber: demo.caseNumber,
          clientName: client.name,
          clientEmail: client.email,
          clientPhone: client.phone,
          category: demo.category,
          description: demo.description,
          status: demo.status,
        },
        caseFolders,
        opened,
      );
      summary.casesCreated += 1;
      // The firm's documents go on the client's first case, through the upload domain (record, counters, store).
      if (index === 0) await seedFirmDocuments(admin, caseRecord, DEMO_DOCUMENTS[client.email] ?? []);
    }
  }
  return summary;
}

/** The firm's demo documents on a case: each uploaded as staff (no e-mail), shared with the client or kept staff-only. */
async function seedFirmDocuments(admin: Caller, caseRecord: Case, documents: readonly DemoDocument[]): Promise<void> {
  for (const document of documents) {
    const folderId = document.subFolder
      ? (await createSubFolder(admin, caseRecord.caseId, caseRecord.caseFolderId, { folderName: document.subFolder })).id
      : caseRecord.caseFolderId;
    const bytes = Buffer.from(document.text, 'utf8');
    await uploadInline(
      admin,
      caseRecord,
      folderId,
      [{ fileName: document.fileName, fileBase64: bytes.toString('base64'), fileSize: bytes.length, fileType: 'text/plain' }],
      document.sharedWithClient,
    );
  }
}
