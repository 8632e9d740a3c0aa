/**
 * What makes a template usable beyond its schema: ids unique, each question with what its type
 * needs, conditions that name an earlier question (or a field of the same entry). Answers the first
 * problem in words, or undefined.
 */
import type { QuestionnaireTemplateContent } from './types';

const duplicate = (ids: readonly string[]) => ids.find((id, index) => ids.indexOf(id) !== index);

export function templateProblem(template: QuestionnaireTemplateContent): string | undefined {
  const sectionTwice = duplicate(template.sections.map((section) => section.sectionId));
  if (sectionTwice) return `section id ${sectionTwice} is used twice`;
  const questions = template.sections.flatMap((section) => section.questions);
  const questionTwice = duplicate(questions.map((question) => question.questionId));
  if (questionTwice) return `question id ${questionTwice} is used twice`;
  const seen = new Map<string, (typeof questions)[number]>();
  for (const question of questions) {
    const id = question.questionId;
    if (question.showIf && !seen.has(question.showIf.questionId)) return `the condition of ${id} names no earlier question`;
    if (question.type === 'choice' && (question.options ?? []).length === 0) return `choice question ${id} has no options`;
    if (question.options && duplicate(question.options.map((option) => option.value))) return `question ${id} offers an option twice`;
    if ((question.type === 'list' || question.type === 'history') !== (question.fields !== undefined)) {
      return question.fields ? `question ${id} has fields but is not a list or a history` : `list question ${id} has no fields`;
    }
    if (question.type === 'list' && (question.fields ?? []).length === 0) return `list question ${id} has no fields`;
    if (question.details && question.type !== 'yesno') return `question ${id} asks for details but is not yes/no`;
    if (question.birthDateQuestionId) {
      if (question.type !== 'history') return `question ${id} names a birth date but is not a history`;
      if (seen.get(question.birthDateQuestionId)?.type !== 'date') return `the birth date of ${id} names no earlier date question`;
    }
    const fields = question.fields ?? [];
    const fieldTwice = duplicate(fields.map((field) => field.fieldId));
    if (fieldTwice) return `field id ${fieldTwice} of ${id} is used twice`;
    for (const field of fields) {
      if (question.type === 'history' && (field.fieldId === 'from' || field.fieldId === 'to')) return `history ${id} names a field ${field.fieldId}: its periods have their own`;
      if (field.type === 'choice' && (field.options ?? []).length === 0) return `choice field ${field.fieldId} of ${id} has no options`;
      if (field.details && field.type !== 'yesno') return `field ${field.fieldId} of ${id} asks for details but is not yes/no`;
      if (field.showIf && !fields.some((other) => other.fieldId === field.showIf?.questionId && other !== field)) return `the condition of field ${field.fieldId} of ${id} names no field of the entry`;
    }
    seen.set(id, question);
  }
  return undefined;
}
