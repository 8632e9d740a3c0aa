/** The product's name as shown on the sign-in page, the sidebars and the browser tab. */
export const PRODUCT_NAME = 'Immigration Case Portal';
export const PRODUCT_TAGLINE = 'Secure document sharing for your law firm';
