export function isDiscreetCase(caseRecord: { discreet?: boolean }, firm: { discreetCases?: boolean }): boolean { return firm.discreetCases === true || caseRecord.discreet === true; }
