/**
 * The words of the common field schemas' messages (shared/core/schemas.ts and the features' fields made
 * the same way), by the field's label. The schemas write their messages with these, and the web shows
 * them in the reader's language from the same functions (web/src/lib/validation-messages.ts).
 */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  forbiddenCharacters: (label: string) => `${label} contains characters that are not allowed`,
  email: (label: string) => `${label} must be a valid email address`,
  phone: (label: string) => `${label} must be a phone number`,
  trueOrFalse: (label: string) => `${label} must be true or false`,
  caseNumber: (label: string) => `${label} may only contain letters, digits, spaces and - _ . / #`,
  website: (label: string) => `${label} must be a web address starting with http:// or https://`,
} as const;
