/**
 * The ids of the portal's starting questionnaire templates (shared/questionnaires/shipped), apart from
 * their texts, for code that must know a shipped id without carrying the texts (the web's Settings says
 * which of the firm's templates is its version of a shipped one).
 */
export const SHIPPED_QUESTIONNAIRE_TEMPLATE_IDS = ['temporary-residence', 'family-information', 'schedule-a-background'] as const;

export function isShippedQuestionnaireTemplateId(value: string): boolean {
  return (SHIPPED_QUESTIONNAIRE_TEMPLATE_IDS as readonly string[]).includes(value);
}
