/** The orgs feature's named refusals (the firm's settings). */
import { namedRefusals } from '../core/refusals';
import { RETENTION_YEARS } from './retention';

export const ORGS = namedRefusals({
  /** `retentionYears` outside 6–10 (or not a whole number): the schema's rule answers it with this code. */
  RETENTION_OUT_OF_RANGE: {
    kind: 'invalid',
    code: 'retention-out-of-range',
    message: `Retention years must be a whole number from ${RETENTION_YEARS.min} to ${RETENTION_YEARS.max}`,
  },
  /** `discreetCases` that is not true or false: the schema's rule answers it with this code. */
  DISCREET_CASES_NOT_BOOLEAN: { kind: 'invalid', code: 'discreet-cases-not-boolean', message: 'discreetCases must be true or false' },
});
