/** What the activity routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';

export const ACTIVITY = namedRefusals({
  /** `kind=` names no kind of event the log records. */
  KIND_UNKNOWN: { kind: 'invalid', code: 'activity-kind-unknown', message: 'kind names no kind of activity' },
});
