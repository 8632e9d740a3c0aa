/** The people-on-the-file routes: the people a case concerns, and staff adding one. */
import { NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { PEOPLE } from './refusals';
import { addPersonBody } from './schemas';
import type { Person } from './types';

export const peopleRoutes = {
  listCasePeople: {
    id: 'listCasePeople',
    method: 'GET',
    path: '/v1/cases/{caseId}/people',
    handler: 'functions/people/list-case-people.ts',
    access: 'signedIn',
    summary: 'The people a case concerns (the principal applicant, spouse or partner, children, parents, siblings, others), in the order they were added: for the firm\'s staff and the case\'s client',
    answer: answer<{ Items: Person[] }>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
  addCasePerson: {
    id: 'addCasePerson',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/people',
    handler: 'functions/people/add-case-person.ts',
    access: 'admin',
    body: addPersonBody,
    summary: 'Adds a person to a case of the admin\'s org: name, relationship to the principal applicant, date of birth and whether they accompany (one principal applicant per case)',
    answer: answer<Person>(201),
    errors: [NOT_FOUND.CASE, PEOPLE.TOO_MANY, PEOPLE.PRINCIPAL_TAKEN],
    uses: ['activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
