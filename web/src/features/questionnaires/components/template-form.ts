/**
 * The questionnaire template editor's values (Settings → Templates) and the PUT body they make
 * (shared/questionnaires/schemas.ts). Every section, question, field and option carries a `key` of
 * the form's own, so a condition keeps naming its question while labels change and rows move; ids are
 * kept when they exist and made from the English label when new (unique in their scope).
 */
import type { FieldType, QuestionType } from '@shared/questionnaires/constants';
import { QUESTIONNAIRE_LIMITS } from '@shared/questionnaires/limits';
import type { QuestionnaireTemplateBody } from '@shared/questionnaires/schemas';
import type { Bilingual, ChoiceOption, Question, QuestionField, QuestionnaireSection, QuestionnaireTemplateContent, ShowIf } from '@shared/questionnaires/types';

export interface OptionValues {
  key: string;
  /** The stored answer; '' while new (made from the English label). */
  value: string;
  labels: Bilingual;
}

/** A question's condition: the key of an earlier question ('' for none) and the keys of its answers that show it. */
export interface ConditionValues {
  questionKey: string;
  equals: string[];
}

interface ItemValues {
  key: string;
  /** '' while new (made from the English label). */
  id: string;
  labels: Bilingual;
  help: Bilingual;
  details: Bilingual;
  required: boolean;
  options: OptionValues[];
}

export interface FieldFormValues extends ItemValues {
  type: FieldType;
  /** Kept as it is (it names a field of the same entry by its id). */
  showIf?: ShowIf;
}

export interface QuestionValues extends ItemValues {
  type: QuestionType;
  fields: FieldFormValues[];
  condition: ConditionValues;
  /** history: kept when it names a date question still in the template. */
  birthDateQuestionKey: string;
}

export interface SectionValues {
  key: string;
  id: string;
  titles: Bilingual;
  questions: QuestionValues[];
}

export interface TemplateFormValues {
  titles: Bilingual;
  description: Bilingual;
  sections: SectionValues[];
}

/** The answers a yes/no question gives, as a condition names them. */
export const YES_NO = ['yes', 'no'] as const;

const empty = (): Bilingual => ({ en: '', fr: '' });
const newKey = () => crypto.randomUUID();
const hasText = (text: Bilingual) => text.en.trim() !== '' || text.fr.trim() !== '';
const trimmed = (text: Bilingual): Bilingual => ({ en: text.en.trim(), fr: text.fr.trim() });
const optional = (text: Bilingual | undefined): Bilingual => (text ? { ...text } : empty());

/** A type with answers a condition can name (its options, or yes and no). */
export const conditionable = (type: QuestionType | FieldType) => type === 'choice' || type === 'yesno';
export const hasEntries = (type: QuestionType) => type === 'list' || type === 'history';

export function newOption(): OptionValues {
  return { key: newKey(), value: '', labels: empty() };
}

export function newField(): FieldFormValues {
  return { key: newKey(), id: '', type: 'text', labels: empty(), help: empty(), details: empty(), required: false, options: [] };
}

export function newQuestion(): QuestionValues {
  return {
    key: newKey(),
    id: '',
    type: 'text',
    labels: empty(),
    help: empty(),
    details: empty(),
    required: false,
    options: [],
    fields: [],
    condition: { questionKey: '', equals: [] },
    birthDateQuestionKey: '',
  };
}

export function newSection(): SectionValues {
  return { key: newKey(), id: '', titles: empty(), questions: [newQuestion()] };
}

const optionValues = (options: ChoiceOption[] | undefined): OptionValues[] => (options ?? []).map((option) => ({ key: newKey(), value: option.value, labels: { ...option.labels } }));

/** A template (or none: a new one with one empty section) as the form edits it. */
export function templateFormValues(template?: QuestionnaireTemplateContent): TemplateFormValues {
  if (!template) return { titles: empty(), description: empty(), sections: [newSection()] };
  const questionKeys = new Map<string, string>();
  const optionKeys = new Map<string, OptionValues[]>();
  const sections = template.sections.map((section) => ({
    key: newKey(),
    id: section.sectionId,
    titles: { ...section.titles },
    questions: section.questions.map((question) => {
      const key = newKey();
      questionKeys.set(question.questionId, key);
      const options = optionValues(question.options);
      optionKeys.set(question.questionId, options);
      return {
        key,
        id: question.questionId,
        type: question.type,
        labels: { ...question.labels },
        help: optional(question.help),
        details: optional(question.details),
        required: question.required ?? false,
        options,
        fields: (question.fields ?? []).map((field) => ({
          key: newKey(),
          id: field.fieldId,
          type: field.type,
          labels: { ...field.labels },
          help: optional(field.help),
          details: optional(field.details),
          required: field.required ?? false,
          options: optionValues(field.options),
          ...(field.showIf ? { showIf: field.showIf } : {}),
        })),
        condition: { questionKey: '', equals: [] as string[] },
        birthDateQuestionKey: '',
        source: question,
      };
    }),
  }));
  // Conditions name questions by their key, and a choice's answers by their options' keys.
  for (const section of sections) {
    for (const question of section.questions) {
      const { showIf, birthDateQuestionId } = question.source;
      if (showIf) {
        const options = optionKeys.get(showIf.questionId) ?? [];
        question.condition = {
          questionKey: questionKeys.get(showIf.questionId) ?? '',
          equals: showIf.equals.map((value) => options.find((option) => option.value === value)?.key ?? value),
        };
      }
      if (birthDateQuestionId) question.birthDateQuestionKey = questionKeys.get(birthDateQuestionId) ?? '';
    }
  }
  return {
    titles: { ...template.titles },
    description: optional(template.description),
    sections: sections.map((section) => ({ ...section, questions: section.questions.map(({ source: _source, ...question }) => question) })),
  };
}

/** Lower-case words of a label without accents. */
const words = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** An id made from a label (camelCase, as the shipped templates' ids), unique among `taken` (which it joins). */
export function idFromLabel(label: string, taken: Set<string>, fallback: string): string {
  const [first = fallback, ...rest] = words(label);
  const base = (first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')).slice(0, 40);
  return claim(base, taken, '');
}

/** A template id made from its English title: lower-case words joined by dashes, unique among `taken`. */
export function templateIdFromTitle(title: string, taken: readonly string[]): string {
  const base = words(title).join('-').slice(0, QUESTIONNAIRE_LIMITS.templateIdLength - 4).replace(/-+$/, '') || 'template';
  return claim(base, new Set(taken), '-');
}

function claim(base: string, taken: Set<string>, separator: string): string {
  let id = base;
  for (let number = 2; taken.has(id); number += 1) id = `${base}${separator}${number}`;
  taken.add(id);
  return id;
}

const withOptionalTexts = (item: ItemValues, type: QuestionType | FieldType) => ({
  ...(item.required ? { required: true } : {}),
  ...(hasText(item.help) ? { help: trimmed(item.help) } : {}),
  ...(type === 'yesno' && hasText(item.details) ? { details: trimmed(item.details) } : {}),
});

/** The options of a choice, each new one valued from its English label; the values by option key. */
function bodyOptions(options: OptionValues[], answers: Map<string, string>): ChoiceOption[] {
  const taken = new Set(options.map((option) => option.value).filter(Boolean));
  return options.map((option) => {
    const value = option.value || idFromLabel(option.labels.en, taken, 'option');
    answers.set(option.key, value);
    return { value, labels: trimmed(option.labels) };
  });
}

function bodyFields(fields: FieldFormValues[]): QuestionField[] {
  const taken = new Set(fields.map((field) => field.id).filter(Boolean));
  const made = fields.map((field) => ({ field, fieldId: field.id || idFromLabel(field.labels.en, taken, 'field') }));
  const ids = new Set(made.map(({ fieldId }) => fieldId));
  return made.map(({ field, fieldId }) => ({
    fieldId,
    type: field.type,
    labels: trimmed(field.labels),
    ...withOptionalTexts(field, field.type),
    ...(field.type === 'choice' ? { options: bodyOptions(field.options, new Map()) } : {}),
    // A condition on a field removed since, or on itself, goes with it.
    ...(field.showIf && field.showIf.questionId !== fieldId && ids.has(field.showIf.questionId) ? { showIf: field.showIf } : {}),
  }));
}

/** The PUT body the form's values make (what the shared schema then checks). */
export function templateBody(values: TemplateFormValues): QuestionnaireTemplateBody {
  const sectionIds = new Set(values.sections.map((section) => section.id).filter(Boolean));
  const questionIds = new Set(values.sections.flatMap((section) => section.questions.map((question) => question.id)).filter(Boolean));
  const idsByKey = new Map<string, string>();
  const typesByKey = new Map<string, QuestionType>();
  const answersByKey = new Map<string, string>(YES_NO.map((answer) => [answer, answer]));
  const sections: QuestionnaireSection[] = values.sections.map((section) => ({
    sectionId: section.id || idFromLabel(section.titles.en, sectionIds, 'section'),
    titles: trimmed(section.titles),
    questions: section.questions.map((question): Question => {
      const questionId = question.id || idFromLabel(question.labels.en, questionIds, 'question');
      const condition = question.condition;
      // A condition names an earlier question (one already made); one on a question gone since goes with it.
      const conditionOn = condition.questionKey ? idsByKey.get(condition.questionKey) : undefined;
      // Answers of options removed since are left out.
      const equals = condition.equals.flatMap((key) => answersByKey.get(key) ?? []);
      const birthDate = question.type === 'history' && question.birthDateQuestionKey ? idsByKey.get(question.birthDateQuestionKey) : undefined;
      const made: Question = {
        questionId,
        type: question.type,
        labels: trimmed(question.labels),
        ...withOptionalTexts(question, question.type),
        ...(question.type === 'choice' ? { options: bodyOptions(question.options, answersByKey) } : {}),
        ...(hasEntries(question.type) ? { fields: bodyFields(question.fields) } : {}),
        ...(conditionOn ? { showIf: { questionId: conditionOn, equals } } : {}),
        ...(birthDate && typesByKey.get(question.birthDateQuestionKey) === 'date' ? { birthDateQuestionId: birthDate } : {}),
      };
      idsByKey.set(question.key, questionId);
      typesByKey.set(question.key, question.type);
      return made;
    }),
  }));
  return {
    titles: trimmed(values.titles),
    ...(hasText(values.description) ? { description: trimmed(values.description) } : {}),
    sections,
  };
}
