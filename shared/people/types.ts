/** The people a case concerns, as the API answers them (GET /v1/cases/{caseId}/people). */
import type { PersonRelationship } from './constants';

export interface Person {
  personId: string;
  caseId: string;
  name: string;
  relationship: PersonRelationship;
  /** YYYY-MM-DD, when known: the personal history's required span starts at the 18th birthday. */
  dateOfBirth?: string;
  /** Whether they accompany the principal applicant (IMM 5645's "accompanying"). */
  accompanying?: boolean;
  createdAt: string;
}
