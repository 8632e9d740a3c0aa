/**
 * Questionnaires as the firm and the client work them: started by staff from a template for a person
 * on the file, answered (the client while open or returned, staff until accepted), submitted (refused
 * with every missing answer and every gap at once), returned with comments, accepted (locked) and
 * reopened. Every read of one answers what is still missing and the history's gaps as of today.
 */
import type { Case } from '../../../shared/cases/types';
import { historyGapsOf, missingAnswers, checkAnswer, type AnswerValues } from '../../../shared/questionnaires/answers';
import { CLIENT_EDITABLE, STAFF_EDITABLE, type QuestionnaireStatus } from '../../../shared/questionnaires/constants';
import { today } from '../../../shared/questionnaires/dates';
import { QUESTIONNAIRES } from '../../../shared/questionnaires/refusals';
import type { AnswerQuestionnaireBody, ReturnQuestionnaireBody } from '../../../shared/questionnaires/schemas';
import type { Answer, Question, Questionnaire, QuestionnaireActor, QuestionnaireSummary } from '../../../shared/questionnaires/types';
import { caseOfOrg, checkCaseForCaller, getCaseById } from '../../cases';
import type { Caller } from '../../core/caller';
import { refusal, withDetails } from '../../core/errors';
import {
  type QuestionnaireRecord,
  type StatusChange,
  changeStatus,
  getQuestionnaireRecord,
  listQuestionnairesOfCase,
  listWholeQuestionnairesOfCase,
  setAnswers,
} from '../repository/questionnaires';

export const actorOf = (caller: Caller): QuestionnaireActor => ({
  userId: caller.userId,
  name: caller.name ?? caller.email ?? caller.userId,
  role: caller.userType === 'admin' ? 'admin' : 'client',
});

const valuesOf = (record: Pick<QuestionnaireRecord, 'answers'>): AnswerValues => Object.fromEntries(Object.entries(record.answers).map(([id, answer]) => [id, answer.value]));

/** What the API answers: the record without whose org and client it is, with what is missing and the gaps as of `on`. */
export function toQuestionnaire(record: QuestionnaireRecord, on = today()): Questionnaire {
  const { orgId: _orgId, clientId: _clientId, revision: _revision, ...rest } = record;
  const values = valuesOf(record);
  return { ...rest, missing: missingAnswers(record.sections, values), gaps: historyGapsOf(record.sections, values, on, record.dateOfBirth) };
}

/** A case's questionnaires as the API answers them, oldest first: only those of this case and client (a copy of the client's information). */
export async function questionnairesOfClientCase(caseId: string, clientId: string): Promise<Questionnaire[]> {
  const records = await listWholeQuestionnairesOfCase(caseId);
  return records
    .filter((record) => record.caseId === caseId && record.clientId === clientId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.questionnaireId.localeCompare(b.questionnaireId))
    .map((record) => toQuestionnaire(record));
}

/** Both at once; nothing answered before the case is found to be the caller's. */
async function readOfCase(caller: Caller, caseId: string, questionnaireId: string, reach: (caller: Caller, found: Case | undefined) => Case): Promise<{ caseRecord: Case; record: QuestionnaireRecord }> {
  const [found, record] = await Promise.all([getCaseById(caseId), getQuestionnaireRecord(caseId, questionnaireId)]);
  const caseRecord = reach(caller, found);
  if (!record) throw refusal(QUESTIONNAIRES.QUESTIONNAIRE_MISSING);
  return { caseRecord, record };
}

/** A questionnaire of a case the caller may work on (its org's staff, its client). */
export const readForCaller = (caller: Caller, caseId: string, questionnaireId: string) => readOfCase(caller, caseId, questionnaireId, checkCaseForCaller);
/** A questionnaire of a case of the caller's org (staff only). */
export const readForStaff = (caller: Caller, caseId: string, questionnaireId: string) => readOfCase(caller, caseId, questionnaireId, caseOfOrg);

/** The case's questionnaires, oldest first. */
export async function listCaseQuestionnaires(caller: Caller, caseId: string): Promise<{ caseRecord: Case; items: QuestionnaireSummary[] }> {
  const [found, items] = await Promise.all([getCaseById(caseId), listQuestionnairesOfCase(caseId)]);
  const caseRecord = checkCaseForCaller(caller, found);
  return { caseRecord, items: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.questionnaireId.localeCompare(b.questionnaireId)) };
}

const editableBy = (caller: Caller): readonly QuestionnaireStatus[] => (caller.userType === 'admin' ? STAFF_EDITABLE : CLIENT_EDITABLE);

/**
 * Saves answers: each checked against its question (the first that is not refuses the whole save),
 * then set one by one with who and when, while the status lets the caller change them.
 */
export async function answerQuestionnaire(
  caller: Caller,
  caseId: string,
  questionnaireId: string,
  body: AnswerQuestionnaireBody,
  now = new Date().toISOString(),
): Promise<{ caseRecord: Case; record: QuestionnaireRecord; questionIds: string[] }> {
  const { caseRecord, record } = await readForCaller(caller, caseId, questionnaireId);
  const allowed = editableBy(caller);
  if (!allowed.includes(record.status)) throw refusal(QUESTIONNAIRES.LOCKED);
  const questions = new Map<string, Question>(record.sections.flatMap((section) => section.questions.map((question) => [question.questionId, question] as const)));
  const by = actorOf(caller);
  const changes = Object.entries(body.answers).map(([questionId, raw]): readonly [string, Answer | null] => {
    const question = questions.get(questionId);
    if (!question) throw refusal(QUESTIONNAIRES.QUESTION_UNKNOWN, { questionId });
    if (raw === null) return [questionId, null];
    const checked = checkAnswer(question, raw);
    if ('problem' in checked) throw refusal(QUESTIONNAIRES.ANSWER_INVALID, { questionId, problem: checked.problem });
    return [questionId, { value: checked.value, by, at: now }];
  });
  const saved = await setAnswers(caseId, questionnaireId, changes, allowed, now);
  // Submitted or accepted between the read and the write (or deleted with its case).
  if (!saved) throw refusal(QUESTIONNAIRES.LOCKED);
  return { caseRecord, record: saved, questionIds: changes.map(([questionId]) => questionId) };
}

const MAX_ATTEMPTS = 3;

/**
 * Submits an open or returned questionnaire whose required answers are all given and whose histories
 * have no gap; else refuses with every problem at once (`missing`, `gaps`). Decided on the answers of
 * one revision: answers saved meanwhile are checked again.
 */
export async function submitQuestionnaire(caller: Caller, caseId: string, questionnaireId: string, now = () => new Date().toISOString()): Promise<{ caseRecord: Case; record: QuestionnaireRecord }> {
  let { caseRecord, record } = await readForCaller(caller, caseId, questionnaireId);
  for (let attempt = 1; ; attempt += 1) {
    if (!CLIENT_EDITABLE.includes(record.status)) throw refusal(QUESTIONNAIRES.WRONG_STATUS);
    const at = now();
    const { missing, gaps } = toQuestionnaire(record, at.slice(0, 10));
    if (missing.length > 0 || gaps.length > 0) {
      throw withDetails(refusal(missing.length > 0 ? QUESTIONNAIRES.INCOMPLETE : QUESTIONNAIRES.HISTORY_GAPS), { missing, gaps });
    }
    const change: StatusChange = { to: 'submitted', event: { action: 'submitted', by: actorOf(caller), at }, revision: record.revision, submittedAt: at };
    const submitted = await changeStatus(caseId, questionnaireId, CLIENT_EDITABLE, change);
    if (submitted) return { caseRecord, record: submitted };
    if (attempt >= MAX_ATTEMPTS) throw refusal(QUESTIONNAIRES.CHANGED);
    ({ caseRecord, record } = await readForCaller(caller, caseId, questionnaireId));
  }
}

/** A status change staff make: from these statuses only, refused `questionnaire-wrong-status` otherwise. */
async function staffChange(
  caller: Caller,
  caseId: string,
  questionnaireId: string,
  from: readonly QuestionnaireStatus[],
  changeOf: (record: QuestionnaireRecord) => StatusChange,
): Promise<{ caseRecord: Case; record: QuestionnaireRecord }> {
  const { caseRecord, record } = await readForStaff(caller, caseId, questionnaireId);
  if (!from.includes(record.status)) throw refusal(QUESTIONNAIRES.WRONG_STATUS);
  const changed = await changeStatus(caseId, questionnaireId, from, changeOf(record));
  if (!changed) throw refusal(QUESTIONNAIRES.WRONG_STATUS);
  return { caseRecord, record: changed };
}

/** Returns a submitted questionnaire with comments on its questions (they replace the last return's). */
export function returnQuestionnaire(caller: Caller, caseId: string, questionnaireId: string, body: ReturnQuestionnaireBody, now = new Date().toISOString()) {
  const by = actorOf(caller);
  return staffChange(caller, caseId, questionnaireId, ['submitted'], (record) => {
    const questionIds = new Set(record.sections.flatMap((section) => section.questions.map((question) => question.questionId)));
    if (body.comments.some((comment) => !questionIds.has(comment.questionId))) throw refusal(QUESTIONNAIRES.COMMENT_UNKNOWN_QUESTION);
    return {
      to: 'returned',
      event: { action: 'returned', by, at: now },
      comments: body.comments.map((comment) => ({ questionId: comment.questionId, text: comment.text, by, at: now })),
    };
  });
}

/** Accepts a submitted questionnaire: its answers are locked. */
export function acceptQuestionnaire(caller: Caller, caseId: string, questionnaireId: string, now = new Date().toISOString()) {
  return staffChange(caller, caseId, questionnaireId, ['submitted'], () => ({ to: 'accepted', event: { action: 'accepted', by: actorOf(caller), at: now }, acceptedAt: now }));
}

/** Reopens an accepted questionnaire: open again. */
export function reopenQuestionnaire(caller: Caller, caseId: string, questionnaireId: string, now = new Date().toISOString()) {
  return staffChange(caller, caseId, questionnaireId, ['accepted'], () => ({ to: 'open', event: { action: 'reopened', by: actorOf(caller), at: now }, remove: ['acceptedAt'] }));
}

/** What the activity log says of a questionnaire. */
export const questionnaireDetails = (record: Pick<QuestionnaireRecord, 'questionnaireId' | 'titles' | 'personName'>) => ({
  questionnaire: { questionnaireId: record.questionnaireId, titles: record.titles, ...(record.personName ? { personName: record.personName } : {}) },
});
