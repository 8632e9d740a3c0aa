/** Request schemas of the questionnaire routes (zod), shared by the handlers and the web. */
import * as z from 'zod/mini';
import { requiredText } from '../core/schemas';
import { EXPORT_FORMATS, EXPORT_LANGUAGES, FIELD_TYPES, QUESTION_TYPES } from './constants';
import { QUESTIONNAIRE_LIMITS as L } from './limits';

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A question's, a field's, a section's or an option's id: letters, digits, dashes and underscores. */
const idField = (label: string) => requiredText(label, L.id).check(z.refine((value) => ID_PATTERN.test(value), `${label} must be letters, digits, dashes and underscores`));

/** What a wrong type of a list or an object says (zod's own words name no field a person knows). */
const typeError = (sentence: string) => ({ error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? sentence : undefined) });
const list = <T extends z.ZodMiniType>(item: T, label: string) => z.array(item, typeError(`${label} must be a list`));

const bilingual = (label: string, max: number) =>
  z.strictObject(
    { en: requiredText(`${label} (English)`, max), fr: requiredText(`${label} (French)`, max) },
    { error: (issue) => (issue.code === 'invalid_type' ? `${label} must be an object with en and fr` : undefined) },
  );

const optionField = z.strictObject({ value: requiredText('Option value', L.id), labels: bilingual('Option labels', L.label) }, typeError('Each option must be an object with a value and labels'));

const showIfField = z.strictObject({
  questionId: idField('Condition question id'),
  equals: list(requiredText('Condition answer', L.id), 'Condition answers').check(z.minLength(1, 'A condition names at least one answer'), z.maxLength(20, 'A condition names at most 20 answers')),
});

const questionFieldField = z.strictObject({
  fieldId: idField('Field id'),
  type: z.enum(FIELD_TYPES, { error: `Field type must be one of ${FIELD_TYPES.join(', ')}` }),
  labels: bilingual('Field labels', L.label),
  help: z.optional(bilingual('Field help', L.help)),
  required: z.optional(z.boolean({ error: 'Required must be true or false' })),
  options: z.optional(list(optionField, 'Options').check(z.maxLength(L.options, `At most ${L.options} options`))),
  showIf: z.optional(showIfField),
  details: z.optional(bilingual('Details labels', L.label)),
}, typeError('Each field must be an object with a field id, a type and labels'));

const questionField = z.strictObject({
  questionId: idField('Question id'),
  type: z.enum(QUESTION_TYPES, { error: `Question type must be one of ${QUESTION_TYPES.join(', ')}` }),
  labels: bilingual('Question labels', L.label),
  help: z.optional(bilingual('Question help', L.help)),
  required: z.optional(z.boolean({ error: 'Required must be true or false' })),
  options: z.optional(list(optionField, 'Options').check(z.maxLength(L.options, `At most ${L.options} options`))),
  fields: z.optional(list(questionFieldField, 'Fields').check(z.maxLength(L.fieldsPerQuestion, `At most ${L.fieldsPerQuestion} fields`))),
  showIf: z.optional(showIfField),
  details: z.optional(bilingual('Details labels', L.label)),
  birthDateQuestionId: z.optional(idField('Birth date question id')),
}, typeError('Each question must be an object with a question id, a type and labels'));

const sectionField = z.strictObject({
  sectionId: idField('Section id'),
  titles: bilingual('Section titles', L.label),
  questions: list(questionField, 'Questions')
    .check(z.minLength(1, 'A section has at least one question'), z.maxLength(L.questionsPerSection, `A section has at most ${L.questionsPerSection} questions`)),
}, typeError('Each section must be an object with a section id, titles and questions'));

/** PUT /v1/admin/questionnaire-templates/{templateId}: the whole template. */
export const questionnaireTemplateBody = z.strictObject({
  titles: bilingual('Titles', L.label),
  description: z.optional(bilingual('Description', L.help)),
  sections: list(sectionField, 'Sections').check(z.minLength(1, 'A template has at least one section'), z.maxLength(L.sections, `A template has at most ${L.sections} sections`)),
});
export type QuestionnaireTemplateBody = z.infer<typeof questionnaireTemplateBody>;

/** A template id: lower-case letters, digits and dashes (a shipped id saves the firm's version of it). */
export const questionnaireTemplateIdParam = requiredText('Template id', L.templateIdLength).check(
  z.refine((value) => /^[a-z0-9-]+$/.test(value), `Template id must be 1 to ${L.templateIdLength} lower-case letters, digits and dashes`),
);

/** POST /v1/admin/cases/{caseId}/questionnaires. */
export const createQuestionnaireBody = z.strictObject({
  templateId: requiredText('Template id', L.templateIdLength),
  personId: z.optional(requiredText('Person id', 128)),
});
export type CreateQuestionnaireBody = z.infer<typeof createQuestionnaireBody>;

/**
 * PATCH /v1/cases/{caseId}/questionnaires/{questionnaireId}: some answers, by question id (`null`
 * clears one); each value is checked against its question's type by the server.
 */
export const answerQuestionnaireBody = z.strictObject({
  answers: z
    .record(z.string().check(z.minLength(1, 'A question id is required'), z.maxLength(L.id, `A question id has at most ${L.id} characters`)), z.unknown(), typeError('Answers must be an object of answers by question id'))
    .check(
      z.refine((answers) => Object.keys(answers).length > 0, 'Answers must name at least one question'),
      z.refine((answers) => Object.keys(answers).length <= L.answersPerPatch, `At most ${L.answersPerPatch} answers at once`),
    ),
});
export type AnswerQuestionnaireBody = z.infer<typeof answerQuestionnaireBody>;

/** POST …/return: a comment per question the client should look at again (at least one). */
export const returnQuestionnaireBody = z.strictObject({
  comments: list(z.strictObject({ questionId: idField('Question id'), text: requiredText('Comment', L.commentText) }, typeError('Each comment must be an object with a question id and a text')), 'Comments')
    .check(z.minLength(1, 'Give at least one comment'), z.maxLength(L.comments, `At most ${L.comments} comments`)),
});
export type ReturnQuestionnaireBody = z.infer<typeof returnQuestionnaireBody>;

/** GET …/export: `format` json (default) or pdf; a PDF's labels in `language` (en, fr or both; default the reader's). */
export const exportQuestionnaireQuery = z.strictObject({
  format: z.optional(z.enum(EXPORT_FORMATS, { error: `Format must be one of ${EXPORT_FORMATS.join(', ')}` })),
  language: z.optional(z.enum(EXPORT_LANGUAGES, { error: `Language must be one of ${EXPORT_LANGUAGES.join(', ')}` })),
});
