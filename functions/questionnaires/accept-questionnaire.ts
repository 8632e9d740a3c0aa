/** POST /v1/admin/cases/{caseId}/questionnaires/{questionnaireId}/accept: accepts it, its answers locked. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { acceptQuestionnaire, questionnaireDetails, toQuestionnaire } from './domain/questionnaires';

export const handler = defineRoute(questionnaireRoutes.acceptQuestionnaire, async ({ caller, params }) => {
  const { caseRecord, record } = await acceptQuestionnaire(caller, params.caseId, params.questionnaireId);
  noteCaseActivity(caseRecord, 'questionnaire.accepted', { details: questionnaireDetails(record) });
  return ok(toQuestionnaire(record));
});
