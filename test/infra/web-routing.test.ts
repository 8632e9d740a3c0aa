/**
 * The web distribution's routing and deployment (infra/web.ts): CloudFront's viewer-request function
 * answers a route of the app with index.html and each prerendered mode of /auth with its own document,
 * as the local gateway does (shared/core/sign-in-shell.ts); the deployment leaves the build's
 * compressed copies out of the bucket.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Source } from 'aws-cdk-lib/aws-s3-deployment';
import { SIGN_IN_SHELL, shellDocument } from '../../shared/core/sign-in-shell';
import { SPA_REWRITE_CODE, WEB_DEPLOYMENT_EXCLUDES } from '../../infra/web';

interface ViewerRequest {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}

/** Runs the function's code as CloudFront does: `handler(event)` answers the request to fetch. */
function viewerRequest(uri: string, query: Record<string, string> = {}): string {
  const handler = new Function(`${SPA_REWRITE_CODE}\nreturn handler;`)() as (event: { request: ViewerRequest }) => ViewerRequest;
  const querystring = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, { value }]));
  return handler({ request: { uri, querystring } }).uri;
}

describe("CloudFront's viewer-request function", () => {
  test.each([
    ['/auth', {}, '/index.html'],
    ['/auth', { mode: 'signup' }, `/${SIGN_IN_SHELL.modes.signup}`],
    ['/auth/', { mode: 'reset' }, `/${SIGN_IN_SHELL.modes.reset}`],
    ['/auth', { mode: 'constructor' }, '/index.html'],
    ['/auth', { mode: 'other', next: '/client' }, '/index.html'],
    ['/client/cases', { mode: 'signup' }, '/index.html'],
    ['/', {}, '/index.html'],
    ['/assets/index-Ab12Cd34.js', {}, '/assets/index-Ab12Cd34.js'],
    ['/config.json', { mode: 'signup' }, '/config.json'],
  ])('answers %s %j with %s, as the local gateway does', (uri, query, expected) => {
    expect(viewerRequest(uri, query)).toBe(expected);
    const mode = (query as Record<string, string>).mode;
    if (!/\.[A-Za-z0-9]{1,8}$/.test(uri)) expect(`/${shellDocument(uri, mode)}`).toBe(expected);
  });
});

describe('the deployment of the web build', () => {
  let build: string;
  let outdir: string;

  beforeAll(() => {
    build = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    outdir = mkdtempSync(path.join(os.tmpdir(), 'cdk-out-'));
    mkdirSync(path.join(build, 'assets'));
    for (const file of ['index.html', 'index.html.br', 'index.html.gz', 'auth-signup.html', 'auth-signup.html.br', 'assets/index-Ab12Cd34.js', 'assets/index-Ab12Cd34.js.br', 'assets/index-Ab12Cd34.js.gz']) {
      writeFileSync(path.join(build, file), file);
    }
  });

  afterAll(() => {
    rmSync(build, { recursive: true, force: true });
    rmSync(outdir, { recursive: true, force: true });
  });

  test('uploads the build without its compressed copies (CloudFront compresses on its own)', () => {
    const app = new App({ outdir });
    const stack = new Stack(app, 'Web');
    const handlerRole = new Role(stack, 'Uploader', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const { bucket, zipObjectKey } = Source.asset(build, { exclude: [...WEB_DEPLOYMENT_EXCLUDES] }).bind(stack, { handlerRole });
    expect(bucket).toBeDefined();
    expect(zipObjectKey).toMatch(/\.zip$/);
    app.synth();

    const staged = readdirSync(outdir).map((entry) => path.join(outdir, entry)).find((entry) => existsSync(path.join(entry, 'index.html')));
    expect(staged).toBeDefined();
    const files = readdirSync(staged as string, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(staged as string, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
    expect(files).toEqual(['assets/index-Ab12Cd34.js', 'auth-signup.html', 'index.html']);
  });
});
