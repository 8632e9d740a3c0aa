/**
 * The Microsoft identity platform's token endpoint for the client-credentials grant
 * (`POST /{tenant}/oauth2/v2.0/token`, form-encoded), with its OAuth error bodies
 * (`{ error, error_description, error_codes, timestamp, trace_id, correlation_id }`).
 */
import { randomUUID } from 'node:crypto';
import type { TokenIssuer } from './token-issuer';
import type { FakeGraphCredentials } from './types';

export const TOKEN_PATH = /^\/([^/]+)\/oauth2\/v2\.0\/token$/;
export const GRAPH_DEFAULT_SCOPE = 'https://graph.microsoft.com/.default';

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

function oauthError(status: number, error: string, code: number, description: string): TokenAnswer {
  const traceId = randomUUID();
  const correlationId = randomUUID();
  const timestamp = new Date().toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
  return {
    status,
    body: {
      error,
      error_description: `AADSTS${code}: ${description} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
      error_codes: [code],
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
    },
  };
}

/** The answer to a token request for `tenantId` with the form `body`. */
export function answerTokenRequest(tenantId: string, body: string, credentials: FakeGraphCredentials, issuer: TokenIssuer): TokenAnswer {
  const form = new URLSearchParams(body);
  if (form.get('grant_type') !== 'client_credentials') {
    return oauthError(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
  }
  if (tenantId !== credentials.tenantId) {
    return oauthError(400, 'invalid_client', 90002, `Tenant '${tenantId}' not found.`);
  }
  if (form.get('client_id') !== credentials.clientId) {
    return oauthError(400, 'invalid_client', 700016, `Application with identifier '${form.get('client_id') ?? ''}' was not found in the directory.`);
  }
  if (!form.get('client_secret')) {
    return oauthError(401, 'invalid_client', 7000216, "'client_assertion', 'client_secret' or 'request' is required for the 'client_credentials' grant type.");
  }
  if (form.get('client_secret') !== credentials.clientSecret) {
    return oauthError(401, 'invalid_client', 7000215, 'Invalid client secret provided.');
  }
  if (form.get('scope') !== GRAPH_DEFAULT_SCOPE) {
    return oauthError(400, 'invalid_scope', 1002012, `The provided value for scope ${form.get('scope') ?? ''} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier.`);
  }
  const { accessToken, expiresIn } = issuer.issue();
  return { status: 200, body: { token_type: 'Bearer', expires_in: expiresIn, ext_expires_in: expiresIn, access_token: accessToken } };
}
