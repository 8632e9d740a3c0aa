/**
 * The sentences of the records that say more than their kind, in the reader's language, as text: a
 * change to a case ("moved the case to Submitted to IRCC, next step expected by Feb 1, 2027, with a
 * note for the client"), a destruction (its case number, closing day, rule and what it removed), and
 * which of the portal's automatic e-mails went out. Never a field's or an e-mail's code: a record
 * older than its details (only the fields' names) reads in the fields' words.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ActivityDetails, ActivityStage } from '@shared/activity/types';
import type { UpdateCaseBody } from '@shared/cases/schemas';
import { caseCategoryMessage, caseStatusMessage } from '@shared/cases/status-labels';
import { SHIPPED_STAGE_SETS } from '@shared/progress/stages';
import type { CaseKeyDates, StageDefinition } from '@shared/progress/types';
import { formatDate } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { listOf } from './activity-labels';

/** What a sentence needs of its reader: the catalogue, the language, the case's stages (to name an older record's stage). */
export interface SentenceContext {
  i18n: I18n;
  language: Language;
  stages?: readonly StageDefinition[];
}

/** Every field a change of a case may name (updateCaseBody's: a new one fails the type check until it has words). */
const FIELD_LABELS: Record<keyof UpdateCaseBody, MessageDescriptor> = {
  caseName: msg`the case name`,
  caseNumber: msg`the case number`,
  category: msg`the category`,
  description: msg`the description`,
  status: msg`the status`,
  clientName: msg`the client's name`,
  legalHold: msg`the legal hold`,
  discreet: msg`discreet e-mails`,
  stage: msg`the stage`,
  stageNote: msg`the note for the client`,
  expectedDate: msg`the expected date`,
  keyDates: msg`the key dates`,
};

/** Fields that older records may name. */
const FORMER_FIELD_LABELS: Record<string, MessageDescriptor> = {
  attorneyId: msg`the attorney`,
  attorneyName: msg`the attorney`,
  clientId: msg`the client`,
};

/** The key dates a change may set or clear (a new one fails the type check until it has words). */
const KEY_DATE_LABELS: Record<keyof CaseKeyDates, MessageDescriptor> = {
  submittedOn: msg`the submission date`,
  applicationNumber: msg`the application number`,
  acknowledgedOn: msg`the acknowledgment of receipt`,
  biometricsRequestedOn: msg`the date biometrics were requested`,
  biometricsOn: msg`the biometrics appointment`,
  medicalOn: msg`the medical exam`,
  interviewOn: msg`the interview`,
  decisionOn: msg`the decision date`,
  expiresOn: msg`the date the status expires`,
};

/** The field names of the records' details and of a case change: none may be shown (tests and journeys look for them). */
export const FIELD_NAMES: readonly string[] = [...Object.keys(FIELD_LABELS), ...Object.keys(FORMER_FIELD_LABELS), ...Object.keys(KEY_DATE_LABELS)];

/** A YYYY-MM-DD day in the reader's words ("Feb 1, 2027" / « 1er févr. 2027 »), read at noon so no time zone moves it. */
export function dayText(day: string, language: Language): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time of day for the Date parser, not a text
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(new Date(`${day}T12:00:00`), language) : formatDate(day, language);
}

/** A stage's name in the reader's language: as the record wrote it, else as the case's set or a shipped set names it. */
function stageName(stage: ActivityStage, { language, stages = [] }: SentenceContext): string | undefined {
  if (stage.label) return stage.label[language];
  const known = stages.find((one) => one.stageId === stage.stageId) ?? SHIPPED_STAGE_SETS.flatMap((set) => set.stages).find((one) => one.stageId === stage.stageId);
  return known?.label[language];
}

function labelOf(descriptors: Record<string, MessageDescriptor>, name: string, i18n: I18n): string | undefined {
  const descriptor = Object.hasOwn(descriptors, name) ? descriptors[name] : undefined;
  return descriptor ? i18n._(descriptor) : undefined;
}

/** "moved the case to Submitted to IRCC, next step expected by Feb 1, 2027, with a note for the client". */
function stageClause(details: ActivityDetails, stage: ActivityStage, fields: ReadonlySet<string>, context: SentenceContext): string {
  const { i18n, language } = context;
  const name = stageName(stage, context);
  let action: string;
  if (name) action = stage.moved ? i18n._(msg`moved the case to ${name}`) : i18n._(msg`updated the stage ${name}`);
  else action = stage.moved ? i18n._(msg`moved the case to another stage`) : i18n._(msg`updated the case's stage`);
  if (details.expectedDate) {
    const date = dayText(details.expectedDate, language);
    action = i18n._(msg`${action}, next step expected by ${date}`);
  }
  if (fields.has('stageNote')) action = i18n._(msg`${action}, with a note for the client`);
  return action;
}

/** What a change to a case did, as the reader says it; a record that only names its fields, in the fields' words. */
export function caseChangeText(details: ActivityDetails, context: SentenceContext): string {
  const { i18n, language } = context;
  const fields = new Set(details.fields ?? []);
  const clauses: string[] = [];
  if (details.stage) {
    clauses.push(stageClause(details, details.stage, fields, context));
    for (const field of ['stage', 'stageNote', 'expectedDate']) fields.delete(field);
  }
  if (details.status !== undefined) {
    const descriptor = caseStatusMessage(details.status);
    const status = descriptor ? i18n._(descriptor) : details.status;
    clauses.push(i18n._(msg`set the status to ${status}`));
    fields.delete('status');
  }
  if (details.category !== undefined) {
    const descriptor = caseCategoryMessage(details.category);
    const category = descriptor ? i18n._(descriptor) : details.category;
    clauses.push(i18n._(msg`changed the category to ${category}`));
    fields.delete('category');
  }
  if (details.legalHold !== undefined) {
    clauses.push(details.legalHold ? i18n._(msg`placed the case under legal hold`) : i18n._(msg`lifted the legal hold`));
    fields.delete('legalHold');
  }
  if (details.discreet !== undefined) {
    clauses.push(details.discreet ? i18n._(msg`made the client's e-mails discreet`) : i18n._(msg`let the client's e-mails name the case`));
    fields.delete('discreet');
  }
  const keyDates = [...new Set((details.keyDates ?? []).map((name) => labelOf(KEY_DATE_LABELS, name, i18n)).filter((label) => label !== undefined))];
  if (keyDates.length > 0) {
    const dates = listOf(keyDates, language);
    clauses.push(i18n._(msg`updated ${dates}`));
    fields.delete('keyDates');
  }
  const named = [...new Set([...fields].map((field) => labelOf(FIELD_LABELS, field, i18n) ?? labelOf(FORMER_FIELD_LABELS, field, i18n)).filter((label) => label !== undefined))];
  if (named.length > 0) {
    const list = listOf(named, language);
    clauses.push(i18n._(msg`changed ${list}`));
  }
  return clauses.length > 0 ? listOf(clauses, language) : i18n._(msg`changed the case`);
}

/** What a destruction removed, counted (the kinds a firm reads; storage's own objects left out). */
function removedCounts(removed: Record<string, number>, i18n: I18n): string[] {
  const count = (name: string) => (typeof removed[name] === 'number' && removed[name] > 0 ? removed[name] : 0);
  const counts: string[] = [];
  const documents = count('documents');
  if (documents) counts.push(i18n._(msg`${plural(documents, { one: '# document', other: '# documents' })}`));
  const folders = count('folders');
  if (folders) counts.push(i18n._(msg`${plural(folders, { one: '# folder', other: '# folders' })}`));
  const requests = count('requests');
  if (requests) counts.push(i18n._(msg`${plural(requests, { one: '# requested document', other: '# requested documents' })}`));
  const signatureRequests = count('signatureRequests');
  if (signatureRequests) counts.push(i18n._(msg`${plural(signatureRequests, { one: '# signature request', other: '# signature requests' })}`));
  const messages = count('messages');
  if (messages) counts.push(i18n._(msg`${plural(messages, { one: '# message', other: '# messages' })}`));
  const emails = count('caseEmails');
  if (emails) counts.push(i18n._(msg`${plural(emails, { one: '# email', other: '# emails' })}`));
  const records = count('activityRecords');
  if (records) counts.push(i18n._(msg`${plural(records, { one: '# activity record', other: '# activity records' })}`));
  return counts;
}

/** "destroyed the case WP-2026-001, closed on Jan 15, 2019, as the firm keeps closed cases 7 years; removed: 12 documents and 40 messages". */
export function caseDestroyedText(details: ActivityDetails, { i18n, language }: SentenceContext): string {
  const caseNumber = details.caseNumber;
  let action = caseNumber ? i18n._(msg`destroyed the case ${caseNumber}`) : i18n._(msg`destroyed the case`);
  if (details.closedAt) {
    const date = formatDate(details.closedAt, language);
    action = i18n._(msg`${action}, closed on ${date}`);
  }
  // The rule is stored in words of its own ("retention: 7 years after closing"): only its number is said.
  const years = Number(/(\d+)/.exec(details.rule ?? '')?.[1]);
  if (Number.isInteger(years) && years > 0) {
    action = i18n._(msg`${action}, as the firm keeps closed cases ${plural(years, { one: '# year', other: '# years' })}`);
  }
  const counts = removedCounts(details.removed ?? {}, i18n);
  if (counts.length > 0) {
    const removed = listOf(counts, language);
    action = i18n._(msg`${action}; removed: ${removed}`);
  }
  return action;
}

/** Which of the portal's e-mails went out (by its mail event's kind); another in general words. */
const MAIL_SENTENCES: Record<string, MessageDescriptor> = {
  caseOpened: msg`emailed the client that the case was opened`,
  caseStatusChanged: msg`emailed the client the case's new status`,
  caseStageChanged: msg`emailed the client the case's new stage`,
  caseEmail: msg`delivered the firm's email to the client`,
  documentsUploaded: msg`emailed the firm about the client's uploads`,
  messageNotice: msg`emailed a notice of a new message`,
  documentReminder: msg`emailed the client a reminder of the documents requested`,
  documentsExpiring: msg`emailed the firm about documents that expire soon`,
  exportRequested: msg`emailed the firm about the client's request for a copy of their data`,
  exportApproved: msg`emailed the client that the copy of their data is ready`,
  clientNotices: msg`emailed the client what the firm asked of them or shared with them`,
};

export function emailDeliveredText(details: ActivityDetails, { i18n }: SentenceContext): string | undefined {
  const descriptor = details.mail && Object.hasOwn(MAIL_SENTENCES, details.mail) ? MAIL_SENTENCES[details.mail] : undefined;
  return descriptor ? i18n._(descriptor) : undefined;
}

/** The mail kinds the log names (a test checks each reads in both languages). */
export const MAIL_KINDS: readonly string[] = Object.keys(MAIL_SENTENCES);
