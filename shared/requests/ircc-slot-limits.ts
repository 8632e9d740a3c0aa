/**
 * The limits and formats of IRCC's upload slots (shared/requests/ircc-slots.ts), without zod: the web's
 * sign-in page reads them (lib/validation-messages) and must not load the schemas' library.
 */
/** The formats IRCC's upload slots take, as the firm names them. */
export const IRCC_SLOT_FORMATS = ['pdf', 'jpeg', 'png'] as const;
export type IrccSlotFormat = (typeof IRCC_SLOT_FORMATS)[number];

/** Most of IRCC's upload slots take 4 MB (4 × 1024 × 1024 bytes) of PDF, JPEG or PNG. */
export const DEFAULT_SLOT_MAX_BYTES = 4 * 1024 * 1024;
export const DEFAULT_SLOT_FORMATS: readonly IrccSlotFormat[] = IRCC_SLOT_FORMATS;

export const IRCC_SLOT_LIMITS = {
  name: 100,
  /** The smallest and largest limit a slot may name (IRCC's slots take from a few hundred KB to tens of MB). */
  minBytes: 10 * 1024,
  maxBytes: 100 * 1024 * 1024,
} as const;
