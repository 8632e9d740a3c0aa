/**
 * App-only access tokens: JWT-shaped (claims as Entra ID puts them: aud, tid, appid, roles, exp),
 * HMAC-signed with the drive's key so they outlive a restart of the local stack, and revocable all
 * at once (expireTokens). The portal must treat them as opaque; only this fake reads them.
 */
import { graphErrors } from './graph-error';
import { randomToken } from './identifiers';
import type { Signer } from './signer';

interface TokenClaims {
  aud: string;
  iss: string;
  tid: string;
  appid: string;
  roles: string[];
  uti: string;
  iat: number;
  nbf: number;
  exp: number;
  /** Issue time in milliseconds: tokens issued up to a revocation are refused, later ones are not. */
  xms_fake_iat_ms: number;
  xms_fake_exp_ms: number;
}

const HEADER = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');

export class TokenIssuer {
  private issuedCount = 0;
  private revokedUpToMs = 0;

  constructor(
    private readonly signer: Signer,
    private readonly app: { tenantId: string; clientId: string },
    private readonly lifetimeSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  get issued(): number {
    return this.issuedCount;
  }

  issue(): { accessToken: string; expiresIn: number } {
    const issuedMs = Math.max(this.now(), this.revokedUpToMs + 1);
    const claims: TokenClaims = {
      aud: 'https://graph.microsoft.com',
      iss: `https://sts.windows.net/${this.app.tenantId}/`,
      tid: this.app.tenantId,
      appid: this.app.clientId,
      roles: ['Sites.ReadWrite.All'],
      uti: randomToken(16),
      iat: Math.floor(issuedMs / 1000),
      nbf: Math.floor(issuedMs / 1000),
      exp: Math.floor(issuedMs / 1000 + this.lifetimeSeconds),
      xms_fake_iat_ms: issuedMs,
      xms_fake_exp_ms: issuedMs + this.lifetimeSeconds * 1000,
    };
    const unsigned = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    this.issuedCount += 1;
    return { accessToken: `${unsigned}.${this.signer.sign(unsigned)}`, expiresIn: this.lifetimeSeconds };
  }

  /** Every token issued so far is refused from now on. */
  expireAll(): void {
    this.revokedUpToMs = Math.max(this.now(), this.revokedUpToMs);
  }

  /** Checks an `Authorization` header; throws Graph's 401 unless it carries a live token of this fake. */
  verifyAuthorization(header: string | undefined): void {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (!token) throw graphErrors.unauthenticated('Access token is empty.');
    const [head = '', payload = '', signature = ''] = token.split('.');
    if (!this.signer.verify(`${head}.${payload}`, signature)) throw graphErrors.unauthenticated('Access token validation failure. Invalid signature.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (claims.tid !== this.app.tenantId || claims.appid !== this.app.clientId) {
      throw graphErrors.unauthenticated('Access token validation failure. Invalid audience.');
    }
    if (claims.xms_fake_exp_ms <= this.now() || claims.xms_fake_iat_ms <= this.revokedUpToMs) {
      throw graphErrors.unauthenticated('Lifetime validation failed, the token is expired.');
    }
  }
}
