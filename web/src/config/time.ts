/** Time spans of the specification (section 9), in milliseconds. */
export const FIVE_MINUTES = 300_000;
export const TEN_MINUTES = 600_000;
export const FIFTEEN_MINUTES = 900_000;
export const TWENTY_MINUTES = 1_200_000;
export const THIRTY_MINUTES = 1_800_000;
export const ONE_HOUR = 3_600_000;
export const ONE_DAY = 86_400_000;
export const ONE_YEAR = 31_536_000_000;

/** Product data (cases, users) is kept one hour; orgs thirty minutes; file listings fifteen. */
export const PRODUCT_CACHE_MS = ONE_HOUR;
export const ORG_CACHE_MS = THIRTY_MINUTES;
export const FILE_LIST_CACHE_MS = FIFTEEN_MINUTES;
/**
 * Fresh for a few seconds only: what a page's loader (or the app's start) asked for is not asked for
 * again when the page mounts, and coming back to a page reads it anew (every change of the reader's
 * own invalidates it at once).
 */
export const JUST_READ_MS = 10_000;
