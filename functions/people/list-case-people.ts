/** GET /v1/cases/{caseId}/people: the people a case concerns, for its firm's staff and its client. */
import { peopleRoutes } from '../../shared/people/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { okList } from '../core/http';
import { listCasePeople } from './domain/people';

export const handler = defineRoute(peopleRoutes.listCasePeople, async ({ caller, params }) => {
  const { caseRecord, people } = await listCasePeople(caller, params.caseId);
  noteCaseActivity(caseRecord, 'people.viewed');
  return okList(people);
});
