/** PATCH /v1/cases/{caseId}/questionnaires/{questionnaireId}: saves some answers (the client's autosave, staff's corrections). */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { answerQuestionnaire, questionnaireDetails, toQuestionnaire } from './domain/questionnaires';

export const handler = defineRoute(questionnaireRoutes.answerQuestionnaire, async ({ caller, params, body }) => {
  const { caseRecord, record, questionIds } = await answerQuestionnaire(caller, params.caseId, params.questionnaireId, body);
  noteCaseActivity(caseRecord, 'questionnaire.answered', { details: { ...questionnaireDetails(record), questions: questionIds } });
  return ok(toQuestionnaire(record));
});
