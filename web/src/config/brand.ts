import { msg } from '@lingui/core/macro';

/** The product's name as shown on the sign-in page, the sidebars and the browser tab (in the reader's language). */
export const PRODUCT_NAME = msg`Immigration Case Portal`;
export const PRODUCT_TAGLINE = msg`Secure document sharing for your law firm`;

/** The name authenticator apps list the portal's two-factor entry under: one name, whatever the language. */
export const TOTP_ISSUER = 'Immigration Case Portal';
