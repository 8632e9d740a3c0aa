/** The language the build prerenders the sign-in page in (prerender.tsx); main.tsx hydrates that markup in it only. */
export const PRERENDERED_LANGUAGE = 'en';
