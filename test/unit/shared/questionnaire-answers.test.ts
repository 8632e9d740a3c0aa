/**
 * Answers against their questions: each type's values (refused when not of the type), conditions
 * that show or hide questions, what is still missing, the history's gaps, and a template's own rules.
 */
import { checkAnswer, historyGapsOf, missingAnswers, visibleQuestions } from '../../../shared/questionnaires/answers';
import { questionnaireTemplateBody } from '../../../shared/questionnaires/schemas';
import { SHIPPED_QUESTIONNAIRE_TEMPLATES } from '../../../shared/questionnaires/shipped';
import { templateProblem } from '../../../shared/questionnaires/template-check';
import type { Question, QuestionnaireSection } from '../../../shared/questionnaires/types';

const labels = (en: string) => ({ en, fr: `${en} (fr)` });
const q = (questionId: string, type: Question['type'], more: Partial<Question> = {}): Question => ({ questionId, type, labels: labels(questionId), ...more });

const maritalStatus = q('maritalStatus', 'choice', {
  required: true,
  options: [
    { value: 'single', labels: labels('Single') },
    { value: 'married', labels: labels('Married') },
  ],
});
const spouseName = q('spouseName', 'text', { required: true, showIf: { questionId: 'maritalStatus', equals: ['married'] } });
const spouseBirth = q('spouseBirth', 'date', { required: true, showIf: { questionId: 'spouseName', equals: ['Maria'] } });
const refused = q('refused', 'yesno', { required: true, details: labels('Details') });
const children = q('children', 'list', {
  fields: [
    { fieldId: 'name', type: 'text', labels: labels('Name'), required: true },
    { fieldId: 'birth', type: 'date', labels: labels('Birth') },
  ],
});
const birthDate = q('birthDate', 'date');
const history = q('history', 'history', { required: true, birthDateQuestionId: 'birthDate', fields: [{ fieldId: 'activity', type: 'text', labels: labels('Activity'), required: true }] });
const SECTIONS: QuestionnaireSection[] = [
  { sectionId: 'family', titles: labels('Family'), questions: [maritalStatus, spouseName, spouseBirth, refused, children] },
  { sectionId: 'history', titles: labels('History'), questions: [birthDate, history] },
];

describe('an answer of each type', () => {
  it('keeps a text trimmed, and refuses one that is not text', () => {
    expect(checkAnswer(q('name', 'text'), '  Ana  ')).toEqual({ value: 'Ana' });
    expect(checkAnswer(q('name', 'text'), 42)).toEqual({ problem: 'it must be text' });
  });

  it('refuses a line break in a one-line text, keeps it in a long text', () => {
    expect(checkAnswer(q('name', 'text'), 'a\nb')).toHaveProperty('problem');
    expect(checkAnswer(q('notes', 'longtext'), 'a\nb')).toEqual({ value: 'a\nb' });
  });

  it('takes a real calendar day only', () => {
    expect(checkAnswer(birthDate, '1990-02-28')).toEqual({ value: '1990-02-28' });
    expect(checkAnswer(birthDate, '1990-02-30')).toHaveProperty('problem');
  });

  it('takes one of the choices offered', () => {
    expect(checkAnswer(maritalStatus, 'married')).toEqual({ value: 'married' });
    expect(checkAnswer(maritalStatus, 'divorced')).toEqual({ problem: 'it must be one of the choices offered' });
  });

  it('reads yes/no from a boolean, a word or an object with details', () => {
    expect(checkAnswer(refused, true)).toEqual({ value: { answer: 'yes' } });
    expect(checkAnswer(refused, 'no')).toEqual({ value: { answer: 'no' } });
    expect(checkAnswer(refused, { answer: 'yes', details: 'Visitor visa, 2019' })).toEqual({ value: { answer: 'yes', details: 'Visitor visa, 2019' } });
    expect(checkAnswer(q('plain', 'yesno'), { answer: 'yes', details: 'x' })).toEqual({ problem: 'this question asks for no details' });
    expect(checkAnswer(refused, 'maybe')).toHaveProperty('problem');
  });

  it('takes a country by its ISO code', () => {
    expect(checkAnswer(q('country', 'country'), 'CA')).toEqual({ value: 'CA' });
    expect(checkAnswer(q('country', 'country'), 'Canada')).toHaveProperty('problem');
  });

  it('takes a list of entries of its fields, and refuses a field it does not have', () => {
    expect(checkAnswer(children, [{ name: 'Leo', birth: '2015-04-01' }])).toEqual({ value: [{ name: 'Leo', birth: '2015-04-01' }] });
    expect(checkAnswer(children, [{ nickname: 'Leo' }])).toEqual({ problem: 'entry 1 has no field nickname' });
    expect(checkAnswer(children, 'Leo')).toEqual({ problem: 'it must be a list of entries' });
  });

  it('takes history periods from a day or month to a day, a month or "present", and refuses one that ends before it starts', () => {
    expect(checkAnswer(history, [{ from: '2016-01', to: 'present', activity: 'Work' }])).toEqual({ value: [{ from: '2016-01', to: 'present', activity: 'Work' }] });
    expect(checkAnswer(history, [{ from: '2020-01-01', to: '2019-01-01' }])).toEqual({ problem: 'entry 1 ends before it starts' });
    expect(checkAnswer(history, [{ from: 'soon' }])).toHaveProperty('problem');
  });
});

describe('conditions', () => {
  it('hide a question until the answer it depends on is given', () => {
    expect(visibleQuestions(SECTIONS, {}).map((question) => question.questionId)).not.toContain('spouseName');
    expect(visibleQuestions(SECTIONS, { maritalStatus: 'married' }).map((question) => question.questionId)).toContain('spouseName');
  });

  it('hide a question whose condition names a hidden question', () => {
    expect(visibleQuestions(SECTIONS, { maritalStatus: 'single', spouseName: 'Maria' }).map((question) => question.questionId)).not.toContain('spouseBirth');
  });
});

describe('what is missing', () => {
  it('is every required question shown and unanswered, in order', () => {
    expect(missingAnswers(SECTIONS, {})).toEqual(['maritalStatus', 'refused', 'history']);
  });

  it('takes in a question a condition shows', () => {
    expect(missingAnswers(SECTIONS, { maritalStatus: 'married' })).toEqual(['spouseName', 'refused', 'history']);
  });

  it('counts a "yes" without its details, an entry without a required field, a period without its end', () => {
    const answers = {
      maritalStatus: 'single',
      refused: { answer: 'yes' as const },
      children: [{ birth: '2015-04-01' }],
      history: [{ from: '2016-01-01', activity: 'Work' }],
    };

    expect(missingAnswers(SECTIONS, answers)).toEqual(['refused', 'children', 'history']);
  });

  it('is nothing once every required answer is given', () => {
    const answers = { maritalStatus: 'single', refused: { answer: 'no' as const }, history: [{ from: '2010-01-01', to: 'present', activity: 'Work' }] };

    expect(missingAnswers(SECTIONS, answers)).toEqual([]);
  });
});

describe('the gaps of the history questions', () => {
  it('are named per question, from the birth date question’s answer', () => {
    const answers = { birthDate: '2004-02-29', history: [{ from: '2022-03-01', to: '2023-12-31' }, { from: '2024-04-01', to: 'present' }] };

    expect(historyGapsOf(SECTIONS, answers, '2026-06-15')).toEqual([{ questionId: 'history', from: '2024-01-01', to: '2024-03-31' }]);
  });

  it('use the person’s date of birth when the questionnaire asks none', () => {
    expect(historyGapsOf(SECTIONS, { history: [{ from: '2021-01-01', to: 'present' }] }, '2026-06-15', '2003-01-01')).toEqual([]);
  });
});

describe('a template', () => {
  const template = (questions: Question[]) => ({ titles: labels('T'), sections: [{ sectionId: 's', titles: labels('S'), questions }] });

  it('is valid with the examples above', () => {
    expect(templateProblem({ titles: labels('T'), sections: SECTIONS })).toBeUndefined();
  });

  it('refuses a question id used twice', () => {
    expect(templateProblem(template([q('a', 'text'), q('a', 'date')]))).toBe('question id a is used twice');
  });

  it('refuses a condition on a later or unknown question', () => {
    expect(templateProblem(template([q('a', 'text', { showIf: { questionId: 'b', equals: ['x'] } }), q('b', 'text')]))).toBe('the condition of a names no earlier question');
  });

  it('refuses a choice without options and a list without fields', () => {
    expect(templateProblem(template([q('a', 'choice')]))).toBe('choice question a has no options');
    expect(templateProblem(template([q('a', 'list')]))).toBe('list question a has no fields');
  });
});

describe('the shipped templates', () => {
  it.each(SHIPPED_QUESTIONNAIRE_TEMPLATES.map((shipped) => [shipped.templateId, shipped] as const))('%s keeps the rules of a template and its schema', (_id, shipped) => {
    const { templateId: _templateId, ...content } = shipped;

    expect(questionnaireTemplateBody.safeParse(content).success).toBe(true);
    expect(templateProblem(content)).toBeUndefined();
  });
});
