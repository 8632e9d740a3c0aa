/** The questionnaires feature's public entry: a destroyed case's questionnaires go with it; a copy of a client's information holds theirs. */
export { destroyCaseQuestionnaires } from './repository/questionnaires';
export { questionnairesOfClientCase } from './domain/questionnaires';
