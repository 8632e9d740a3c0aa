/** POST /v1/admin/cases/{caseId}/questionnaires/{questionnaireId}/return: back to the client, with comments on questions. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { questionnaireDetails, returnQuestionnaire, toQuestionnaire } from './domain/questionnaires';

export const handler = defineRoute(questionnaireRoutes.returnQuestionnaire, async ({ caller, params, body }) => {
  const { caseRecord, record } = await returnQuestionnaire(caller, params.caseId, params.questionnaireId, body);
  noteCaseActivity(caseRecord, 'questionnaire.returned', { details: { ...questionnaireDetails(record), questions: body.comments.map((comment) => comment.questionId) } });
  return ok(toQuestionnaire(record));
});
