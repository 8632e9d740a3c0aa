/** Limits of questionnaire templates, questionnaires and their answers. */
export const QUESTIONNAIRE_LIMITS = {
  templateIdLength: 64,
  templatesPerFirm: 50,
  sections: 30,
  questionsPerSection: 60,
  fieldsPerQuestion: 20,
  options: 300,
  id: 64,
  label: 500,
  help: 2000,
  /** A text answer, and a yes/no's details. */
  answerText: 4000,
  /** Entries of a list or a history answer. */
  entries: 100,
  /** Answers in one PATCH. */
  answersPerPatch: 200,
  comments: 100,
  commentText: 2000,
  /** Questionnaires on one case. */
  perCase: 50,
} as const;
