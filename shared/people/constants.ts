/** Who a person on the file is to the principal applicant (the case's client). */
export const PERSON_RELATIONSHIPS = ['principal', 'spouse', 'partner', 'child', 'parent', 'sibling', 'other'] as const;
export type PersonRelationship = (typeof PERSON_RELATIONSHIPS)[number];
