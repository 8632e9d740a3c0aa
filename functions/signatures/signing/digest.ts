/** SHA-256 of a document's bytes, in hex: what a signature request records of the PDF to sign. */
import { createHash } from 'node:crypto';

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
