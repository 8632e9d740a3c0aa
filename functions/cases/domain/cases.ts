/** Cases as the firm works them: create (with client and folder), update (reading within the org: case-access.ts). */
import { randomUUID } from 'node:crypto';
import type { CreateCaseBody, UpdateCaseBody } from '../../../shared/cases/schemas';
import { DEFAULT_CASE_STATUS, discreetByDefault } from '../../../shared/cases/constants';
import type { Case } from '../../../shared/cases/types';
import type { Caller } from '../../core/caller';
import { publishCaseMail } from '../mail/events';
import { describeError, logger } from '../../core/logger';
import { CASE_CHANGED, CASE_NUMBER_TAKEN, createCaseRecord, isCaseNumberTaken, updateCaseRecord } from '../repository/cases';
import { type GuardedWrite, isConflict } from '../../core/transact';
import { findClientByEmail, isClientCreatedMeanwhile, withNewClient } from '../../users';
import { refusal } from '../../core/errors';
import { noteCaseActivity } from '../../core/activity';
import { getCaseOfOrg } from './case-access';
import { caseUpdateDetails } from './case-update-activity';
import { CASES } from '../../../shared/cases/refusals';
import { getFirmStageSets, progressAfter, startingProgress } from '../../progress';

/**
 * The document store's part in opening a case, given by the documents feature (its `caseFolders`):
 * the case's root folder is made in the store first, recorded in the case's transaction, and removed
 * again when the case could not be made. A port, so that cases, which documents stand on, imports
 * nothing of documents.
 */
export interface CaseFolders {
  /** Makes the folder in the document store (a name may be adjusted by the store). */
  create(name: string, createdBy: string): Promise<{ id: string; name: string }>;
  /** The write that records it as the root folder of the case, in the case's transaction. */
  rootFolderWrite(folder: { id: string; name: string }, owner: { caseId: string; orgId: string; createdBy: string }, now: string): GuardedWrite;
  remove(folderId: string): Promise<void>;
}

/**
 * Creates a case: checks the case number, finds the client by e-mail or prepares a new one (a silent
 * sign-in), creates the case folder, then writes case, client record and counters in one
 * transaction; only then is the new client's invitation e-mail sent. Any failure removes the folder
 * and the new sign-in, so nothing half-made remains and nobody is invited to a refused case.
 */
export async function createCase(caller: Caller, body: CreateCaseBody, folders: CaseFolders, now = new Date().toISOString()): Promise<Case> {
  const created = await createCaseAndClient(caller, body, folders, now);
  // Once committed: the client is told (if their e-mail notifications are on).
  await publishCaseMail({ kind: 'caseOpened', eventId: `case-opened:${created.caseId}`, orgId: created.orgId, caseId: created.caseId });
  noteCaseActivity(created, 'case.created');
  return created;
}

async function createCaseAndClient(caller: Caller, body: CreateCaseBody, folders: CaseFolders, now: string): Promise<Case> {
  const caseId = randomUUID();
  // Everything that can refuse the request is checked before anything is made or anyone is invited.
  const [numberTaken, firmStages] = await Promise.all([isCaseNumberTaken(caller.orgId, body.caseNumber), getFirmStageSets(caller.orgId)]);
  if (numberTaken) throw refusal(CASE_NUMBER_TAKEN);
  const status = body.status ?? DEFAULT_CASE_STATUS;
  // A new case starts in the first stage of its category's set.
  const progress = startingProgress(body.category, firmStages.sets, caller, now);
  const existingClient = await findClientByEmail(caller, body.clientEmail);
  const folderName = body.newFolderName || body.caseName;
  const folder = await folders.create(folderName, caller.name);
  const build = (clientId: string, phone: string): Case => ({
    caseId,
    orgId: caller.orgId,
    caseName: body.caseName,
    caseNumber: body.caseNumber,
    clientId,
    clientName: body.clientName,
    clientEmail: body.clientEmail,
    clientPhone: phone,
    attorneyId: caller.userId,
    attorneyName: body.attorneyName || caller.name,
    category: body.category,
    description: body.description ?? '',
    status,
    openDate: now,
    dateUpdated: now,
    docsNum: 0,
    caseFolderId: folder.id,
    caseFolderName: folder.name,
    // A refugee claim's e-mails are discreet unless the firm said otherwise when opening it.
    discreet: body.discreet ?? discreetByDefault(body.category),
    ...progress,
    ...(status === 'closed' ? { closedAt: now } : {}),
  });
  // The case's root folder is recorded with the case: documents and sub-folders go in it.
  const rootFolder = folders.rootFolderWrite(folder, { caseId, orgId: caller.orgId, createdBy: caller.name }, now);
  // The case keeps the phone typed, else the client's own (an existing client's is on their record).
  const createForClient = async (client: { userId: string; phone?: string }): Promise<Case> => {
    const created = build(client.userId, body.clientPhone || client.phone || '');
    await createCaseRecord(created, undefined, [rootFolder]);
    return created;
  };
  try {
    if (existingClient) return await createForClient(existingClient);
    try {
      return await withNewClient(caller, { email: body.clientEmail, name: body.clientName, phone: body.clientPhone ?? '' }, now, async (client) => {
        const created = build(client.userId, body.clientPhone ?? '');
        await createCaseRecord(created, client, [rootFolder]);
        return created;
      });
    } catch (error) {
      // Two cases opened at once for the same new client: the other request created the client first.
      const client = isClientCreatedMeanwhile(error) ? await findClientByEmail(caller, body.clientEmail) : undefined;
      if (!client) throw error;
      return await createForClient(client);
    }
  } catch (error) {
    await folders
      .remove(folder.id)
      .catch((cleanup: unknown) => logger.error('Could not remove the folder of a case whose creation failed', { folderId: folder.id, ...describeError(cleanup) }));
    throw error;
  }
}

const MAX_UPDATE_ATTEMPTS = 3;

/**
 * Applies a partial update to a case of the caller's org; retries when a concurrent edit won the race.
 * Its stage fields are checked against the firm's stage set of the case's category (after
 * the change) and add an entry to the case's stage history. The activity log is told what changed,
 * with the stage's names as the firm's set has them now.
 */
export async function updateCase(caller: Caller, caseId: string, body: UpdateCaseBody): Promise<Case> {
  const { stage, stageNote, expectedDate, keyDates, ...fields } = body;
  const progressChange = { stage, stageNote, expectedDate, keyDates };
  const wantsProgress = Object.values(progressChange).some((value) => value !== undefined) || fields.category !== undefined;
  for (let attempt = 1; ; attempt += 1) {
    const [before, firmStages] = await Promise.all([getCaseOfOrg(caller, caseId), wantsProgress ? getFirmStageSets(caller.orgId) : undefined]);
    if (before.destructionStartedAt) throw refusal(CASES.BEING_DESTROYED);
    const now = new Date().toISOString();
    const progress = firmStages ? progressAfter(before, fields.category ?? before.category, progressChange, firmStages.sets, caller, now) : undefined;
    try {
      const after = await updateCaseRecord(before, { ...fields, ...progress }, now);
      noteCaseActivity(after, 'case.updated', { details: caseUpdateDetails(body, before, after, firmStages?.sets) });
      if (after.status !== before.status) {
        // Once committed: the client is told (if their e-mail notifications are on).
        await publishCaseMail({
          kind: 'caseStatusChanged',
          eventId: `case-status:${after.caseId}:${after.dateUpdated}`,
          orgId: after.orgId,
          caseId: after.caseId,
          status: after.status,
        });
      }
      if (after.stage !== undefined && after.stage !== before.stage) {
        // Once committed: the client is told the new stage's name (if their e-mail notifications are on).
        await publishCaseMail({
          kind: 'caseStageChanged',
          eventId: `case-stage:${after.caseId}:${after.dateUpdated}`,
          orgId: after.orgId,
          caseId: after.caseId,
          stage: after.stage,
        });
      }
      return after;
    } catch (error) {
      const raced = isConflict(error, CASE_CHANGED);
      if (!raced || attempt >= MAX_UPDATE_ATTEMPTS) throw error;
    }
  }
}
