/** The shipped questionnaire templates' ids, kept apart from their texts for the web, are theirs, in their order. */
import { SHIPPED_QUESTIONNAIRE_TEMPLATES } from '../../../shared/questionnaires/shipped';
import { SHIPPED_QUESTIONNAIRE_TEMPLATE_IDS, isShippedQuestionnaireTemplateId } from '../../../shared/questionnaires/template-ids';

test('the list of shipped ids is the shipped templates\' ids', () => {
  expect([...SHIPPED_QUESTIONNAIRE_TEMPLATE_IDS]).toEqual(SHIPPED_QUESTIONNAIRE_TEMPLATES.map((template) => template.templateId));
});

test('a firm\'s own id is no shipped id', () => {
  expect(isShippedQuestionnaireTemplateId('temporary-residence')).toBe(true);
  expect(isShippedQuestionnaireTemplateId('visitor-visa')).toBe(false);
});
