/** The cases feature's public entry: what other features use of cases and the messages e-mailed about them. */
export { caseOfClient, caseOfOrg, getCaseOfClient, getCaseOfOrg } from './domain/cases';
export { getCaseMessage, setCaseMessageDelivery } from './repository/case-messages';
export { getCaseById } from './repository/cases';
