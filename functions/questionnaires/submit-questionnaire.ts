/** POST /v1/cases/{caseId}/questionnaires/{questionnaireId}/submit: submits it, or names every missing answer and gap. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { questionnaireDetails, submitQuestionnaire, toQuestionnaire } from './domain/questionnaires';

export const handler = defineRoute(questionnaireRoutes.submitQuestionnaire, async ({ caller, params }) => {
  const { caseRecord, record } = await submitQuestionnaire(caller, params.caseId, params.questionnaireId);
  noteCaseActivity(caseRecord, 'questionnaire.submitted', { details: questionnaireDetails(record) });
  return ok(toQuestionnaire(record));
});
