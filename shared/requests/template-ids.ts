/**
 * The ids of the starting templates (shared/requests/templates.ts), apart from their texts, for code
 * that must know a shipped id without carrying the texts (the web's Settings says which of the
 * firm's templates replace a shipped one).
 */
export const REQUEST_TEMPLATE_IDS = ['work-permit-outside-canada', 'study-permit', 'spousal-sponsorship', 'refugee-claim'] as const;
export type RequestTemplateId = (typeof REQUEST_TEMPLATE_IDS)[number];

export function isRequestTemplateId(value: string): value is RequestTemplateId {
  return (REQUEST_TEMPLATE_IDS as readonly string[]).includes(value);
}
