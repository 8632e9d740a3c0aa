/**
 * The local gateway against the real stack: real cognito-local tokens, the JWT check of the HTTP API
 * authorizer, routing from the shared route table, and `/config.json`.
 */
import { DEMO_CLIENT } from '../../local';
import { runtimeConfigSchema } from '../../shared/core/runtime-config';
import type { User } from '../../shared/users/types';
import { api } from './support/api';
import { cognitoLocalKey, decodePayload, foreignKey, signJwt } from './support/jwt';
import { stack } from './support/stack';
import { type Tokens, signIn, subject } from './support/tokens';

jest.setTimeout(30_000);

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('local gateway', () => {
  let client: Tokens;
  let clientId: string;

  beforeAll(async () => {
    client = await signIn(DEMO_CLIENT.email);
    clientId = subject(client.accessToken);
  });

  it("answers a client reading their own record with the client's access token", async () => {
    const response = await api<{ Item: User }>(`/v1/clients/${clientId}`, { token: client.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Item.email).toBe(DEMO_CLIENT.email);
    expect(response.body.Item.userId).toBe(clientId);
  });

  it('refuses a request without a token as the HTTP API authorizer does', async () => {
    const response = await api(`/v1/clients/${clientId}`);

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a token signed by a key that is not in the pool JWKS', async () => {
    const forged = signJwt(decodePayload(client.accessToken), foreignKey());

    const response = await api(`/v1/clients/${clientId}`, { token: forged });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses an expired token', async () => {
    const claims = decodePayload(client.accessToken);
    const expired = signJwt({ ...claims, iat: nowSeconds() - 7200, auth_time: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, cognitoLocalKey());

    const response = await api(`/v1/clients/${clientId}`, { token: expired });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
    expect(response.headers.get('www-authenticate')).toContain('expired');
  });

  it('accepts a token crafted the same way when it has not expired (so expiry is what the previous test refuses)', async () => {
    const claims = decodePayload(client.accessToken);
    const valid = signJwt({ ...claims, iat: nowSeconds() - 60, exp: nowSeconds() + 3600 }, cognitoLocalKey());

    const response = await api(`/v1/clients/${clientId}`, { token: valid });

    expect(response.status).toBe(200);
  });

  it('refuses a token issued to another app client', async () => {
    const claims = decodePayload(client.accessToken);
    const otherClient = signJwt({ ...claims, client_id: 'another-app-client' }, cognitoLocalKey());

    const response = await api(`/v1/clients/${clientId}`, { token: otherClient });

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('audience');
  });

  it('refuses a token of another issuer', async () => {
    const claims = decodePayload(client.accessToken);
    const otherIssuer = signJwt({ ...claims, iss: `${stack().cognitoEndpoint}/local_other` }, cognitoLocalKey());

    const response = await api(`/v1/clients/${clientId}`, { token: otherIssuer });

    expect(response.status).toBe(401);
  });

  it('answers 404 Not Found for a path no route has', async () => {
    const response = await api('/v1/no-such-route', { token: client.accessToken });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found' });
  });

  it('answers 404 Not Found for a known path with a method no route has', async () => {
    const response = await api(`/v1/clients/${clientId}`, { method: 'DELETE', token: client.accessToken });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found' });
  });

  it('answers 413 for a request body over the 10 MB API Gateway limit', async () => {
    const response = await api('/v1/clients', { method: 'POST', token: client.accessToken, body: 'x'.repeat(10 * 1024 * 1024 + 1), headers: { 'content-type': 'text/plain' } });

    expect(response.status).toBe(413);
  });

  it('serves /config.json with the runtime settings of the shared schema', async () => {
    const response = await api('/config.json');

    expect(response.status).toBe(200);
    const config = runtimeConfigSchema.parse(response.body);
    expect(config).toEqual({
      region: stack().region,
      userPoolId: stack().userPoolId,
      userPoolClientId: stack().userPoolClientId,
      userPoolEmailCodeClientId: stack().userPoolEmailCodeClientId,
      cognitoEndpoint: stack().cognitoEndpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBase: '/v1',
    });
  });
});
