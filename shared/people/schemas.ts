/** Request schemas of the people-on-the-file routes. */
import * as z from 'zod/mini';
import { flag, requiredText, text } from '../core/schemas';
import { isCalendarDay } from '../questionnaires/dates';
import { PERSON_RELATIONSHIPS } from './constants';
import { PEOPLE_LIMITS } from './limits';

/** POST /v1/admin/cases/{caseId}/people. */
export const addPersonBody = z.strictObject({
  name: requiredText('Name', PEOPLE_LIMITS.name),
  relationship: z.enum(PERSON_RELATIONSHIPS, { error: `Relationship must be one of ${PERSON_RELATIONSHIPS.join(', ')}` }),
  dateOfBirth: z.optional(text('Date of birth', 10).check(z.refine(isCalendarDay, 'Date of birth must be a date written YYYY-MM-DD'))),
  accompanying: z.optional(flag('Accompanying')),
});
export type AddPersonBody = z.infer<typeof addPersonBody>;
