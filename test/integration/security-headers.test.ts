/**
 * The local gateway sends CloudFront's security headers (infra/security-headers.ts, the definition the
 * CDK response headers policy uses) on every answer CloudFront would put them on — the web app's
 * paths, `/config.json` and `/v1` — with the local origins where CDK names the AWS ones, and no HSTS
 * over plain HTTP. So a Content Security Policy violation shows locally before it breaks the portal in AWS.
 */
import type { StackInfo } from '../../local';
import { securityHeaders } from '../../infra/security-headers';
import { onedriveStack, stack } from './support/stack';

jest.setTimeout(30_000);

/** The security headers an answer carried (every header the definition names, and HSTS). */
async function securityHeadersOf(url: string): Promise<Record<string, string | null>> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const names = [...Object.keys(securityHeaders({ identityProvider: '', documentStore: [] }, { https: true }))];
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}

function expected(info: StackInfo, documentStore: string): Record<string, string | null> {
  return { ...securityHeaders({ identityProvider: info.cognitoEndpoint, documentStore: [documentStore] }, { https: false }), 'strict-transport-security': null };
}

describe('the local gateway sends the security headers CloudFront sends', () => {
  it.each([
    ['/config.json', '/config.json'],
    ['/v1 (a refused call)', '/v1/admin/cases'],
    ['/v1 (no such route)', '/v1/nowhere'],
    ['a page of the web app', '/admin/cases'],
  ])('on %s, naming cognito-local and the local S3', async (_what, path) => {
    const info = stack();

    const headers = await securityHeadersOf(`${info.url}${path}`);

    expect(headers).toEqual(expected(info, info.s3Endpoint));
    expect(headers['content-security-policy']).toContain(`connect-src 'self' ${info.cognitoEndpoint} ${info.s3Endpoint};`);
  });

  it('names the fake Graph instead of the local S3 with STORAGE=onedrive', async () => {
    const info = onedriveStack();
    const graphOrigin = new URL(info.onedrive?.graphLoginUrl ?? '').origin;

    const headers = await securityHeadersOf(`${info.url}/config.json`);

    expect(headers).toEqual(expected(info, graphOrigin));
  });
});
