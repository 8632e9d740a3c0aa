/** POST /v1/admin/cases/{caseId}/questionnaires: starts a questionnaire of a template for a person on the file. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { questionnaireDetails, toQuestionnaire } from './domain/questionnaires';
import { startQuestionnaire } from './domain/start';

export const handler = defineRoute(questionnaireRoutes.createQuestionnaire, async ({ caller, params, body }) => {
  const { caseRecord, record } = await startQuestionnaire(caller, params.caseId, body);
  noteCaseActivity(caseRecord, 'questionnaire.created', { details: questionnaireDetails(record) });
  return created(toQuestionnaire(record));
});
