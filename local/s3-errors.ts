/**
 * Amazon S3's error answers, as the local S3's verifying front gives them: the status, the `Code`
 * and `Message` S3 uses for the same refusal, and its detail elements, in S3's XML.
 */
import { randomBytes } from 'node:crypto';

export class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'S3Refusal';
  }
}

export const signatureDoesNotMatch = (detail: Record<string, string> = {}) =>
  new S3Refusal(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    detail,
  );

export const accessDenied = (message = 'Access Denied', detail: Record<string, string> = {}) => new S3Refusal(403, 'AccessDenied', message, detail);

export const preconditionFailed = (condition: string) =>
  new S3Refusal(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: condition });

export const badDigest = (what: string) => new S3Refusal(400, 'BadDigest', `The ${what} you specified did not match the calculated checksum.`);

export const invalidRequest = (message: string) => new S3Refusal(400, 'InvalidRequest', message);

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);

export const newRequestId = (): string => randomBytes(8).toString('hex').toUpperCase();

/** The XML body S3 sends with an error (none for HEAD, as S3). */
export function s3ErrorXml(refusal: S3Refusal, requestId: string): string {
  const elements = [['Code', refusal.code], ['Message', refusal.message], ...Object.entries(refusal.detail), ['RequestId', requestId]]
    .map(([name, value]) => `<${name}>${escapeXml(value ?? '')}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${elements}</Error>`;
}
