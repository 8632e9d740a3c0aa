/** What the progress fields and the stage-set routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';

export const PROGRESS = namedRefusals({
  /** A `stage` (or a case's current stage after a category change) that the category's set does not have. */
  STAGE_UNKNOWN: { kind: 'invalid', code: 'stage-unknown', message: "Stage is not one of the firm's stages for this case's category" },
  /** `stageNote` or `expectedDate` without a `stage` to attach them to, on a case that has none. */
  STAGE_REQUIRED: { kind: 'invalid', code: 'stage-required', message: 'A stage note or expected date needs a stage: choose the case’s stage' },
});
