/** GET /v1/cases/{caseId}/questionnaires/{questionnaireId}: its questions, answers, comments, what is missing and the gaps. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { questionnaireDetails, readForCaller, toQuestionnaire } from './domain/questionnaires';

export const handler = defineRoute(questionnaireRoutes.getQuestionnaire, async ({ caller, params }) => {
  const { caseRecord, record } = await readForCaller(caller, params.caseId, params.questionnaireId);
  noteCaseActivity(caseRecord, 'questionnaire.viewed', { details: questionnaireDetails(record) });
  return ok(toQuestionnaire(record));
});
