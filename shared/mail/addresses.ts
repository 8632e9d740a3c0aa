/**
 * The addresses the portal e-mails: one bare mailbox, never a list or a display name, with nothing a
 * header could be injected through. The mail sender's text rules (functions/mail/mail-text.ts) and the
 * users feature's rule of who may be e-mailed (functions/users) share it; it sits here so that the
 * latter, which every route bundles, needs nothing of the mail sender.
 */

/**
 * Control characters (CR and LF included), invisible format characters (bidi overrides, zero-width)
 * and the Unicode line and paragraph separators: never in a header value.
 */
export const NOT_IN_HEADER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Cs}/u;

// Deliberately narrow: a mailbox the portal e-mails has no spaces, quotes, angle brackets or commas,
// so it can never carry a second address or a header of its own.
const PLAIN_ADDRESS = /^[^\s@"'<>(),;:\\[\]]+@[^\s@"'<>(),;:\\[\]]+\.[^\s@"'<>(),;:\\[\]]+$/u;

/** True for a bare address (`name@example.test`) that is safe as a recipient or Reply-To. */
export function isPlainAddress(value: string): boolean {
  return value.length <= 254 && PLAIN_ADDRESS.test(value) && !NOT_IN_HEADER.test(value);
}
