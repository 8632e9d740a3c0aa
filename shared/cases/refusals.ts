/** What the cases routes refuse. */
import { namedRefusals } from '../core/refusals';

export const CASES = namedRefusals({
  CASE_NUMBER_TAKEN: { kind: 'conflict', code: 'case-number-taken', message: 'Case number already exists' },
  CASE_EXISTS: { kind: 'conflict', code: 'case-exists', message: 'Case already exists' },
  CASE_CHANGED: { kind: 'conflict', code: 'case-changed', message: 'This case was changed by someone else. Please reload and try again.' },
  /** The retention job has started destroying the case (past its date, not under legal hold): it no longer changes. */
  BEING_DESTROYED: {
    kind: 'conflict',
    code: 'case-being-destroyed',
    message: "This case is being destroyed under the firm's retention rule and can no longer be changed",
  },
  /** `discreet` that is not true or false: the schema's rule answers it with this code. */
  DISCREET_NOT_BOOLEAN: { kind: 'invalid', code: 'discreet-not-boolean', message: 'discreet must be true or false' },
});
