/**
 * Whether a client's e-mails about a case are discreet: they then name neither the case nor its
 * category (a refugee claimant's notice on a shared phone's lock screen). The firm's setting makes
 * every case discreet; otherwise the case's own flag decides.
 */
export function isDiscreetCase(caseRecord: { discreet?: boolean }, firm: { discreetCases?: boolean }): boolean {
  return firm.discreetCases === true || caseRecord.discreet === true;
}
