/** Sign-up, sign-in and code entry (spec section 9). */
export const VERIFICATION_CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_RESET_LINK_PASSWORD_LENGTH = 6;
export const REDIRECT_DELAY_MS = 2000;
