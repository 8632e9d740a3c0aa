/** The cases feature's public entry: what other features use of cases, the e-mails sent about them, and composeAboutCase for other features' e-mails about one case. */
export {
  caseForCaller,
  caseOfClient,
  caseOfOrg,
  checkCaseForCaller,
  getCaseOfClient,
  getCaseOfOrg,
  mayReachCase,
  refuseOthersPath,
} from './domain/case-access';
export { getCaseEmail, setCaseEmailDelivery } from './repository/case-emails';
export { getCaseById } from './repository/cases';
export { listAllCaseEmails, listAllCasesOfClient } from './domain/client-records';
export { claimCaseForDestruction, deleteDestroyedCase, destroyCaseEmails, listClosedCasesBefore } from './repository/case-destruction';
export type { ClaimedCase } from './repository/case-destruction';
export { composeAboutCase } from './mail/case-of-event';
export type { CaseFolders } from './domain/cases';
