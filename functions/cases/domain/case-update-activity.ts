/**
 * What the activity log says of a change to a case: the fields named (for any reader that knows no
 * more), and the values a sentence needs — the stage moved to or noted on (with its names in both
 * languages as the firm's set had them then), the expected date, the new status and category, the
 * legal hold, discreet e-mails, the key dates set or cleared (their names). Never the note's or the description's text.
 */
import type { ActivityDetails } from '../../../shared/activity/types';
import type { Case } from '../../../shared/cases/types';
import type { UpdateCaseBody } from '../../../shared/cases/schemas';
import { stageSetFor } from '../../../shared/progress/stages';
import type { StageSet } from '../../../shared/progress/types';

export function caseUpdateDetails(body: UpdateCaseBody, before: Pick<Case, 'stage'>, after: Case, firmSets: readonly StageSet[] = []): ActivityDetails {
  const touchesStage = body.stage !== undefined || body.stageNote !== undefined || body.expectedDate !== undefined;
  const label = after.stage ? stageSetFor(after.category, firmSets).stages.find((stage) => stage.stageId === after.stage)?.label : undefined;
  return {
    fields: Object.keys(body).sort(),
    ...(touchesStage && after.stage ? { stage: { stageId: after.stage, ...(label ? { label: { en: label.en, fr: label.fr } } : {}), moved: after.stage !== before.stage } } : {}),
    ...(body.expectedDate ? { expectedDate: body.expectedDate } : {}),
    ...(body.status !== undefined ? { status: after.status } : {}),
    ...(body.category !== undefined ? { category: after.category } : {}),
    ...(body.legalHold !== undefined ? { legalHold: body.legalHold } : {}),
    ...(body.discreet !== undefined ? { discreet: body.discreet } : {}),
    ...(body.keyDates ? { keyDates: Object.keys(body.keyDates).sort() } : {}),
  };
}
