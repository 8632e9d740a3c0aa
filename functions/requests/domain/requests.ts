/**
 * Document requests as the firm and the client work them: the case's list and readiness, items added
 * by hand or from a template, the firm's decisions (uploads against an item: ./uploads.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import type { Language } from '../../../shared/settings/language';
import { REQUEST_LIMITS } from '../../../shared/requests/limits';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { AddRequestsBody, DecideRequestBody, RequestItemInput } from '../../../shared/requests/schemas';
import type { CaseRequests, DocumentRequest, Readiness } from '../../../shared/requests/types';
import { caseOfOrg, checkCaseForCaller, getCaseById, getCaseOfOrg } from '../../cases';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { getUserById } from '../../users';
import { type RequestRecord, addRequestRecords, getRequest, listRequestsOfCase } from '../repository/requests';
import { tellDecision, tellItemsRequested } from './client-notices';
import { changeRequest, toDocumentRequest, updatedBy } from './request-changes';
import { findTemplateOfFirm } from './templates';
import { decide } from './transitions';

export { toDocumentRequest };

export function readinessOf(caseRecord: Case): Readiness {
  return { accepted: caseRecord.requestsAccepted ?? 0, total: caseRecord.requestsTotal ?? 0 };
}


/** The case's items, oldest first, and its readiness: for the firm's staff and the case's client. */
export async function listCaseRequests(caller: Caller, caseId: string): Promise<CaseRequests> {
  // Both at once: nothing is answered from the items before the case is found to be the caller's.
  const [found, records] = await Promise.all([getCaseById(caseId), listRequestsOfCase(caseId)]);
  const caseRecord = checkCaseForCaller(caller, found);
  return { items: records.map(toDocumentRequest), readiness: readinessOf(caseRecord) };
}

/** `YYYY-MM-DD` of `days` after the day of `now` (UTC). */
export function dayAfter(now: string, days: number): string {
  const date = new Date(`${now.slice(0, 10)}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Adds items to a case of the caller's org: a template's first (in the language of the case's client,
 * English unless their record says French), then those given, all `requested`, in one transaction
 * with the case's counters, then the client is told. A case holds at most REQUEST_LIMITS.itemsPerCase
 * items over its life.
 */
export async function addCaseRequests(caller: Caller, caseId: string, body: AddRequestsBody, now = new Date().toISOString()): Promise<DocumentRequest[]> {
  // The template is the caller's org's (or shipped): read with the case, used once the case is found theirs.
  const [caseRecord, template] = await Promise.all([
    getCaseOfOrg(caller, caseId),
    body.templateId ? findTemplateOfFirm(caller.orgId, body.templateId) : Promise.resolve(undefined),
  ]);
  if (body.templateId && !template) throw refusal(REQUESTS.TEMPLATE_UNKNOWN);
  const language: Language = template ? ((await getUserById(caseRecord.clientId))?.language ?? 'en') : 'en';
  const inputs: (RequestItemInput & { templateItemId?: string })[] = [
    ...(template?.items ?? []).map((item) => ({
      title: item.title[language],
      instructions: item.instructions[language],
      dueDate: item.dueInDays === undefined ? undefined : dayAfter(now, item.dueInDays),
      concerns: item.concerns,
      translationRequired: item.translationRequired,
      templateItemId: item.templateItemId,
    })),
    ...(body.items ?? []),
  ];
  if ((caseRecord.requestsCount ?? 0) + inputs.length > REQUEST_LIMITS.itemsPerCase) throw refusal(REQUESTS.TOO_MANY_ON_CASE);
  const records = inputs.map(
    (input, position): RequestRecord => ({
      requestId: randomUUID(),
      caseId,
      orgId: caseRecord.orgId,
      clientId: caseRecord.clientId,
      title: input.title,
      instructions: input.instructions ?? '',
      ...(input.dueDate ? { dueDate: input.dueDate } : {}),
      concerns: input.concerns?.name ? { kind: input.concerns.kind, name: input.concerns.name } : { kind: input.concerns?.kind ?? 'client' },
      translationRequired: input.translationRequired ?? false,
      status: 'requested',
      reason: '',
      documentIds: [],
      createdAt: now,
      updatedAt: now,
      updatedBy: updatedBy(caller),
      // A shipped item's id lets a screen show its text in the reader's language; a firm's item has only the text stored.
      ...(template && input.templateItemId
        ? { templateId: template.templateId, ...(template.origin === 'portal' ? { templateItemId: input.templateItemId } : {}) }
        : {}),
      position,
      version: 1,
    }),
  );
  await addRequestRecords(caseId, records);
  await tellItemsRequested(records);
  return records.map(toDocumentRequest);
}

/**
 * The firm's decision on an item of a case of the caller's org (functions/requests/domain/transitions.ts
 * says which make sense); the client is told of a rejection or an acceptance (client-notices.ts).
 */
export async function decideCaseRequest(
  caller: Caller,
  caseId: string,
  requestId: string,
  decision: DecideRequestBody,
  now = () => new Date().toISOString(),
): Promise<DocumentRequest> {
  let checkedCase: Case | undefined;
  const read = async () => {
    if (checkedCase) return getRequest(caseId, requestId);
    const [found, record] = await Promise.all([getCaseById(caseId), getRequest(caseId, requestId)]);
    checkedCase = caseOfOrg(caller, found);
    return record;
  };
  let decidedOn: RequestRecord | undefined;
  const after = await changeRequest(caseId, requestId, read, (before) => {
    const next = decide(before, decision);
    decidedOn = before;
    const { expiresOn: _previousExpiry, ...rest } = before;
    return { ...rest, ...next, updatedAt: now(), updatedBy: updatedBy(caller) };
  });
  // The case's client now: the item keeps whose case it was when it was added.
  if (decidedOn && checkedCase) await tellDecision(decidedOn, { ...after, clientId: checkedCase.clientId });
  return toDocumentRequest(after);
}
