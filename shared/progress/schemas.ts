/** Request schemas of the progress fields (zod): the case's stage fields and the firm's stage sets. */
import * as z from 'zod/mini';
import { requiredText, text } from '../core/schemas';
import { CASE_LIMITS } from '../cases/limits';
import { PROGRESS_LIMITS } from './limits';

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayField = (label: string) =>
  text(label, 10).check(z.refine((value) => isCalendarDay(value), `${label} must be a date written YYYY-MM-DD`));
/** A key date: a day, or '' to clear it. */
const keyDayField = (label: string) =>
  text(label, 10).check(z.refine((value) => value === '' || isCalendarDay(value), `${label} must be a date written YYYY-MM-DD, or empty to clear it`));

const STAGE_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const stageIdField = (label = 'Stage') =>
  requiredText(label, PROGRESS_LIMITS.stageId).check(
    z.refine((value) => value === '' || STAGE_ID_PATTERN.test(value), `${label} must be lower-case letters, digits and dashes`),
  );

/**
 * The key dates staff fill in (PATCH of the case, `keyDates`): the fields given replace the stored
 * ones, '' removes one, the others stay.
 */
export const keyDatesField = z
  .strictObject(
    {
      submittedOn: z.optional(keyDayField('Submitted on')),
      applicationNumber: z.optional(text('Application number', PROGRESS_LIMITS.applicationNumber)),
      acknowledgedOn: z.optional(keyDayField('Acknowledged on')),
      biometricsRequestedOn: z.optional(keyDayField('Biometrics requested on')),
      biometricsOn: z.optional(keyDayField('Biometrics on')),
      medicalOn: z.optional(keyDayField('Medical exam on')),
      interviewOn: z.optional(keyDayField('Interview on')),
      decisionOn: z.optional(keyDayField('Decision on')),
      expiresOn: z.optional(keyDayField('Expires on')),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Key dates must be an object of dates' : undefined) },
  )
  .check(z.refine((dates) => Object.keys(dates).length > 0, 'Key dates must name at least one date'));
export type KeyDatesChanges = z.infer<typeof keyDatesField>;

/** The progress fields of PATCH /v1/admin/orgs/{orgId}/cases/{caseId} (merged into updateCaseBody). */
export const caseProgressFields = {
  stage: z.optional(stageIdField()),
  stageNote: z.optional(text('Stage note', PROGRESS_LIMITS.stageNote)),
  expectedDate: z.optional(dayField('Expected date')),
  keyDates: z.optional(keyDatesField),
};

const stageLabelField = z.strictObject(
  {
    en: requiredText('Stage name (English)', PROGRESS_LIMITS.stageLabel),
    fr: requiredText('Stage name (French)', PROGRESS_LIMITS.stageLabel),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'A stage name must be an object with en and fr' : undefined) },
);

const stageSetField = z.strictObject(
  {
    category: requiredText('Category', CASE_LIMITS.category),
    stages: z
      .array(
        z.strictObject(
          { stageId: stageIdField('Stage id'), label: stageLabelField },
          { error: (issue) => (issue.code === 'invalid_type' ? 'Each stage must be an object with a stage id and a label' : undefined) },
        ),
        { error: (issue) => (issue.code === 'invalid_type' ? 'Stages must be a list of stages' : undefined) },
      )
      .check(
        z.minLength(1, 'A stage set needs at least one stage'),
        z.maxLength(PROGRESS_LIMITS.stagesPerSet, `A stage set holds at most ${PROGRESS_LIMITS.stagesPerSet} stages`),
        z.refine((stages) => new Set(stages.map((one) => one.stageId)).size === stages.length, 'Stage ids must differ within a set'),
      ),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each stage set must be an object with a category and stages' : undefined) },
);

/**
 * PUT /v1/admin/orgs/{orgId}/stage-sets: the firm's own sets, replacing all it had (a category left
 * out follows the shipped set again). At most one set per category.
 */
export const replaceStageSetsBody = z.strictObject({
  sets: z
    .array(stageSetField, { error: (issue) => (issue.code === 'invalid_type' ? 'Sets must be a list of stage sets' : undefined) })
    .check(
      z.maxLength(PROGRESS_LIMITS.setsPerFirm, `A firm keeps at most ${PROGRESS_LIMITS.setsPerFirm} stage sets`),
      z.refine((sets) => new Set(sets.map((set) => set.category)).size === sets.length, 'Each category may have one stage set'),
    ),
});
export type ReplaceStageSetsBody = z.infer<typeof replaceStageSetsBody>;
