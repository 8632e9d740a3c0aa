/**
 * The template editor's values: a template read into the form and sent back unchanged is the same
 * template (every shipped one); new ids come from the English words, unique; a condition follows its
 * question when labels change, and goes with it when it is removed.
 */
import { SHIPPED_QUESTIONNAIRE_TEMPLATES } from '@shared/questionnaires/shipped';
import { questionnaireTemplateBody } from '@shared/questionnaires/schemas';
import { templateProblem } from '@shared/questionnaires/template-check';
import { idFromLabel, newQuestion, templateBody, templateFormValues, templateIdFromTitle } from './template-form';

describe('the questionnaire template form', () => {
  it.each(SHIPPED_QUESTIONNAIRE_TEMPLATES.map((template) => [template.templateId, template] as const))('gives back the shipped template %s unchanged, a body the API takes', (_id, template) => {
    // Prepare
    const { templateId: _templateId, ...content } = template;

    // Act
    const body = templateBody(templateFormValues(template));

    // Assess
    expect(body).toEqual(content);
    expect(questionnaireTemplateBody.safeParse(body).success).toBe(true);
    expect(templateProblem(body)).toBeUndefined();
  });

  it('makes new ids from the English words, without accents, unique among those taken', () => {
    // Prepare
    const taken = new Set(['familyName']);

    // Act
    const ids = [idFromLabel('Family name', taken, 'question'), idFromLabel('Family name', taken, 'question'), idFromLabel('Élève à l’école?', taken, 'question'), idFromLabel('', taken, 'question')];

    // Assess
    expect(ids).toEqual(['familyName2', 'familyName3', 'eleveALEcole', 'question']);
    expect(templateIdFromTitle('Visitor visa (firm)', ['visitor-visa-firm'])).toBe('visitor-visa-firm-2');
    expect(templateIdFromTitle('???', [])).toBe('template');
  });

  it('keeps a condition on its question when the question is relabelled, and drops it with the question', () => {
    // Prepare
    const values = templateFormValues(SHIPPED_QUESTIONNAIRE_TEMPLATES[0]);
    const section = values.sections.find((candidate) => candidate.questions.some((question) => question.id === 'spouseName'));
    if (!section) throw new Error('the shipped template asks for the spouse');
    const marital = section.questions.find((question) => question.id === 'maritalStatus');
    const conditioned = { ...newQuestion(), labels: { en: 'Wedding date', fr: 'Date du mariage' }, type: 'date' as const, condition: { questionKey: marital?.key ?? '', equals: marital?.options.filter((option) => option.value === 'married').map((option) => option.key) ?? [] } };
    section.questions.push(conditioned);

    // Act
    if (marital) marital.labels = { en: 'Your marital status', fr: 'Votre état matrimonial' };
    const kept = templateBody(values);
    section.questions = section.questions.filter((question) => question.key !== marital?.key);
    const dropped = templateBody(values);

    // Assess
    expect(kept.sections.flatMap((candidate) => candidate.questions).find((question) => question.questionId === 'weddingDate')?.showIf).toEqual({ questionId: 'maritalStatus', equals: ['married'] });
    expect(dropped.sections.flatMap((candidate) => candidate.questions).find((question) => question.questionId === 'weddingDate')?.showIf).toBeUndefined();
  });
});
