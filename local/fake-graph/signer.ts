/** HMAC-SHA256 signatures over text, for the fake's access tokens and download URLs (verified in constant time). */
import { createHmac, timingSafeEqual } from 'node:crypto';

export class Signer {
  constructor(private readonly key: string) {}

  sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
