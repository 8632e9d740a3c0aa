/**
 * The ids of the starting templates (shared/requests/templates.ts), apart from their texts: the
 * request schema checks a `templateId` against them, and every route's bundle carries the schema,
 * while only the routes that apply or list templates carry the texts.
 */
export const REQUEST_TEMPLATE_IDS = ['work-permit-outside-canada', 'study-permit', 'spousal-sponsorship', 'refugee-claim'] as const;
export type RequestTemplateId = (typeof REQUEST_TEMPLATE_IDS)[number];

export function isRequestTemplateId(value: string): value is RequestTemplateId {
  return (REQUEST_TEMPLATE_IDS as readonly string[]).includes(value);
}
