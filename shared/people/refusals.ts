/** What the people-on-the-file routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';
import { PEOPLE_LIMITS } from './limits';

export const PEOPLE = namedRefusals({
  TOO_MANY: { kind: 'conflict', code: 'people-limit', message: `A case can list at most ${PEOPLE_LIMITS.perCase} people` },
  /** A second principal applicant: a case has one. */
  PRINCIPAL_TAKEN: { kind: 'conflict', code: 'people-principal-taken', message: 'This case already has its principal applicant' },
  /** A person id that names nobody on the case. */
  PERSON_MISSING: { kind: 'not-found', code: 'person-missing', message: 'Person not found' },
});
