/**
 * The IRCC upload slot a request item feeds: the name of the portal's upload field ("Passport",
 * "Proof of financial support"), the most it takes and in which formats. Several items may feed one
 * slot; the package builder (functions/packages) makes one file per slot from their accepted documents.
 */
import * as z from 'zod/mini';
import { requiredText } from '../core/schemas';
import { DEFAULT_SLOT_FORMATS, DEFAULT_SLOT_MAX_BYTES, IRCC_SLOT_FORMATS, IRCC_SLOT_LIMITS, type IrccSlotFormat } from './ircc-slot-limits';

export { DEFAULT_SLOT_FORMATS, DEFAULT_SLOT_MAX_BYTES, IRCC_SLOT_FORMATS, IRCC_SLOT_LIMITS, type IrccSlotFormat } from './ircc-slot-limits';

/** A slot as stored and answered: its limit and formats settled (the defaults where none was given). */
export interface IrccSlot {
  name: string;
  maxBytes: number;
  formats: IrccSlotFormat[];
}

/** `irccSlot` of a request item, a template item or an edit: `{ name, maxBytes?, formats? }`. */
export const irccSlotField = z.strictObject(
  {
    name: requiredText('IRCC slot name', IRCC_SLOT_LIMITS.name),
    maxBytes: z.optional(
      z
        .number({ error: 'IRCC slot size limit must be a number of bytes' })
        .check(
          z.refine(
            (value) => Number.isInteger(value) && value >= IRCC_SLOT_LIMITS.minBytes && value <= IRCC_SLOT_LIMITS.maxBytes,
            `IRCC slot size limit must be a whole number of bytes from ${IRCC_SLOT_LIMITS.minBytes} to ${IRCC_SLOT_LIMITS.maxBytes}`,
          ),
        ),
    ),
    formats: z.optional(
      z
        .array(z.enum(IRCC_SLOT_FORMATS, { error: `IRCC slot formats must be among ${IRCC_SLOT_FORMATS.join(', ')}` }), {
          error: (issue) => (issue.code === 'invalid_type' ? 'IRCC slot formats must be a list of formats' : undefined),
        })
        .check(
          z.minLength(1, 'IRCC slot formats must name at least one format'),
          z.maxLength(IRCC_SLOT_FORMATS.length, `IRCC slot formats must name at most ${IRCC_SLOT_FORMATS.length} formats`),
        ),
    ),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'IRCC slot must be an object with a name' : undefined) },
);
export type IrccSlotInput = z.infer<typeof irccSlotField>;

/** The slot as kept: the defaults filled in, each format once, in the order of IRCC_SLOT_FORMATS. */
export function settledSlot(input: IrccSlotInput): IrccSlot {
  const formats = input.formats ?? DEFAULT_SLOT_FORMATS;
  return {
    name: input.name,
    maxBytes: input.maxBytes ?? DEFAULT_SLOT_MAX_BYTES,
    formats: IRCC_SLOT_FORMATS.filter((format) => formats.includes(format)),
  };
}

export function sameSlot(a: IrccSlot | undefined, b: IrccSlot | undefined): boolean {
  if (!a || !b) return a === b;
  return a.name === b.name && a.maxBytes === b.maxBytes && a.formats.join() === b.formats.join();
}

/** A slot's name as a file name IRCC's portal takes: ASCII letters, digits and dashes (`Proof-of-financial-support`). */
export function slotFileBaseName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return ascii || 'document';
}
