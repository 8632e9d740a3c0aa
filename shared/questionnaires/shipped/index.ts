/**
 * The portal's starting questionnaire templates. Kept apart from the contract (only the functions
 * that list templates or start a questionnaire import them; a questionnaire carries its own copy),
 * so the other functions' bundles never carry their text.
 */
import type { QuestionnaireTemplate } from '../types';
import { FAMILY_INFORMATION } from './family-information';
import { SCHEDULE_A } from './schedule-a';
import { TEMPORARY_RESIDENCE } from './temporary-residence';

export const SHIPPED_QUESTIONNAIRE_TEMPLATES: readonly QuestionnaireTemplate[] = [TEMPORARY_RESIDENCE, FAMILY_INFORMATION, SCHEDULE_A];

export const findShippedQuestionnaireTemplate = (templateId: string): QuestionnaireTemplate | undefined =>
  SHIPPED_QUESTIONNAIRE_TEMPLATES.find((template) => template.templateId === templateId);
