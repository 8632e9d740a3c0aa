/** The people-on-the-file feature's public entry: a person of a case (questionnaires concern one), a case's people (a client's copy of their information), and their removal with a destroyed case. */
export { destroyCasePeople, getPerson, listPeopleOfCase } from './repository/people';
export type { PersonRecord } from './repository/people';
export { toPerson } from './domain/people';
