/** GET /v1/cases/{caseId}/questionnaires: a case's questionnaires and their status. */
import { questionnaireRoutes } from '../../shared/questionnaires/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { okList } from '../core/http';
import { listCaseQuestionnaires } from './domain/questionnaires';

export const handler = defineRoute(questionnaireRoutes.listCaseQuestionnaires, async ({ caller, params }) => {
  const { caseRecord, items } = await listCaseQuestionnaires(caller, params.caseId);
  noteCaseActivity(caseRecord, 'questionnaires.viewed');
  return okList(items);
});
