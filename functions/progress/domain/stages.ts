/**
 * A case's progress as the firm moves it: which stages its category has (the firm's set, else the
 * shipped one), whether a PATCH's stage fields make sense, and the history entry a change adds.
 */
import { PROGRESS } from '../../../shared/progress/refusals';
import { PROGRESS_LIMITS } from '../../../shared/progress/limits';
import { mergedStageSets, stageSetFor } from '../../../shared/progress/stages';
import type { CaseKeyDates, CaseProgress, StageDefinition, StageHistoryEntry, StageSet, StageSets } from '../../../shared/progress/types';
import type { KeyDatesChanges } from '../../../shared/progress/schemas';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { requireOwnOrg } from '../../core/ownership';
import { getFirmStageSets, putFirmStageSets } from '../repository/stage-sets';

/** What a PATCH of a case asks of its progress. */
export interface ProgressChange {
  stage?: string;
  stageNote?: string;
  expectedDate?: string;
  keyDates?: KeyDatesChanges;
}

/** What the case looks like for the rules: its category after the change, its current progress. */
export interface CaseForProgress extends CaseProgress {
  category: string;
}

/** The stage a new case of `category` starts in: the first of its set. */
export function firstStage(category: string, firmSets: readonly StageSet[]): string {
  const [first] = stageSetFor(category, firmSets).stages;
  if (!first) throw new Error(`The stage set of ${category} has no stage`);
  return first.stageId;
}

/** True when `stage` is one of the stages a case of `category` may be in. */
export function isStageOf(category: string, stage: string, firmSets: readonly StageSet[]): boolean {
  return stageSetFor(category, firmSets).stages.some((candidate) => candidate.stageId === stage);
}

/**
 * The case's progress after a PATCH (`before` as read, `category` as it will be), or undefined when
 * the PATCH leaves it alone. Refuses a stage the category's set does not have (also the case's
 * current stage after a change of category, unless the PATCH names a new one) and a note or expected
 * date with no stage to attach them to. A note or an expected date on the current stage adds a
 * history entry without ending the stay.
 */
export function progressAfter(
  before: CaseForProgress,
  category: string,
  change: ProgressChange,
  firmSets: readonly StageSet[],
  by: { userId: string; name: string },
  now: string,
): CaseProgress | undefined {
  const stage = change.stage ?? before.stage;
  const touchesStage = change.stage !== undefined || change.stageNote !== undefined || change.expectedDate !== undefined;
  if (stage !== undefined && (change.stage !== undefined || category !== before.category) && !isStageOf(category, stage, firmSets)) {
    throw refusal(PROGRESS.STAGE_UNKNOWN);
  }
  if (touchesStage && stage === undefined) throw refusal(PROGRESS.STAGE_REQUIRED);
  if (!touchesStage && change.keyDates === undefined) return undefined;
  const after: CaseProgress = {};
  if (touchesStage && stage !== undefined) {
    const moved = stage !== before.stage;
    const entry: StageHistoryEntry = {
      stage,
      at: now,
      by: { userId: by.userId, name: by.name },
      ...(change.stageNote ? { note: change.stageNote } : {}),
      ...(change.expectedDate ? { expectedDate: change.expectedDate } : {}),
    };
    after.stage = stage;
    after.stageEnteredAt = moved ? now : (before.stageEnteredAt ?? now);
    after.stageHistory = [...(before.stageHistory ?? []), entry].slice(-PROGRESS_LIMITS.historyOnCase);
  }
  if (change.keyDates !== undefined) after.keyDates = keyDatesAfter(before.keyDates, change.keyDates);
  return after;
}

/** The key dates after a change: the fields given replace the stored ones, '' removes one. */
export function keyDatesAfter(before: CaseKeyDates | undefined, changes: KeyDatesChanges): CaseKeyDates {
  const merged: Record<string, string> = { ...before };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === '') delete merged[name];
    else merged[name] = value;
  }
  return merged as CaseKeyDates;
}

/** The progress a new case starts with: the first stage of its category, entered when it is opened. */
export function startingProgress(category: string, firmSets: readonly StageSet[], by: { userId: string; name: string }, now: string): CaseProgress {
  const stage = firstStage(category, firmSets);
  return { stage, stageEnteredAt: now, stageHistory: [{ stage, at: now, by: { userId: by.userId, name: by.name } }] };
}

/** The stages a case of `category` of the org follows, in order (the firm's set, else the shipped one): what a case page shows. */
export async function stagesOfCategory(orgId: string, category: string): Promise<StageDefinition[]> {
  return (await stagesOfFirm(orgId))(category);
}

/**
 * The org's stages by category, read once: for a caller who knows the org before the case (staff),
 * so the read runs beside the case's rather than after it.
 */
export async function stagesOfFirm(orgId: string): Promise<(category: string) => StageDefinition[]> {
  const firm = await getFirmStageSets(orgId);
  return (category) => stageSetFor(category, firm.sets).stages;
}

/** Every category's set the caller's org's cases follow (another org: 404 ORG). */
export async function listStageSets(caller: Caller, orgId: string): Promise<StageSets> {
  requireOwnOrg(caller, orgId, NOT_FOUND.ORG);
  return toStageSets(await getFirmStageSets(orgId));
}

/** Replaces the caller's org's own sets and answers the merged list. */
export async function replaceStageSets(caller: Caller, orgId: string, sets: StageSet[], now = new Date().toISOString()): Promise<StageSets> {
  requireOwnOrg(caller, orgId, NOT_FOUND.ORG);
  const saved = { sets, updatedAt: now, updatedBy: { userId: caller.userId, name: caller.name } };
  await putFirmStageSets(orgId, saved);
  return toStageSets(saved);
}

function toStageSets(firm: { sets: StageSet[]; updatedAt?: string; updatedBy?: { userId: string; name: string } }): StageSets {
  return {
    sets: mergedStageSets(firm.sets).map(({ set, source }) => ({ ...set, source })),
    ...(firm.updatedAt ? { updatedAt: firm.updatedAt } : {}),
    ...(firm.updatedBy ? { updatedBy: firm.updatedBy } : {}),
  };
}
