/**
 * The questionnaire routes: the firm's templates (the portal's starting ones and its own), a case's
 * questionnaires (started by staff for a person on the file, answered by the client and staff, saved
 * as they type), their submission (refused, naming every problem, while answers are missing or the
 * history has gaps), the firm's review (return with comments, accept, reopen) and their export.
 */
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { PEOPLE } from '../people/refusals';
import { QUESTIONNAIRES as Q } from './refusals';
import {
  answerQuestionnaireBody,
  createQuestionnaireBody,
  exportQuestionnaireQuery,
  questionnaireTemplateBody,
  questionnaireTemplateIdParam,
  returnQuestionnaireBody,
} from './schemas';
import type { ListedQuestionnaireTemplate, Questionnaire, QuestionnaireSummary } from './types';

const ONE = '/v1/cases/{caseId}/questionnaires/{questionnaireId}';
const ADMIN_ONE = '/v1/admin/cases/{caseId}/questionnaires/{questionnaireId}';

export const questionnaireRoutes = {
  listQuestionnaireTemplates: {
    id: 'listQuestionnaireTemplates',
    method: 'GET',
    path: '/v1/admin/questionnaire-templates',
    handler: 'functions/questionnaires/list-questionnaire-templates.ts',
    access: 'admin',
    summary: "The firm's questionnaire templates in English and French: the portal's starting ones it has not replaced (origin: portal), then its own (origin: firm)",
    answer: answer<{ Items: ListedQuestionnaireTemplate[] }>(200),
    errors: [],
  },
  saveQuestionnaireTemplate: {
    id: 'saveQuestionnaireTemplate',
    method: 'PUT',
    path: '/v1/admin/questionnaire-templates/{templateId}',
    handler: 'functions/questionnaires/save-questionnaire-template.ts',
    access: 'admin',
    params: { templateId: questionnaireTemplateIdParam },
    body: questionnaireTemplateBody,
    summary:
      "Creates or replaces the firm's questionnaire template of this id (sections of questions labelled in English and French); a shipped template's id saves the firm's version in its place, for this firm only. Questionnaires already started keep their copy",
    answer: answer<ListedQuestionnaireTemplate>(200),
    errors: [Q.TEMPLATE_INVALID, Q.TEMPLATE_LIMIT, COMMON.BUSY],
  },
  deleteQuestionnaireTemplate: {
    id: 'deleteQuestionnaireTemplate',
    method: 'DELETE',
    path: '/v1/admin/questionnaire-templates/{templateId}',
    handler: 'functions/questionnaires/delete-questionnaire-template.ts',
    access: 'admin',
    summary: "Deletes the firm's questionnaire template of this id (204); a shipped template the firm had replaced is the portal's again",
    answer: answer<void>(204),
    errors: [Q.TEMPLATE_MISSING],
  },
  createQuestionnaire: {
    id: 'createQuestionnaire',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/questionnaires',
    handler: 'functions/questionnaires/create-questionnaire.ts',
    access: 'admin',
    body: createQuestionnaireBody,
    summary: "Starts a questionnaire of a template of the firm's (or the portal's) on a case of the admin's org, about a person on the file (the principal applicant when none is named): open, for the case's client to fill",
    answer: answer<Questionnaire>(201),
    errors: [NOT_FOUND.CASE, PEOPLE.PERSON_MISSING, Q.TEMPLATE_UNKNOWN, Q.TOO_MANY_ON_CASE],
    uses: ['activity'],
  },
  listCaseQuestionnaires: {
    id: 'listCaseQuestionnaires',
    method: 'GET',
    path: '/v1/cases/{caseId}/questionnaires',
    handler: 'functions/questionnaires/list-case-questionnaires.ts',
    access: 'signedIn',
    summary: "A case's questionnaires, oldest first, with their status: for the firm's staff and the case's client",
    answer: answer<{ Items: QuestionnaireSummary[] }>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
  getQuestionnaire: {
    id: 'getQuestionnaire',
    method: 'GET',
    path: ONE,
    handler: 'functions/questionnaires/get-questionnaire.ts',
    access: 'signedIn',
    summary:
      'A questionnaire: its sections and questions (labels in English and French), the answers with who gave each and when, the firm\'s comments, its status, the required answers still `missing` and the history `gaps` as of today',
    answer: answer<Questionnaire>(200),
    errors: [NOT_FOUND.CASE, Q.QUESTIONNAIRE_MISSING],
    uses: ['activity'],
  },
  answerQuestionnaire: {
    id: 'answerQuestionnaire',
    method: 'PATCH',
    path: ONE,
    handler: 'functions/questionnaires/answer-questionnaire.ts',
    access: 'signedIn',
    body: answerQuestionnaireBody,
    summary:
      "Saves some answers (null clears one), each checked against its question's type: the case's client while the questionnaire is open or returned, staff until it is accepted. Each answer's last write wins, the others are kept; each keeps who gave it and when",
    answer: answer<Questionnaire>(200),
    errors: [NOT_FOUND.CASE, Q.QUESTIONNAIRE_MISSING, Q.QUESTION_UNKNOWN, Q.ANSWER_INVALID, Q.LOCKED],
    uses: ['activity'],
  },
  submitQuestionnaire: {
    id: 'submitQuestionnaire',
    method: 'POST',
    path: `${ONE}/submit`,
    handler: 'functions/questionnaires/submit-questionnaire.ts',
    access: 'signedIn',
    summary:
      'Submits an open or returned questionnaire to the firm. Refused (400) while a required answer is missing (`questionnaire-incomplete`) or a history leaves a period uncovered (`history-gaps`), the body listing every problem at once: `missing` (question ids) and `gaps` (`questionId`, `from`, `to`)',
    answer: answer<Questionnaire>(200),
    errors: [NOT_FOUND.CASE, Q.QUESTIONNAIRE_MISSING, Q.INCOMPLETE, Q.HISTORY_GAPS, Q.WRONG_STATUS, Q.CHANGED],
    uses: ['activity'],
  },
  returnQuestionnaire: {
    id: 'returnQuestionnaire',
    method: 'POST',
    path: `${ADMIN_ONE}/return`,
    handler: 'functions/questionnaires/return-questionnaire.ts',
    access: 'admin',
    body: returnQuestionnaireBody,
    summary: 'Returns a submitted questionnaire to the client with comments on questions (they read them beside the questions and may change their answers again)',
    answer: answer<Questionnaire>(200),
    errors: [NOT_FOUND.CASE, Q.QUESTIONNAIRE_MISSING, Q.COMMENT_UNKNOWN_QUESTION, Q.WRONG_STATUS],
    uses: ['activity'],
  },
  acceptQuestionnaire: {
    id: 'acceptQuestionnaire',
    method: 'POST',
    path: `${ADMIN_ONE}/accept`,
    handler: 'functions/questionnaires/accept-questionnaire.ts',
    access: 'admin',
    summary: 'Accepts a submitted questionnaire: its answers are locked (staff may reopen it)',
    answer: answer<Questionnaire>(200),
    errors: [NOT_FOUND.CASE, Q.QUESTIONNAIRE_MISSING, Q.WRONG_STATUS],
    uses: ['activity'],
  },
  reopenQuestionnaire: {
    id: 'reopenQuestionnaire',
    method: 'POST',
    path: `${ADMIN_ONE}/reopen`,
    handler: 'functions/questionnaires/reopen-questionnaire.ts',
    access: 'admin',
    summary: 'Reopens an accepted questionnaire: open again, for the client and staff to change answers',
    answer: answer<Questionnaire>(200),
    errors: [NOT_FOUND.CASE, Q.QUESTIONNAIRE_MISSING, Q.WRONG_STATUS],
    uses: ['activity'],
  },
  exportQuestionnaire: {
    id: 'exportQuestionnaire',
    method: 'GET',
    path: `${ADMIN_ONE}/export`,
    handler: 'functions/questionnaires/export-questionnaire.ts',
    access: 'admin',
    query: exportQuestionnaireQuery,
    summary:
      "The answers for filling IRCC's forms: `format=json` (default; the questions shown, their labels in both languages and the answers) or `format=pdf` (a section per page group, the person's name and the case on every page; labels in `language` en, fr or both, default the reader's)",
    answer: answer<unknown>(200),
    errors: [NOT_FOUND.CASE, Q.QUESTIONNAIRE_MISSING],
    uses: ['activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
