/**
 * Verifies a bearer token the way an API Gateway HTTP API JWT authorizer (Cognito issuer) does:
 *   - the token comes from the Authorization header (a `Bearer ` prefix is optional);
 *   - its signature must verify against a key of the issuer's JWKS (matched by `kid`, RSA);
 *   - `iss` must equal the issuer;
 *   - `aud` must be an allowed audience, or — only when there is no `aud` — `client_id` must be
 *     (so both ID tokens and access tokens of the app client pass);
 *   - `exp` must be present and in the future, `nbf` and `iat` (when present) in the past.
 * Any failure answers 401 `{"message":"Unauthorized"}`; the reason goes into `WWW-Authenticate`.
 */
import { JwtVerifier } from 'aws-jwt-verify';
import {
  JwtExpiredError,
  JwtInvalidIssuerError,
  JwtInvalidSignatureAlgorithmError,
  JwtInvalidSignatureError,
  JwtNotBeforeError,
  JwtParseError,
  KidNotFoundInJwksError,
} from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface JwtAuthorizerConfig {
  /** e.g. `http://localhost:9229/local_abc123`. */
  issuer: string;
  /** App client ids accepted as `aud` / `client_id`. */
  audience: readonly string[];
  /** Defaults to `<issuer>/.well-known/jwks.json` (where Cognito and cognito-local serve it). */
  jwksUri?: string;
}

export type JwtAuthorizerResult =
  | { authorized: true; claims: JwtPayload }
  | { authorized: false; reason: string; wwwAuthenticate: string };

export type JwtAuthorizer = (authorizationHeader: string | undefined) => Promise<JwtAuthorizerResult>;

/** aws-jwt-verify fetches JWKS over https only; cognito-local serves plain http. */
class HttpFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`GET ${uri} answered ${response.status}`);
    return response.arrayBuffer();
  }
}

class AudienceError extends Error {}

/** The token in an Authorization header value, with or without the `Bearer ` scheme. */
export function extractToken(authorizationHeader: string | undefined): string | undefined {
  const value = authorizationHeader?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim();
  return token ? token : undefined;
}

function describeFailure(error: unknown): string {
  if (error instanceof AudienceError) return 'the token does not have a valid audience';
  if (error instanceof JwtExpiredError) return 'the token has expired';
  if (error instanceof JwtNotBeforeError) return 'the token is not valid yet';
  if (error instanceof JwtInvalidIssuerError) return 'the token does not have a valid issuer';
  if (error instanceof JwtInvalidSignatureError || error instanceof JwtInvalidSignatureAlgorithmError) {
    return 'the token signature is invalid';
  }
  if (error instanceof KidNotFoundInJwksError) return 'the token was not signed by a key of the issuer';
  if (error instanceof JwtParseError) return 'the token is not a valid JWT';
  return error instanceof Error && error.message ? error.message : 'the token is invalid';
}

export function createJwtAuthorizer(config: JwtAuthorizerConfig): JwtAuthorizer {
  const audience = new Set(config.audience);
  const verifier = JwtVerifier.create(
    {
      issuer: config.issuer,
      jwksUri: config.jwksUri ?? `${config.issuer}/.well-known/jwks.json`,
      // Checked below: API Gateway reads `aud`, or `client_id` when there is no `aud`.
      audience: null,
      customJwtCheck: ({ payload }) => {
        const aud = payload.aud;
        const accepted =
          aud !== undefined
            ? (Array.isArray(aud) ? aud : [aud]).some((value) => audience.has(value))
            : typeof payload.client_id === 'string' && audience.has(payload.client_id);
        if (!accepted) throw new AudienceError('invalid audience');
        if (typeof payload.exp !== 'number') throw new Error('the token has no expiry');
        if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + 1) throw new Error('the token was issued in the future');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: new HttpFetcher() }) },
  );

  return async (authorizationHeader) => {
    const token = extractToken(authorizationHeader);
    if (!token) return { authorized: false, reason: 'no token', wwwAuthenticate: 'Bearer' };
    try {
      const claims = await verifier.verify(token);
      return { authorized: true, claims };
    } catch (error) {
      const reason = describeFailure(error);
      return {
        authorized: false,
        reason,
        wwwAuthenticate: `Bearer scope="" error="invalid_token" error_description="${reason.replace(/"/g, "'")}"`,
      };
    }
  };
}
