/**
 * Questionnaire templates and questionnaires as the API answers them. A template is sections of
 * questions, each labelled in English and French; a questionnaire is a template's copy sent to the
 * client of a case (about one person on the file), with the answers, who gave each and when.
 */
import type { FieldType, QuestionType, QuestionnaireStatus } from './constants';

export interface Bilingual {
  en: string;
  fr: string;
}

export interface ChoiceOption {
  value: string;
  labels: Bilingual;
}

/**
 * Shown only when another question of the questionnaire (or, inside an entry, another field of the
 * entry) has one of these answers (a yes/no question's answer is "yes" or "no"). A hidden question is
 * never missing, and its answer is left out of the export.
 */
export interface ShowIf {
  questionId: string;
  equals: string[];
}

/** A field of a list's or a history's entry. */
export interface QuestionField {
  fieldId: string;
  type: FieldType;
  labels: Bilingual;
  help?: Bilingual;
  required?: boolean;
  options?: ChoiceOption[];
  /** Inside an entry: another field of the same entry. */
  showIf?: ShowIf;
  /** yesno: the details asked when the answer is "yes". */
  details?: Bilingual;
}

export interface Question {
  questionId: string;
  type: QuestionType;
  labels: Bilingual;
  help?: Bilingual;
  required?: boolean;
  /** choice: the answers offered. */
  options?: ChoiceOption[];
  /** list, history: what each entry holds (a history's entries also have `from` and `to`). */
  fields?: QuestionField[];
  showIf?: ShowIf;
  /** yesno: the details asked when the answer is "yes" (then required). */
  details?: Bilingual;
  /**
   * history: the date question whose answer is the person's date of birth (for the 18th-birthday
   * rule); without it, or unanswered, the person on the file's date of birth.
   */
  birthDateQuestionId?: string;
}

export interface QuestionnaireSection {
  sectionId: string;
  titles: Bilingual;
  questions: Question[];
}

export interface QuestionnaireTemplateContent {
  titles: Bilingual;
  description?: Bilingual;
  sections: QuestionnaireSection[];
}

export interface QuestionnaireTemplate extends QuestionnaireTemplateContent {
  templateId: string;
}

/** A template as listed: the portal's (shipped) or the firm's (its own, or its version of a shipped one). */
export interface ListedQuestionnaireTemplate extends QuestionnaireTemplate {
  origin: 'portal' | 'firm';
}

/** Who gave an answer or made a change. */
export interface QuestionnaireActor {
  userId: string;
  name: string;
  role: 'admin' | 'client';
}

/** yes/no with details, as stored. */
export interface YesNoAnswer {
  answer: 'yes' | 'no';
  details?: string;
}

/** A value of an entry's field or of a question (a list's and a history's: their entries). */
export type FieldValue = string | YesNoAnswer;
export type EntryValue = Record<string, FieldValue>;
export type AnswerValue = FieldValue | EntryValue[];

/** An answer with who gave it and when (the last write of that question wins). */
export interface Answer {
  value: AnswerValue;
  by: QuestionnaireActor;
  at: string;
}

/** A comment of the firm's on a question when it returned the questionnaire (the client reads it beside the question). */
export interface QuestionComment {
  questionId: string;
  text: string;
  by: QuestionnaireActor;
  at: string;
}

/** A period of a history question that no entry covers. */
export interface HistoryGap {
  questionId: string;
  from: string;
  to: string;
}

export interface QuestionnaireEvent {
  action: 'created' | 'submitted' | 'returned' | 'accepted' | 'reopened';
  by: QuestionnaireActor;
  at: string;
}

/** A questionnaire in a case's list. */
export interface QuestionnaireSummary {
  questionnaireId: string;
  caseId: string;
  templateId: string;
  titles: Bilingual;
  personId?: string;
  personName?: string;
  status: QuestionnaireStatus;
  createdAt: string;
  updatedAt: string;
  submittedAt?: string;
  acceptedAt?: string;
}

/** One questionnaire with its questions and answers, and what still stands in the way of its submission. */
export interface Questionnaire extends QuestionnaireSummary {
  description?: Bilingual;
  /** The person's date of birth when known (the history's span). */
  dateOfBirth?: string;
  sections: QuestionnaireSection[];
  answers: Record<string, Answer>;
  comments: QuestionComment[];
  history: QuestionnaireEvent[];
  /** Required questions shown and not (fully) answered, in the questionnaire's order. */
  missing: string[];
  /** Periods of the history questions no entry covers, as of today. */
  gaps: HistoryGap[];
}

/** The body of a refused submission: every problem at once. */
export interface SubmissionProblems {
  message: string;
  missing: string[];
  gaps: HistoryGap[];
}
