/** What the cases routes refuse. */
import { namedRefusals } from '../core/refusals';

export const CASES = namedRefusals({
  CASE_NUMBER_TAKEN: { kind: 'conflict', code: 'case-number-taken', message: 'Case number already exists' },
  CASE_EXISTS: { kind: 'conflict', code: 'case-exists', message: 'Case already exists' },
  CASE_CHANGED: { kind: 'conflict', code: 'case-changed', message: 'This case was changed by someone else. Please reload and try again.' },
});
