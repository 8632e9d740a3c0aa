/**
 * CloudFront's response headers policies and the local gateway send the same security headers, from
 * the one definition in infra/security-headers.ts: the synthesized policies, read back as headers,
 * equal `securityHeaders(origins, { https: true })` for the AWS origins, and the local stack's equal
 * the same function for the local origins, HSTS aside (plain HTTP).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { documentsBucketName, documentsBucketOrigin } from '../../infra/documents';
import { localSecurityHeaders } from '../../local/local-stack';
import { ONEDRIVE_UPLOAD_ORIGIN, PortalStack } from '../../infra/portal-stack';
import { type BrowserOrigins, securityHeaders } from '../../infra/security-headers';
import { loadSettings } from '../../infra/settings';

const repoRoot = process.cwd();
const cdkJsonContext = (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A CloudFormation value as text: `{ Ref: X }` → `${X}`, `Fn::Join` joined. */
function render(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const intrinsic = value as { Ref?: string; 'Fn::Join'?: [string, unknown[]] };
  if (intrinsic.Ref) return `\${${intrinsic.Ref}}`;
  if (intrinsic['Fn::Join']) return intrinsic['Fn::Join'][1].map(render).join(intrinsic['Fn::Join'][0]);
  throw new Error(`Cannot render ${JSON.stringify(value)}`);
}

interface PolicyConfig {
  SecurityHeadersConfig: {
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { FrameOption: string };
    ReferrerPolicy: { ReferrerPolicy: string };
    ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
  };
  CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
}

/** The headers a response headers policy adds, as a server would send them (names in lower case). */
function headersOf(config: PolicyConfig): Record<string, string> {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const custom = Object.fromEntries(
    config.CustomHeadersConfig.Items.filter((item) => item.Header !== 'Cache-Control').map((item) => [item.Header.toLowerCase(), item.Value]),
  );
  return {
    'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
    ...(security.ContentTypeOptions.Override ? { 'x-content-type-options': 'nosniff' } : {}),
    'x-frame-options': security.FrameOptions.FrameOption,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    'content-security-policy': render(security.ContentSecurityPolicy.ContentSecurityPolicy),
    ...custom,
  };
}

function synthesize(context: Record<string, unknown>) {
  const app = new App({ context: { ...cdkJsonContext, ...context, 'aws:cdk:bundling-stacks': [] } });
  const settings = loadSettings(app.node);
  const stack = new PortalStack(app, 'Portal-test', { settings, webAssetDir: path.join(repoRoot, 'test', 'infra', 'fixtures', 'web-dist') });
  const policies = Object.values(Template.fromStack(stack).findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
    (resource) => resource.Properties.ResponseHeadersPolicyConfig as PolicyConfig,
  );
  return { stack, settings, policies };
}

const COGNITO_IN_AWS = 'https://cognito-idp.${AWS::Region}.amazonaws.com';

describe('security headers: one definition for CloudFront and the local gateway', () => {
  it('CloudFront sends exactly the defined headers, naming Cognito and the documents bucket', () => {
    const { stack, settings, policies } = synthesize({});
    const origins: BrowserOrigins = {
      identityProvider: COGNITO_IN_AWS,
      documentStore: [render(Stack.of(stack).resolve(documentsBucketOrigin(documentsBucketName(settings.stage))))],
    };

    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(headersOf(policy)).toEqual(securityHeaders(origins, { https: true }));
  });

  it('CloudFront names OneDrive as the document store with storage=onedrive', () => {
    const { policies } = synthesize({ storage: 'onedrive' });
    const origins: BrowserOrigins = { identityProvider: COGNITO_IN_AWS, documentStore: [ONEDRIVE_UPLOAD_ORIGIN] };

    for (const policy of policies) expect(headersOf(policy)).toEqual(securityHeaders(origins, { https: true }));
  });

  it('the local gateway sends the same headers for the local origins, HSTS aside', () => {
    const cognitoEndpoint = 'http://localhost:9229';
    const s3Endpoint = 'http://127.0.0.1:4568';
    const graphOrigin = 'http://127.0.0.1:9530';

    const s3 = localSecurityHeaders({ cognitoEndpoint, s3Endpoint });
    const onedrive = localSecurityHeaders({ cognitoEndpoint, s3Endpoint, graphOrigin });

    const { 'strict-transport-security': hsts, ...withoutHsts } = securityHeaders({ identityProvider: cognitoEndpoint, documentStore: [s3Endpoint] }, { https: true });
    expect(hsts).toMatch(/^max-age=\d+/);
    expect(s3).toEqual(withoutHsts);
    expect(onedrive).toEqual(securityHeaders({ identityProvider: cognitoEndpoint, documentStore: [graphOrigin] }, { https: false }));
    expect(onedrive['content-security-policy']).toContain(`connect-src 'self' ${cognitoEndpoint} ${graphOrigin};`);
  });
});
