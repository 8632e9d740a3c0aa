/** POST /v1/admin/cases/{caseId}/people: adds a person to a case of the admin's org. */
import { peopleRoutes } from '../../shared/people/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { addCasePerson } from './domain/people';

export const handler = defineRoute(peopleRoutes.addCasePerson, async ({ caller, params, body }) => {
  const { caseRecord, person } = await addCasePerson(caller, params.caseId, body);
  noteCaseActivity(caseRecord, 'person.added', { details: { person: { personId: person.personId, name: person.name, relationship: person.relationship } } });
  return created(person);
});
