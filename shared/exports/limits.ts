/** How long an export and its approval last. */

/** An approved request lets the client download their copy for this many days; then they ask again. */
export const EXPORT_APPROVAL_DAYS = 30;

/** The documents' links of an export live this long: the browser fetches them one by one into the ZIP. */
export const EXPORT_LINK_SECONDS = 15 * 60;
