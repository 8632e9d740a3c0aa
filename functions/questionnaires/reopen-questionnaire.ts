/** POST /v1/admin/cases/{caseId}/questionnaires/{questionnaireId}/reopen: an accepted questionnaire open again. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { questionnaireDetails, reopenQuestionnaire, toQuestionnaire } from './domain/questionnaires';

export const handler = defineRoute(questionnaireRoutes.reopenQuestionnaire, async ({ caller, params }) => {
  const { caseRecord, record } = await reopenQuestionnaire(caller, params.caseId, params.questionnaireId);
  noteCaseActivity(caseRecord, 'questionnaire.reopened', { details: questionnaireDetails(record) });
  return ok(toQuestionnaire(record));
});
