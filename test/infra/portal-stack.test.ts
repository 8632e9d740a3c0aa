/**
 * Infra: assertions on the synthesized PortalStack template (bundling skipped, web build replaced
 * by a tiny fixture), plus the cdk-nag AwsSolutions checks the app runs at synth.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ROUTE_FUNCTION_DESCRIPTION_PREFIX, routeThrottle } from '../../infra/api';
import { PortalStack } from '../../infra/portal-stack';
import { WAF_REGION, WafStack } from '../../infra/waf-stack';
import { mergedTemplate } from './templates';
import { TRIGGER_FUNCTION_DESCRIPTION_PREFIX } from '../../infra/triggers';
import { JOB_FUNCTION_DESCRIPTION_PREFIX } from '../../infra/jobs';
import { jobsFor } from '../../shared/core/jobs';
import { loadSettings } from '../../infra/settings';
import { API_BASE, type RouteDefinition, identityOperationsOf, routeKey } from '../../shared/core/route-definition';
import { routes as routeTable } from '../../shared/routes';
import { globalSecondaryIndexes, tableKeys } from '../../shared/core/table';
import { triggers } from '../../shared/core/triggers';
import { ADMIN_GROUP, AUTH_SESSION_MINUTES, CUSTOM_ATTRIBUTES, PASSWORD_POLICY } from '../../shared/auth/user-pool';

const routes: readonly RouteDefinition[] = routeTable;
const repoRoot = process.cwd();
const fixtureWebDist = path.join(repoRoot, 'test', 'infra', 'fixtures', 'web-dist');
const cdkJsonContext = (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
  .context;

// CloudFront managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

function buildStack(context: Record<string, unknown> = {}, options: { nagPlugin?: boolean; region?: string } = {}) {
  // Same feature flags as `cdk synth`; no esbuild runs (bundling skipped for every stack).
  const app = new App({ context: { ...cdkJsonContext, ...context, 'aws:cdk:bundling-stacks': [] } });
  const settings = loadSettings(app.node);
  const env = options.region ? { region: options.region } : undefined;
  const stack = new PortalStack(app, 'Portal-test', { settings, webAssetDir: fixtureWebDist, env });
  // As bin/portal.ts does: the synth itself fails on an unacknowledged finding.
  if (options.nagPlugin) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  // The routes are nested stacks (infra/api.ts): assertions read every template as one.
  const template = mergedTemplate(stack);
  return { app, stack, template };
}

function nagFindings(app: App, stack: PortalStack): string[] {
  const report = new AwsSolutionsChecks(app).validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`),
  );
}

/** Properties of the route functions, told apart from CDK-provided functions by their description. */
function routeFunctions(template: Template): Record<string, unknown>[] {
  const found = template.findResources('AWS::Lambda::Function', {
    Properties: { Description: Match.stringLikeRegexp(`^${ROUTE_FUNCTION_DESCRIPTION_PREFIX}`) },
  });
  return Object.values(found).map((resource) => resource.Properties as Record<string, unknown>);
}

/** A role's statements: of the policies attached to it, and of its own inline policies (route roles keep theirs inline). */
function policyStatements(template: Template, roleId: string): Record<string, unknown>[] {
  const policies = template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } });
  const inline = (template.findResources('AWS::IAM::Role')[roleId]?.Properties?.Policies ?? []) as { PolicyDocument: unknown }[];
  return [...Object.values(policies).map((policy) => policy.Properties), ...inline].flatMap(
    (policy) => (policy.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
  );
}

/** Every policy document that grants something, with the roles it grants it to: policy resources, and roles' inline policies. */
function grantingPolicies(template: Template): { Properties: { PolicyDocument: unknown; Roles: unknown } }[] {
  const inline = Object.entries(template.findResources('AWS::IAM::Role')).flatMap(([roleId, role]) =>
    ((role.Properties?.Policies ?? []) as { PolicyDocument: unknown }[]).map((policy) => ({ Properties: { PolicyDocument: policy.PolicyDocument, Roles: [{ Ref: roleId }] } })),
  );
  return [...(Object.values(template.findResources('AWS::IAM::Policy')) as { Properties: { PolicyDocument: unknown; Roles: unknown } }[]), ...inline];
}

let built: ReturnType<typeof buildStack>;
let template: Template;
beforeAll(() => {
  built = buildStack();
  template = built.template;
});

describe('Auth', () => {
  it('creates a retained user pool with e-mail sign-in, code verification and the custom attributes', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        }),
      },
      Schema: Match.arrayWith(
        CUSTOM_ATTRIBUTES.map((name) => Match.objectLike({ Name: name, AttributeDataType: 'String', Mutable: true })),
      ),
    });
  });

  it('gives the web client no secret, the SRP flow only (no password flow, no choice-based sign-in), and no write access to role or org', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlows: Match.absent(),
    });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client?.Properties?.ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_SRP_AUTH']));
    expect(client?.Properties?.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(client?.Properties?.ExplicitAuthFlows).not.toContain('ALLOW_USER_AUTH');
    expect(client?.Properties?.AuthSessionValidity).toBe(AUTH_SESSION_MINUTES);
    expect(client?.Properties?.ReadAttributes).toEqual(
      expect.arrayContaining(['custom:orgId', 'custom:userType', 'email', 'name']),
    );
    const writeAttributes = client?.Properties?.WriteAttributes as string[];
    expect(writeAttributes).toEqual(expect.arrayContaining(['email', 'name']));
    expect(writeAttributes).not.toContain('custom:userType');
    expect(writeAttributes).not.toContain('custom:orgId');
  });

  it('puts the pool on the Essentials plan with the password as its only first factor while it has no SES sender', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD'] } }),
    });
  });

  it('creates the admin group', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
  });
});

describe('Data', () => {
  it('creates the retained, protected, on-demand table with the shared keys and indexes', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    const definitions = table?.Properties?.AttributeDefinitions as { AttributeType: string }[];
    expect(definitions).toHaveLength(2 + 2 * globalSecondaryIndexes.length);
    expect(definitions.every((definition) => definition.AttributeType === 'S')).toBe(true);
  });
});

describe('Api', () => {
  it('creates an HTTP API with a Cognito JWT authorizer for the web client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^AuthUserPoolWebClient') }],
        Issuer: {
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.')])],
        },
      },
    });
  });

  it('throttles and access-logs the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
  });

  it('makes exactly one function per route-table entry, configured alike', () => {
    const functions = routeFunctions(template);
    expect(functions).toHaveLength(routes.length);
    for (const route of routes) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${ROUTE_FUNCTION_DESCRIPTION_PREFIX}${route.id}: ${routeKey(route)}`,
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: Match.anyValue() },
        Environment: {
          Variables: Match.objectLike({
            TABLE_NAME: Match.anyValue(),
            USER_POOL_ID: Match.anyValue(),
            DEFAULT_ORG_ID: 'default-org',
            // The password app client, which every staff session must come from.
            STAFF_APP_CLIENT_ID: Match.anyValue(),
          }),
        },
      });
    }
  });

  it('keeps every route function log group for one month', () => {
    const logGroupRefs = routeFunctions(template).map(
      (properties) => (properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref,
    );
    const logGroups = template.findResources('AWS::Logs::LogGroup');
    for (const ref of logGroupRefs) expect(logGroups[ref]?.Properties?.RetentionInDays).toBe(30);
  });

  it('throttles every route on its own, sized to what it does', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0]?.Properties as { RouteSettings: Record<string, unknown> };
    for (const route of routes) {
      const { rateLimit, burstLimit } = routeThrottle(route);
      expect(stage.RouteSettings[routeKey(route)]).toEqual({ ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit });
    }
  });

  it('routes every route key of the table, behind the JWT authorizer unless public', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    for (const route of routes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey(route),
        AuthorizationType: route.access === 'public' ? 'NONE' : 'JWT',
      });
    }
  });

  it('grants each route role its log group, read-only table access for GET routes (but activity records), the exact identity operations of its route, nothing managed', () => {
    for (const properties of routeFunctions(template)) {
      const route = (routeTable as readonly RouteDefinition[]).find((entry) => (properties.Description as string).includes(` ${entry.id}:`));
      expect(route).toBeDefined();
      const uses: readonly string[] = route?.uses ?? [];
      const roleId = (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(template.findResources('AWS::IAM::Role')[roleId]?.Properties?.ManagedPolicyArns).toBeUndefined();
      const statements = policyStatements(template, roleId);
      const actionsOf = (list: Record<string, unknown>[]) => list.flatMap((statement) => statement.Action as string | string[]);
      const allowed = statements.filter((statement) => statement.Effect === 'Allow');
      const actions = actionsOf(allowed);
      expect(actions).toEqual(expect.arrayContaining(['logs:PutLogEvents', 'dynamodb:GetItem', 'dynamodb:Query']));
      expect(actions).not.toContain('dynamodb:Scan');
      const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
      const onActivityOnly = (statement: Record<string, unknown>) =>
        JSON.stringify(statement.Condition) === JSON.stringify({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PENDINGACTIVITY#*'] } });
      // A GET route writes nothing but, when it records, the activity log's records.
      if (route?.method === 'GET') expect(actionsOf(allowed.filter((statement) => !onActivityOnly(statement))).filter((action) => writes.includes(action))).toEqual([]);
      else expect(actions).toContain('dynamodb:PutItem');
      expect(allowed.some((statement) => onActivityOnly(statement) && actionsOf([statement]).includes('dynamodb:PutItem'))).toBe(uses.includes('activity'));
      // No route may write a chain's records (the linker does), nor rewrite or remove a waiting one.
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['ACTIVITY#*'] } },
        }),
      );
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem'],
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['PENDINGACTIVITY#*'] } },
        }),
      );
      const cognitoActions = actions.filter((action) => action.startsWith('cognito-idp:'));
      // Its own operations; admin routes also read the admin's sign-in (two-factor required by the firm?).
      expect(cognitoActions.sort()).toEqual((route ? identityOperationsOf(route) : []).map((operation) => `cognito-idp:${operation}`).sort());
      if (route?.access === 'admin') expect(cognitoActions).toContain('cognito-idp:AdminGetUser');
      // A route that only updates users can never create or delete one.
      if (route && !route.identity?.includes('AdminCreateUser')) expect(cognitoActions).not.toContain('cognito-idp:AdminDeleteUser');
      expect(actions.includes('s3:GetObject')).toBe(uses.includes('documents'));
      // A GET route only reads documents (download links); only routes that write may put or delete.
      expect(actions.includes('s3:PutObject')).toBe(uses.includes('documents') && route?.method !== 'GET');
      expect(actions.includes('s3:DeleteObject')).toBe(uses.includes('documents') && route?.method !== 'GET');
      // The cursor key, the signing certificate or the firm's Stripe keys: a route reads a secret only when it declares one.
      expect(actions.includes('secretsmanager:GetSecretValue')).toBe(uses.includes('cursors') || uses.includes('signing') || uses.includes('payments'));
      // Only the signing routes write a secret: the generated certificate, once.
      expect(actions.includes('secretsmanager:PutSecretValue')).toBe(uses.includes('signing'));
      expect(actions.filter((action) => action.endsWith('*') && !action.startsWith('secretsmanager:'))).toEqual([]);
    }
  });
});

describe('Triggers', () => {
  it('attaches one function per shared trigger to the pool, with the table but no reference to the pool', () => {
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(`^${TRIGGER_FUNCTION_DESCRIPTION_PREFIX}`) },
    });
    expect(Object.keys(functions)).toHaveLength(triggers.length);
    for (const trigger of triggers) {
      const [functionId, resource] = Object.entries(functions).find(([, fn]) =>
        (fn.Properties.Description as string).includes(` ${trigger.id}:`),
      ) ?? [undefined, undefined];
      expect(functionId).toBeDefined();
      const variables = resource?.Properties?.Environment?.Variables as Record<string, unknown>;
      expect(variables).toMatchObject({ TABLE_NAME: { Ref: expect.stringMatching(/^DataPortalTable/) } });
      expect(variables).not.toHaveProperty('USER_POOL_ID');
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: { [trigger.trigger]: { 'Fn::GetAtt': [functionId, 'Arn'] } },
      });
    }
  });
});

describe('Web', () => {
  it('keeps the web bucket private, encrypted and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'web-bucket/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves the SPA through OAC with a viewer-request rewrite, not distribution-wide error pages', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('sends /v1/* to the HTTP API uncached, with every method and the viewer headers but Host', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: `${API_BASE}/*`,
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
            AllowedMethods: Match.arrayWith(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
            ViewerProtocolPolicy: 'https-only',
            FunctionAssociations: Match.absent(),
          }),
        ]),
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('\\.execute-api\\.')])] },
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
          }),
        ]),
      }),
    });
  });

  it('adds security headers with a CSP that allows the Cognito endpoint', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000, Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('https://cognito-idp\\.')])] },
          }),
        }),
      }),
    });
  });

  it('deploys the build and config.json, and invalidates the distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: Match.stringLikeRegexp('^WebWebBucket') },
      DistributionId: { Ref: Match.stringLikeRegexp('^WebDistribution') },
      DistributionPaths: ['/*'],
      Prune: true,
    });
    const [deployment] = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    // The web build and the generated config.json.
    expect(deployment?.Properties?.SourceObjectKeys).toHaveLength(2);
    expect(deployment?.Properties?.SourceMarkersConfig).toBeDefined();
  });
});

describe('PortalStack', () => {
  it('outputs the URLs and ids a deployer needs', () => {
    for (const output of ['DistributionUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']) {
      template.hasOutput(output, Match.anyValue());
    }
  });

  it('passes the cdk-nag AwsSolutions checks (only acknowledged findings remain)', () => {
    expect(nagFindings(built.app, built.stack)).toEqual([]);
  });

  it('synthesizes with the cdk-nag plugin, a custom domain and auto-deleted buckets', () => {
    const { app, stack, template: custom } = buildStack(
      {
        stage: 'prod',
        domainName: 'portal.example-law.ca',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
        autoDeleteBuckets: 'true',
      },
      { nagPlugin: true },
    );
    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['portal.example-law.ca'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    custom.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    expect(nagFindings(app, stack)).toEqual([]);
  });

  it('passes cdk-nag in a concrete region too, as `npx cdk synth` builds it (ca-central-1)', () => {
    const { app, stack } = buildStack({}, { nagPlugin: true, region: 'ca-central-1' });
    expect(nagFindings(app, stack)).toEqual([]);
  });
});

describe('settings', () => {
  const load = (context: Record<string, unknown>) => loadSettings(new App({ context }).node);

  it('defaults every setting', () => {
    expect(load({})).toEqual({
      stage: 'dev',
      defaultOrgId: 'default-org',
      webDistDir: 'web/dist',
      autoDeleteBuckets: false,
      apiRateLimit: 50,
      apiBurstLimit: 100,
      region: 'ca-central-1',
      threatProtection: 'off',
      firmName: 'Your law firm',
      waf: 'off',
      wafRateLimit: 2000,
      malwareScan: 'on',
      storage: 's3',
    });
  });

  it('targets ca-central-1 unless the deployer says otherwise (context, or PORTAL_REGION)', () => {
    expect(load({}).region).toBe('ca-central-1');
    expect(load({ region: 'us-west-2' }).region).toBe('us-west-2');
    expect(loadSettings(new App({ context: {} }).node, { PORTAL_REGION: 'eu-west-3' }).region).toBe('eu-west-3');
  });

  it('stops the synth on an unknown setting, naming it', () => {
    expect(() => load({ regoin: 'ca-central-1' })).toThrow('Unknown deploy setting (CDK context): regoin');
    expect(() => load({ threatProtection: 'maybe' })).toThrow(/threatProtection/);
  });

  it('reads command-line strings as booleans and numbers', () => {
    expect(load({ autoDeleteBuckets: 'true', apiRateLimit: '20' })).toMatchObject({
      autoDeleteBuckets: true,
      apiRateLimit: 20,
    });
    expect(load({ autoDeleteBuckets: 'false' }).autoDeleteBuckets).toBe(false);
  });

  it('refuses a custom domain without its certificate, and a bad stage name', () => {
    expect(() => load({ domainName: 'portal.example-law.ca' })).toThrow(/certificateArn/);
    expect(() => load({ stage: 'Prod_1' })).toThrow(/stage/);
  });
});

describe('Sign-in protection', () => {
  it('offers optional TOTP two-factor sign-in (no SMS) and leaves threat protection off by default', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      UserPoolAddOns: Match.absent(),
    });
  });

  it('turns threat protection on, on the Plus plan, when asked', () => {
    const app = new App({ context: { ...cdkJsonContext, threatProtection: 'enforced' } });
    const stack = new PortalStack(app, 'Portal-threat', { settings: loadSettings(app.node), webAssetDir: fixtureWebDist });
    Template.fromStack(stack).hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });
});

describe('WAF (opt-in)', () => {
  it('is off by default: no web ACL on the distribution', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ WebACLId: Match.absent() }) });
  });

  it('with waf=on, a us-east-1 web ACL with a per-IP rate rule and the common rule set guards the distribution', () => {
    const app = new App({ context: { ...cdkJsonContext, waf: 'on', wafRateLimit: '1500' } });
    const settings = loadSettings(app.node);
    const waf = new WafStack(app, 'PortalWaf-test', { env: { region: WAF_REGION }, crossRegionReferences: true, rateLimitPer5Minutes: settings.wafRateLimit });
    const portal = new PortalStack(app, 'Portal-waf', {
      settings,
      webAssetDir: fixtureWebDist,
      webAclArn: waf.webAcl.attrArn,
      crossRegionReferences: true,
      env: { region: settings.region },
    });
    const acl = Template.fromStack(waf);
    acl.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { RateBasedStatement: { Limit: 1500, AggregateKeyType: 'IP' } } }),
        Match.objectLike({ Statement: { ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }) } }),
      ]),
    });
    Template.fromStack(portal).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });
});

describe('Malware scanning', () => {
  it('protects the documents bucket\'s cases/ prefix with GuardDuty Malware Protection, tagging results', () => {
    template.hasResourceProperties('AWS::GuardDuty::MalwareProtectionPlan', {
      ProtectedResource: { S3Bucket: { ObjectPrefixes: ['cases/'] } },
      Actions: { Tagging: { Status: 'ENABLED' } },
    });
  });

  it('sends the scan results to a function that sets the document\'s status', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({ source: ['aws.guardduty'], 'detail-type': ['GuardDuty Malware Protection Object Scan Result'] }),
    });
    const fn = Object.values(template.findResources('AWS::Lambda::Function')).find((resource) => String(resource.Properties.Description).includes('malwareScanResult'));
    expect(fn).toBeDefined();
  });

  it('makes document routes record new documents as scanning, and alarms on a blocked upload', () => {
    for (const properties of routeFunctions(template)) {
      const route = (routeTable as readonly RouteDefinition[]).find((entry) => (properties.Description as string).includes(` ${entry.id}:`));
      const variables = (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect(variables.MALWARE_SCANNING).toBe(route?.uses?.includes('documents') ? 'on' : undefined);
    }
    const descriptions = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties.AlarmDescription as string);
    expect(descriptions).toContain('The malware scan blocked an uploaded document');
  });

  it('can be turned off (-c malwareScan=off): no plan, documents available at once', () => {
    const app = new App({ context: { ...cdkJsonContext, malwareScan: 'off' } });
    const stack = new PortalStack(app, 'Portal-noscan', { settings: loadSettings(app.node), webAssetDir: fixtureWebDist });
    Template.fromStack(stack).resourceCountIs('AWS::GuardDuty::MalwareProtectionPlan', 0);
  });
});

describe('Monitoring', () => {
  it('sends every alarm to one SNS topic, an output of the stack', () => {
    const topics = template.findResources('AWS::SNS::Topic');
    const [topicId] = Object.keys(topics);
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThanOrEqual(4);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    template.hasOutput('AlarmTopicArn', { Value: { Ref: topicId } });
    template.hasOutput('DistributionId', {});
  });

  it('alarms on the API 5xx rate, Lambda errors and throttles, and DynamoDB throttles', () => {
    const descriptions = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties.AlarmDescription as string);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('5xx'),
        expect.stringContaining('functions failed'),
        expect.stringContaining('throttled'),
        expect.stringContaining('DynamoDB throttled'),
      ]),
    );
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('logs every function in JSON and graphs the portal\'s own metrics (uploads, sign-ups, refusals by kind)', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) => fn.Properties.Runtime === 'nodejs22.x');
    expect(functions.length).toBeGreaterThan(routes.length);
    for (const fn of functions) {
      expect(fn.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'WARN' });
    }
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    for (const name of ['DocumentsUploaded', 'SignUps', 'Refusals']) expect(body).toContain(name);
    expect(body).toContain('ImmigrationPortal');
  });

  it('subscribes the alarm e-mail when one is given', () => {
    const app = new App({ context: { ...cdkJsonContext, alarmEmail: 'ops@example-law.ca' } });
    const stack = new PortalStack(app, 'Portal-alarm', { settings: loadSettings(app.node), webAssetDir: fixtureWebDist });
    Template.fromStack(stack).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example-law.ca' });
  });
});

describe('Cognito e-mails', () => {
  it('writes them with the CustomMessage trigger, which knows the portal URL and the firm name', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) =>
      String(fn.Properties.Description ?? '').includes('customMessage'),
    );
    expect(functions).toHaveLength(1);
    const variables = functions[0]?.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['PORTAL_URL', 'FIRM_NAME']));
    template.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: Match.objectLike({ CustomMessage: Match.anyValue() }) });
  });

  it('sends through SES from the verified sender when one is given', () => {
    const app = new App({ context: { ...cdkJsonContext, sesFromAddress: 'portal@example-law.ca' } });
    const stack = new PortalStack(app, 'Portal-ses', { settings: loadSettings(app.node), webAssetDir: fixtureWebDist });
    Template.fromStack(stack).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: Match.stringLikeRegexp('portal@example-law.ca') }),
    });
  });
});

describe('Sign-in by e-mail code (with an SES sender)', () => {
  let sesTemplate: Template;
  let sesStack: PortalStack;
  beforeAll(() => {
    const app = new App({ context: { ...cdkJsonContext, sesFromAddress: 'portal@example-law.ca', 'aws:cdk:bundling-stacks': [] } });
    sesStack = new PortalStack(app, 'Portal-email-codes', { settings: loadSettings(app.node), webAssetDir: fixtureWebDist });
    sesTemplate = mergedTemplate(sesStack);
  });

  it('allows an e-mailed code as a first factor beside the password, on the Essentials plan', () => {
    sesTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'EMAIL_OTP'] } }),
      // The staff's second factor stays.
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('adds an e-mail-code app client with choice-based sign-in only, beside the SRP-only web client', () => {
    sesTemplate.resourceCountIs('AWS::Cognito::UserPoolClient', 2);
    const clients = Object.values(sesTemplate.findResources('AWS::Cognito::UserPoolClient')).map((client) => client.Properties as Record<string, unknown>);
    const byName = (name: string) => clients.find((client) => client.ClientName === name);
    expect(byName('portal-web')?.ExplicitAuthFlows).toEqual(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    const emailCode = byName('portal-web-email-code');
    expect(emailCode).toMatchObject({ GenerateSecret: false, PreventUserExistenceErrors: 'ENABLED', AuthSessionValidity: AUTH_SESSION_MINUTES });
    expect(emailCode?.ExplicitAuthFlows).toEqual(['ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    expect(emailCode?.WriteAttributes).not.toContain('custom:userType');
  });

  it('lets the JWT authorizer accept both clients, and tells the route functions which one staff sessions come from', () => {
    sesTemplate.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      JwtConfiguration: Match.objectLike({
        Audience: [{ Ref: Match.stringLikeRegexp('^AuthUserPoolWebClient') }, { Ref: Match.stringLikeRegexp('^AuthUserPoolEmailCodeClient') }],
      }),
    });
    const staffClients = new Set(routeFunctions(sesTemplate).map((fn) => JSON.stringify((fn.Environment as { Variables: Record<string, unknown> }).Variables.STAFF_APP_CLIENT_ID)));
    expect(staffClients.size).toBe(1);
    expect([...staffClients][0]).not.toContain('EmailCodeClient');
  });

  it('writes the e-mail-code client into config.json and the outputs', () => {
    const config = sesStack.runtimeConfig;
    expect(sesStack.resolve(config.userPoolEmailCodeClientId)).toEqual({ Ref: expect.stringMatching(/^AuthUserPoolEmailCodeClient/) });
    expect(sesStack.resolve(config.userPoolClientId)).toEqual({ Ref: expect.stringMatching(/^AuthUserPoolWebClient/) });
    sesTemplate.hasOutput('UserPoolEmailCodeClientId', Match.anyValue());
  });

  it('passes the cdk-nag AwsSolutions checks', () => {
    expect(nagFindings(sesStack.node.root as App, sesStack)).toEqual([]);
  });
});

describe('Documents', () => {
  it('keeps documents in a private, versioned, TLS-only bucket that is retained', () => {
    template.hasResource('AWS::S3::Bucket', {
      Properties: {
        VersioningConfiguration: { Status: 'Enabled' },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      },
      DeletionPolicy: 'Retain',
    });
  });

  it('lets only the portal\'s origin PUT and GET the documents bucket from a browser (CORS)', () => {
    const buckets = Object.values(template.findResources('AWS::S3::Bucket')).filter((bucket) => bucket.Properties.CorsConfiguration);
    expect(buckets).toHaveLength(1);
    const [rule] = buckets[0]?.Properties.CorsConfiguration.CorsRules as { AllowedMethods: string[]; AllowedOrigins: unknown[] }[];
    expect(rule?.AllowedMethods.sort()).toEqual(['GET', 'HEAD', 'PUT']);
    expect(rule?.AllowedOrigins).toHaveLength(1);
    expect(JSON.stringify(rule?.AllowedOrigins)).toContain('DomainName');
  });

  it('names the documents bucket\'s origin in the CSP connect-src', () => {
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).filter((resource) =>
      JSON.stringify(resource).includes('ContentSecurityPolicy'),
    );
    expect(JSON.stringify(policy)).toMatch(/connect-src [^;]*https:\/\/portal-docs-/);
  });

  it('keeps the cursor key, the document-signing certificate (retained) and the firm\'s Stripe keys (placeholders until filled) in Secrets Manager', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 3);
    template.hasResourceProperties('AWS::SecretsManager::Secret', { Description: 'Key that encrypts and authenticates pagination cursors' });
    template.hasResource('AWS::SecretsManager::Secret', {
      Properties: { Description: Match.stringLikeRegexp('Document-signing certificate') },
      DeletionPolicy: 'Retain',
    });
    template.hasResourceProperties('AWS::SecretsManager::Secret', { Description: "The firm's Stripe API key and webhook signing secret (fill in after deploy)" });
  });

  it('takes an existing Stripe secret by name: then it creates only the cursor key and the signing certificate', () => {
    const named = buildStack({ stripeSecretName: 'firm/stripe' });
    named.template.resourceCountIs('AWS::SecretsManager::Secret', 2);
    expect(JSON.stringify(named.template.toJSON())).toContain('secret:firm/stripe');
  });
});

describe('Documents in OneDrive (-c storage=onedrive)', () => {
  let onedrive: ReturnType<typeof buildStack>;
  beforeAll(() => {
    onedrive = buildStack({ storage: 'onedrive' }, { nagPlugin: true });
  });

  /** The route id of a route function's properties, from its description. */
  const routeOf = (properties: Record<string, unknown>) =>
    routes.find((entry) => (properties.Description as string).includes(` ${entry.id}:`));

  it('creates the OneDrive secret with placeholders, retained, and no documents bucket or malware plan', () => {
    onedrive.template.hasResource('AWS::SecretsManager::Secret', {
      Properties: { SecretString: Match.stringLikeRegexp('"tenantId":"FILL-ME"') },
      DeletionPolicy: 'Retain',
    });
    expect(JSON.stringify(onedrive.template.toJSON())).not.toContain('portal-docs-');
    onedrive.template.resourceCountIs('AWS::GuardDuty::MalwareProtectionPlan', 0);
    expect(Object.keys(onedrive.template.findOutputs('OneDriveSecretArn'))).toHaveLength(1);
  });

  it('gives the secret to the document routes only, and tells them the store', () => {
    const [secretId] = Object.keys(onedrive.template.findResources('AWS::SecretsManager::Secret', { Properties: { SecretString: Match.stringLikeRegexp('FILL-ME') } }));
    for (const properties of routeFunctions(onedrive.template)) {
      const route = routeOf(properties);
      const variables = (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      const documents = route?.uses?.includes('documents') ?? false;
      expect([route?.id, variables.DOCUMENT_STORE]).toEqual([route?.id, documents ? 'onedrive' : undefined]);
      expect([route?.id, variables.ONEDRIVE_SECRET_ARN]).toEqual([route?.id, documents ? { Ref: secretId } : undefined]);
    }
    // Every role that may read the secret is a document route's, a job's that reaches the documents, or the packaging worker's (it reads the documents).
    const readers = grantingPolicies(onedrive.template).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(`"Ref":"${secretId}"`),
    );
    const documentRoutes = routes.filter((route) => route.uses?.includes('documents'));
    const documentJobs = jobsFor('onedrive').filter((job) => job.usesDocuments);
    expect(readers).toHaveLength(documentRoutes.length + documentJobs.length + 1);
  });

  it('cleans the staging folder every 15 minutes with a function that may read the OneDrive secret and nothing else', () => {
    const [secretId] = Object.keys(onedrive.template.findResources('AWS::SecretsManager::Secret', { Properties: { SecretString: Match.stringLikeRegexp('FILL-ME') } }));
    const jobFunctions = onedrive.template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(`^${JOB_FUNCTION_DESCRIPTION_PREFIX}cleanUploadStaging:`) },
    });
    const [[functionId, resource] = []] = Object.entries(jobFunctions);
    const properties = (resource as { Properties: Record<string, unknown> } | undefined)?.Properties ?? {};
    expect(Object.keys(jobFunctions)).toHaveLength(1);
    expect((properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({ DOCUMENT_STORE: 'onedrive', ONEDRIVE_SECRET_ARN: { Ref: secretId } });
    onedrive.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    const role = (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const actions = policyStatements(onedrive.template, role).flatMap((statement) => [statement.Action].flat());
    expect([...new Set(actions)].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });

  it('with documents in S3, runs the daily reminders and retention jobs only (a lifecycle rule expires the staging prefix)', () => {
    const jobFunctions = template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp(`^${JOB_FUNCTION_DESCRIPTION_PREFIX}`) } });
    expect(Object.values(jobFunctions).map((resource) => (resource.Properties.Description as string).split(':')[0]).sort()).toEqual([
      `${JOB_FUNCTION_DESCRIPTION_PREFIX}destroyExpiredCases`,
      `${JOB_FUNCTION_DESCRIPTION_PREFIX}sendDocumentReminders`,
    ]);
  });

  it('destroys expired cases daily with a function that may delete table items (activity chains too) and the documents bucket objects, and nothing else', () => {
    const jobFunctions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(`^${JOB_FUNCTION_DESCRIPTION_PREFIX}destroyExpiredCases:`) },
    });
    const [[functionId, resource] = []] = Object.entries(jobFunctions);
    const properties = (resource as { Properties: Record<string, unknown> } | undefined)?.Properties ?? {};
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'DOCUMENTS_BUCKET']));
    expect(variables).not.toHaveProperty('MAIL_QUEUE_URL');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    const role = (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = policyStatements(template, role);
    const actions = new Set(statements.flatMap((statement) => [statement.Action].flat()));
    expect([...actions]).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 's3:ListBucket', 's3:DeleteObject']));
    expect([...actions].filter((action) => String(action).startsWith('cognito-idp:') || String(action).startsWith('sqs:') || action === 'dynamodb:Scan')).toEqual([]);
    expect(statements.filter((statement) => statement.Effect === 'Deny')).toEqual([]);
  });

  it('sends document reminders daily with a function that may use the table and the mail queue, and no documents', () => {
    const jobFunctions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(`^${JOB_FUNCTION_DESCRIPTION_PREFIX}sendDocumentReminders:`) },
    });
    const [[functionId, resource] = []] = Object.entries(jobFunctions);
    const properties = (resource as { Properties: Record<string, unknown> } | undefined)?.Properties ?? {};
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'MAIL_QUEUE_URL']));
    expect(variables).not.toHaveProperty('DOCUMENTS_BUCKET');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    const role = (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const actions = new Set(policyStatements(template, role).flatMap((statement) => [statement.Action].flat()));
    expect([...actions]).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'sqs:SendMessage']));
    expect([...actions].filter((action) => String(action).startsWith('s3:') || String(action).startsWith('cognito-idp:') || action === 'dynamodb:Scan')).toEqual([]);
  });

  it('lets the browser send upload chunks to OneDrive (CSP connect-src)', () => {
    const [policy] = Object.values(onedrive.template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).filter((resource) =>
      JSON.stringify(resource).includes('ContentSecurityPolicy'),
    );
    expect(JSON.stringify(policy)).toMatch(/connect-src [^;]*https:\/\/\*\.sharepoint\.com/);
  });

  it('passes cdk-nag', () => {
    expect(nagFindings(onedrive.app, onedrive.stack)).toEqual([]);
  });

  it('takes an existing secret by name, and refuses any other storage', () => {
    const named = buildStack({ storage: 'onedrive', onedriveSecretName: 'firm/onedrive' });
    // The cursor key, the signing certificate and the Stripe keys' placeholder secret; the OneDrive secret is the firm's own.
    named.template.resourceCountIs('AWS::SecretsManager::Secret', 3);
    expect(JSON.stringify(named.template.toJSON())).toContain('secret:firm/onedrive');
    expect(() => buildStack({ storage: 'dropbox' })).toThrow(/storage[\s\S]*either s3 \(the default\) or onedrive|either s3 \(the default\) or onedrive[\s\S]*storage/);
    expect(() => buildStack({ onedriveSecretName: 'firm/onedrive' })).toThrow(/onedriveSecretName is only read with storage=onedrive/);
  });
});

describe('Mail', () => {
  let mail: ReturnType<typeof buildStack>;
  beforeAll(() => {
    mail = buildStack({ sesFromAddress: 'portal@example-law.ca' });
  });

  const sendMailFunctionId = (stackTemplate: Template) =>
    Object.entries(stackTemplate.findResources('AWS::Lambda::Function')).find(([, resource]) =>
      String(resource.Properties.Description).startsWith("Sends the portal's e-mails"),
    );

  it('queues mail events with a dead-letter queue after three tries, encrypted and TLS-only', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { maxReceiveCount: 3, deadLetterTargetArn: Match.anyValue() },
      SqsManagedSseEnabled: true,
    });
    // The mail queue, its dead letters, and the failed batches of the activity archive and of the activity linker.
    template.resourceCountIs('AWS::SQS::Queue', 4);
    template.resourcePropertiesCountIs('AWS::SQS::QueuePolicy', Match.objectLike({ PolicyDocument: Match.objectLike({ Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) }) }), 4);
  });

  it('consumes the queue with the sending function, reporting partial batch failures', () => {
    const [functionId] = sendMailFunctionId(template) ?? [];
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('alarms on any message in the dead-letter queue', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
    const deadLetters = alarms.find((alarm) => String(alarm.AlarmDescription).includes('failed every try'));
    expect(deadLetters).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Namespace: 'AWS/SQS', Threshold: 1 });
  });

  it('grants SES sending to the sending function only, for the verified sender', () => {
    const sesPolicies = grantingPolicies(mail.template).filter((policy) => JSON.stringify(policy).includes('ses:SendEmail'));
    expect(sesPolicies).toHaveLength(1);
    const [, sendMail] = sendMailFunctionId(mail.template) ?? [];
    expect(JSON.stringify(sesPolicies[0]?.Properties.Roles)).toContain(JSON.stringify(sendMail?.Properties.Role).slice(1, -1).split('"')[3] ?? 'none');
    expect(JSON.stringify(sesPolicies[0])).toContain('identity/portal@example-law.ca');
    expect(JSON.stringify(sendMail?.Properties.Environment)).toContain('portal@example-law.ca');
    // Without a verified sender nothing may send.
    expect(JSON.stringify(template.toJSON())).not.toContain('ses:SendEmail');
  });

  it('lets exactly the routes that publish mail events send to the queue', () => {
    const [queueId] = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } }));
    for (const properties of routeFunctions(template)) {
      const route = routes.find((entry) => (properties.Description as string).includes(` ${entry.id}:`));
      const variables = (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect([route?.id, variables.MAIL_QUEUE_URL !== undefined]).toEqual([route?.id, route?.uses?.includes('mail') ?? false]);
    }
    const senders = grantingPolicies(template).filter((policy) => {
      const text = JSON.stringify(policy.Properties.PolicyDocument);
      return text.includes('sqs:SendMessage') && text.includes(`"${queueId}"`);
    });
    // …the jobs that queue e-mails (the document reminders), and the sending function itself, which queues each upload digest's reminder.
    const mailJobs = jobsFor('s3').filter((job) => job.publishesMail);
    expect(senders).toHaveLength(routes.filter((route) => route.uses?.includes('mail')).length + mailJobs.length + 1);
  });

  it('lets the sending function queue the reminders of upload digests on its own queue', () => {
    const [queueId] = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } }));
    const [, sendMail] = sendMailFunctionId(template) ?? [];
    const roleId = JSON.stringify(sendMail?.Properties.Role).split('"')[3] ?? 'none';
    const rolePolicies = grantingPolicies(template).filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId));
    expect(JSON.stringify(rolePolicies)).toContain('sqs:SendMessage');
    expect(JSON.stringify(sendMail?.Properties.Environment)).toContain(`"${queueId}"`);
  });
});
