/**
 * Staff keep their password and second factor: the user pool's e-mail-code app client (Cognito's
 * choice-based sign-in, for clients) can open a session for anyone with a mailbox, so an admin's
 * access token must come from the password app client (`STAFF_APP_CLIENT_ID`), whatever route they
 * call — the admin area's, the shared ones and their own record alike. The token's `client_id` is
 * the app client it was issued to (the API's JWT authorizer has already verified the token).
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { COMMON } from '../../shared/core/refusals';
import type { Caller } from './caller';
import { config } from './config';
import { refusal } from './errors';

export function requireStaffPasswordSignIn(caller: Caller, event: APIGatewayProxyEventV2WithJWTAuthorizer): void {
  if (caller.userType !== 'admin') return;
  const staffClientId = config.staffAppClientId;
  if (staffClientId === undefined) return;
  if (event.requestContext?.authorizer?.jwt?.claims?.client_id !== staffClientId) throw refusal(COMMON.STAFF_PASSWORD_SIGN_IN);
}
