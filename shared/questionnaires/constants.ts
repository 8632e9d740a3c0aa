/** The words of the questionnaires' contract. */

/** A question's type: `list` repeats entries of `fields`, `history` is a list of periods checked for gaps. */
export const QUESTION_TYPES = ['text', 'longtext', 'date', 'choice', 'yesno', 'country', 'list', 'history'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The types a field of a list or history entry may have (no nested lists). */
export const FIELD_TYPES = ['text', 'longtext', 'date', 'choice', 'yesno', 'country'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** open → submitted → returned → submitted → accepted (→ open again when staff reopen it). */
export const QUESTIONNAIRE_STATUSES = ['open', 'submitted', 'returned', 'accepted'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** The statuses in which the case's client may change answers (staff: any but accepted). */
export const CLIENT_EDITABLE: readonly QuestionnaireStatus[] = ['open', 'returned'];
export const STAFF_EDITABLE: readonly QuestionnaireStatus[] = ['open', 'submitted', 'returned'];

export const EXPORT_FORMATS = ['json', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Whose labels a PDF shows: the reader's language, or both. */
export const EXPORT_LANGUAGES = ['en', 'fr', 'both'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];
