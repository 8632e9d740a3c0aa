/** The questionnaires feature's public entry: a destroyed case's questionnaires go with it. */
export { destroyCaseQuestionnaires } from './repository/questionnaires';
