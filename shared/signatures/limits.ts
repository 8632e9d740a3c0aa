/** The bounds of signature requests. */
export const SIGNATURE_LIMITS = {
  message: 2_000,
  declineReason: 1_000,
  typedName: 200,
  /** A field staff type into a signing template (the fees). */
  templateField: 500,
  /** A drawn signature's PNG, as a data URL (about 150 KB of image). */
  drawingDataUrl: 200_000,
  /** A one-time code lives this long. */
  codeMinutes: 10,
  /** Wrong codes tried before the code is spent (a new one must be asked for). */
  codeAttempts: 5,
  /** Codes sent for one request, whatever their use: beyond, the firm sends a new request. */
  codesPerRequest: 10,
  /** A document larger than this is not signed in the portal (the signing function reads it whole). */
  documentBytes: 20 * 1024 * 1024,
} as const;

/** Digits of the e-mailed code. */
export const SIGNATURE_CODE_DIGITS = 6;
