/** Business constants and limits of the specification (section 9). */
export const USER_TYPES = ['admin', 'client'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Every value of userType other than `admin` is treated as client (spec section 1). */
export function toUserType(value: unknown): UserType {
  return value === 'admin' ? 'admin' : 'client';
}

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CASE_STATUSES = ['open', 'in-progress', 'closed', 'on-hold'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const DEFAULT_CASE_STATUS: CaseStatus = 'open';

export const CASE_CATEGORIES = [
  'Consultation',
  "Demande d'asile",
  'Parrainage',
  'Permis de travail',
  "Permis d'études",
  'ERAR',
  'Demande pour considération humanitaire',
  'Other',
] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_FILE_SIZE_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_RESET_LINK_PASSWORD_LENGTH = 6;
export const REDIRECT_DELAY_MS = 2000;
export const DESCRIPTION_PREVIEW_LENGTH = 120;
export const IGNORED_SYSTEM_FILES = ['.DS_Store', 'Thumbs.db'] as const;

export const SESSION_TIMEOUT_MINUTES = [15, 30, 60, 120] as const;
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
