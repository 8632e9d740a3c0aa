/**
 * Document requests as the firm and the client work them: the case's list and readiness, items added
 * by hand or from a template, the firm's decisions and edits, deletions (uploads against an item:
 * ./uploads.ts; reminders sent now: ./reminders.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import type { RequestEditableField } from '../../../shared/requests/constants';
import { type IrccSlot, settledSlot } from '../../../shared/requests/ircc-slots';
import { REQUEST_LIMITS } from '../../../shared/requests/limits';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { AddRequestsBody, ChangeRequestBody, RequestItemInput } from '../../../shared/requests/schemas';
import type { CaseRequests, DocumentRequest, Readiness, RequestHistoryEntry, RequestTitles } from '../../../shared/requests/types';
import { DEFAULT_LANGUAGE } from '../../../shared/settings/language';
import { caseOfOrg, checkCaseForCaller, getCaseById, getCaseOfOrg } from '../../cases';
import type { Caller } from '../../core/caller';
import { isRefusal, refusal } from '../../core/errors';
import { isConflict } from '../../core/transact';
import { type RequestRecord, addRequestRecords, deleteRequestRecord, getRequest, listRequestsOfCase } from '../repository/requests';
import { applyEdit } from './edits';
import { documentsToDecide, historyOf, withHistoryEntry } from './history';
import { tellDecision, tellEdit, tellItemsRequested } from './client-notices';
import { changeRequest, readerOf, toDocumentRequest, updatedBy } from './request-changes';
import { findTemplateOfFirm } from './templates';
import { givenTitles, mainTitle, typedTitles } from './texts';
import { decide } from './transitions';

export { toDocumentRequest };

export function readinessOf(caseRecord: Case): Readiness {
  return { accepted: caseRecord.requestsAccepted ?? 0, total: caseRecord.requestsTotal ?? 0 };
}

/** The case's items, oldest first, in the reader's language, and its readiness: for the firm's staff and the case's client. */
export async function listCaseRequests(caller: Caller, caseId: string): Promise<CaseRequests> {
  // Both at once: nothing is answered from the items before the case is found to be the caller's.
  const [found, records] = await Promise.all([getCaseById(caseId), listRequestsOfCase(caseId)]);
  const caseRecord = checkCaseForCaller(caller, found);
  const reader = readerOf(caller);
  return { items: records.map((record) => toDocumentRequest(record, reader)), readiness: readinessOf(caseRecord) };
}

/** `YYYY-MM-DD` of `days` after the day of `now` (UTC). */
export function dayAfter(now: string, days: number): string {
  const date = new Date(`${now.slice(0, 10)}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An item to add, its texts settled: titles per language, a template's instructions in both. */
interface NewItem {
  titles: RequestTitles;
  instructions: string;
  instructionTexts?: RequestTitles;
  dueDate?: string;
  concerns?: RequestItemInput['concerns'];
  translationRequired?: boolean;
  templateItemId?: string;
  irccSlot?: IrccSlot;
}

/**
 * Adds items to a case of the caller's org: a template's first (in both languages), then those given
 * (titled in one language or both: `title` is in the language of the admin who types it), all
 * `requested`, in one transaction with the case's counters, then the client is told. A number of days (`dueInDays`, a
 * template item's or a given item's) is due that many days after today. A case holds at most
 * REQUEST_LIMITS.itemsPerCase items over its life.
 */
export async function addCaseRequests(caller: Caller, caseId: string, body: AddRequestsBody, now = new Date().toISOString()): Promise<DocumentRequest[]> {
  // The template is the caller's org's (or shipped): read with the case, used once the case is found theirs.
  const [caseRecord, template] = await Promise.all([
    getCaseOfOrg(caller, caseId),
    body.templateId ? findTemplateOfFirm(caller.orgId, body.templateId) : Promise.resolve(undefined),
  ]);
  if (body.templateId && !template) throw refusal(REQUESTS.TEMPLATE_UNKNOWN);
  const writer = caller.language ?? DEFAULT_LANGUAGE;
  const dueOf = (dueDate: string | undefined, dueInDays: number | undefined) => dueDate ?? (dueInDays === undefined ? undefined : dayAfter(now, dueInDays));
  const inputs: NewItem[] = [
    ...(template?.items ?? []).map((item): NewItem => {
      const instructionTexts = givenTitles(item.instructions);
      return {
        titles: { en: item.title.en, fr: item.title.fr },
        instructions: instructionTexts ? mainTitle(instructionTexts, writer) : '',
        ...(instructionTexts ? { instructionTexts } : {}),
        dueDate: dueOf(undefined, item.dueInDays),
        concerns: item.concerns,
        translationRequired: item.translationRequired,
        templateItemId: item.templateItemId,
        ...(item.irccSlot ? { irccSlot: settledSlot(item.irccSlot) } : {}),
      };
    }),
    ...(body.items ?? []).map((item): NewItem => {
      const titles = typedTitles(item, writer);
      // The schema refuses an item without a title; a caller of the domain gets the same refusal.
      if (!titles) throw refusal(REQUESTS.TITLE_REQUIRED);
      const { irccSlot, ...rest } = item;
      return {
        ...rest,
        titles,
        instructions: item.instructions ?? '',
        dueDate: dueOf(item.dueDate, item.dueInDays),
        ...(irccSlot ? { irccSlot: settledSlot(irccSlot) } : {}),
      };
    }),
  ];
  if ((caseRecord.requestsCount ?? 0) + inputs.length > REQUEST_LIMITS.itemsPerCase) throw refusal(REQUESTS.TOO_MANY_ON_CASE);
  const by = updatedBy(caller);
  const records = inputs.map(
    (input, position): RequestRecord => ({
      requestId: randomUUID(),
      caseId,
      orgId: caseRecord.orgId,
      clientId: caseRecord.clientId,
      title: mainTitle(input.titles, writer),
      titles: input.titles,
      instructions: input.instructions,
      ...(input.instructionTexts ? { instructionTexts: input.instructionTexts } : {}),
      ...(input.dueDate ? { dueDate: input.dueDate } : {}),
      concerns: input.concerns?.name ? { kind: input.concerns.kind, name: input.concerns.name } : { kind: input.concerns?.kind ?? 'client' },
      translationRequired: input.translationRequired ?? false,
      ...(input.irccSlot ? { irccSlot: input.irccSlot } : {}),
      status: 'requested',
      reason: '',
      documentIds: [],
      createdAt: now,
      updatedAt: now,
      updatedBy: by,
      ...(template && input.templateItemId
        ? { templateId: template.templateId, ...(template.origin === 'portal' ? { templateItemId: input.templateItemId } : {}) }
        : {}),
      history: [{ at: now, by, action: 'requested', ...(input.dueDate ? { dueDate: input.dueDate } : {}) }],
      position,
      version: 1,
    }),
  );
  await addRequestRecords(caseId, records);
  await tellItemsRequested(records);
  const reader = readerOf(caller);
  return records.map((record) => toDocumentRequest(record, reader));
}

/** An item after the firm's change, and what the change was. */
export interface ChangedRequest {
  item: DocumentRequest;
  /** What the edit changed (none: a decision alone). */
  edited: RequestEditableField[];
  /** Whether a decision was made (a decision equal to the item's state beside an edit is none). */
  decided: boolean;
}

/**
 * Reads an item of a case of the caller's org, the case checked on the first read only (the item's
 * later reads are its retries); keeps the case read (whose client it is now).
 */
function readerOfOrgItem(caller: Caller, caseId: string, requestId: string): { read: () => Promise<RequestRecord | undefined>; caseRead: () => Case | undefined } {
  let checkedCase: Case | undefined;
  return {
    read: async () => {
      if (checkedCase) return getRequest(caseId, requestId);
      const [found, record] = await Promise.all([getCaseById(caseId), getRequest(caseId, requestId)]);
      checkedCase = caseOfOrg(caller, found);
      return record;
    },
    caseRead: () => checkedCase,
  };
}

/**
 * The firm's change of an item of a case of the caller's org: its edit (titles, instructions, due
 * date: ./edits.ts) and/or its decision (./transitions.ts says which make sense), one write, each in
 * the item's history. A change that changes nothing is refused (`request-unchanged`).
 */
export async function changeCaseRequest(
  caller: Caller,
  caseId: string,
  requestId: string,
  body: ChangeRequestBody,
  now = () => new Date().toISOString(),
): Promise<ChangedRequest> {
  const reader = readerOf(caller);
  let edited: RequestEditableField[] = [];
  let decided = false;
  let changedFrom: RequestRecord | undefined;
  const itemOfCase = readerOfOrgItem(caller, caseId, requestId);
  const after = await changeRequest(caseId, requestId, itemOfCase.read, (before) => {
    changedFrom = before;
    const at = now();
    const by = updatedBy(caller);
    const { version: _version, ...current } = before;
    const edit = applyEdit(current, body, reader.language);
    edited = edit.fields;
    let next = edit.record;
    let history = historyOf(before);
    if (edited.length > 0) {
      const dueDate = edited.includes('dueDate') ? { dueDate: body.dueDate ?? '' } : {};
      history = withHistoryEntry(history, { at, by, action: 'edited', fields: edited, ...dueDate });
    }
    decided = false;
    if (body.status) {
      try {
        const state = decide(before, { status: body.status, reason: body.reason, expiresOn: body.expiresOn });
        const { expiresOn: _previousExpiry, ...rest } = next;
        next = { ...rest, ...state };
        const entry: RequestHistoryEntry = {
          at,
          by,
          action: state.status,
          ...(state.reason ? { reason: state.reason } : {}),
          ...(state.expiresOn ? { expiresOn: state.expiresOn } : {}),
        };
        const decidedOn = state.status === 'waived' ? [] : documentsToDecide(history, before.documentIds);
        history = withHistoryEntry(history, decidedOn.length > 0 ? { ...entry, documentIds: decidedOn } : entry);
        decided = true;
      } catch (error) {
        // The same decision beside an edit: the edit is the change.
        if (!(isRefusal(error, REQUESTS.UNCHANGED) && edited.length > 0)) throw error;
      }
    } else if (edited.length === 0) {
      throw refusal(REQUESTS.UNCHANGED);
    }
    return { ...next, history, updatedAt: at, updatedBy: by };
  });
  // The client is told of it (./client-notices.ts): the case's client now, whose case it was when it was added.
  const caseRead = itemOfCase.caseRead();
  if (changedFrom && caseRead) {
    const told = { ...after, clientId: caseRead.clientId };
    if (decided) await tellDecision(changedFrom, told);
    else await tellEdit(edited, told);
  }
  return { item: toDocumentRequest(after, reader), edited, decided };
}

const MAX_DELETE_ATTEMPTS = 3;

/**
 * Deletes an item of a case of the caller's org that nothing was uploaded for (else
 * `request-has-uploads`: its files stay on the case, and so does it — the firm waives it). Answers
 * the item as it was, in the caller's language.
 */
export async function deleteCaseRequest(caller: Caller, caseId: string, requestId: string): Promise<DocumentRequest> {
  const { read } = readerOfOrgItem(caller, caseId, requestId);
  for (let attempt = 1; ; attempt += 1) {
    const record = await read();
    if (!record || record.caseId !== caseId) throw refusal(REQUESTS.REQUEST_MISSING);
    if (record.documentIds.length > 0) throw refusal(REQUESTS.HAS_UPLOADS);
    try {
      await deleteRequestRecord(record);
      return toDocumentRequest(record, readerOf(caller));
    } catch (error) {
      // Changed since it was read (an upload, an edit): read it again, and look again.
      if (!isConflict(error, REQUESTS.CHANGED) || attempt >= MAX_DELETE_ATTEMPTS) throw error;
    }
  }
}
