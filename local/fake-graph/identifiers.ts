/** Random identifiers shaped like Entra ID's and SharePoint's, so nothing in the portal can rely on a pattern of the fake. */
import { randomBytes, randomUUID } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** An unguessable URL-safe token (upload URLs, access token ids). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A OneDrive for Business item id: "01" and 32 base32 characters. */
export function newItemId(): string {
  return `01${Array.from(randomBytes(32), (byte) => BASE32[byte % 32]).join('')}`;
}

/** A SharePoint document library's drive id ("b!" and base64url). */
export function newDriveId(): string {
  return `b!${randomBytes(48).toString('base64url')}`;
}

export function newCredentialsIds(): { tenantId: string; clientId: string; clientSecret: string } {
  return { tenantId: randomUUID(), clientId: randomUUID(), clientSecret: `Fk8Q~${randomBytes(27).toString('base64url')}` };
}
