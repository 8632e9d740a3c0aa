/**
 * The activity archive: the table streams new images; a function that only INSERTs of
 * ACTIVITY# items reach writes them to an Object Lock bucket in compliance mode, and may never delete,
 * unlock or reconfigure it. Synthesized as `cdk synth` builds it (bundling skipped, fixture web build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { DEFAULT_RETENTION_DAYS } from '../../infra/activity-archive';
import { PortalStack } from '../../infra/portal-stack';
import { loadSettings } from '../../infra/settings';
import { filterPatterns, onlyMappingOf } from './support/stream-mappings';
import { ARCHIVE_PREFIX, RETENTION_YEARS } from '../../shared/activity/archive';
import { mergedTemplate } from './templates';

const repoRoot = process.cwd();
const cdkJsonContext = (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

function synth(context: Record<string, unknown> = {}): Template {
  const app = new App({ context: { ...cdkJsonContext, ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new PortalStack(app, 'Portal-archive-test', { settings: loadSettings(app.node), webAssetDir: path.join(repoRoot, 'test', 'infra', 'fixtures', 'web-dist') });
  // The routes are nested stacks (infra/api.ts): assertions read every template as one.
  return mergedTemplate(stack);
}

type Resource = { Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

let template: Template;
beforeAll(() => {
  template = synth();
});

const archiveBuckets = () => Object.entries(template.findResources('AWS::S3::Bucket', { Properties: { ObjectLockEnabled: true } })) as [string, Resource][];
const archiveFunction = () => {
  const found = Object.entries(template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Portal event archiveActivity') } })) as [string, Resource][];
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
};
const roleIdOf = (fn: Resource) => (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
const statementsOf = (roleId: string): Statement[] =>
  Object.values(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } })).flatMap(
    (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
  );
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));

describe('the table', () => {
  it('streams new images', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });
});

describe('the archive bucket', () => {
  it('is one retained, versioned, encrypted, private bucket with Object Lock, compliance mode by default', () => {
    const buckets = archiveBuckets();
    expect(buckets).toHaveLength(1);
    const [, bucket] = buckets[0] as [string, Resource];
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      ObjectLockEnabled: true,
      ObjectLockConfiguration: { ObjectLockEnabled: 'Enabled', Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: DEFAULT_RETENTION_DAYS } } },
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: { DestinationBucketName: expect.anything(), LogFilePrefix: 'activity-archive/' },
    });
    expect(DEFAULT_RETENTION_DAYS).toBe(RETENTION_YEARS.min * 365);
  });

  it('is retained even when the stack auto-deletes its other buckets', () => {
    const custom = synth({ autoDeleteBuckets: true });
    const [bucket] = Object.values(custom.findResources('AWS::S3::Bucket', { Properties: { ObjectLockEnabled: true } }));
    expect(bucket?.DeletionPolicy).toBe('Retain');
  });

  it('accepts TLS requests only', () => {
    const [bucketId] = archiveBuckets()[0] as [string, Resource];
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: Match.objectLike({ Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) }),
    });
  });
});

describe('the archiving function', () => {
  it('is reached by the table stream, filtered to INSERTs of ACTIVITY# items, in batches split on error, failures to a queue', () => {
    const [functionId] = archiveFunction();
    const properties = onlyMappingOf(template, functionId);
    expect(properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [expect.any(String), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } } },
    });
    expect(filterPatterns(properties)).toEqual([{ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [{ prefix: 'ACTIVITY#' }] } } } }]);
  });

  it('knows the bucket and the table', () => {
    const [, fn] = archiveFunction();
    const [bucketId] = archiveBuckets()[0] as [string, Resource];
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.ACTIVITY_ARCHIVE_BUCKET).toEqual({ Ref: bucketId });
    expect(variables.TABLE_NAME).toBeDefined();
  });

  it('may put objects and their retention under activity/ only, and never delete, unlock or reconfigure', () => {
    const [, fn] = archiveFunction();
    const [bucketId] = archiveBuckets()[0] as [string, Resource];
    const statements = statementsOf(roleIdOf(fn));
    const s3 = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('s3:')));
    expect(s3).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['s3:PutObject', 's3:PutObjectRetention'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${ARCHIVE_PREFIX}*`]] },
      }),
    ]);
    const actions = actionsOf(statements);
    for (const forbidden of ['s3:DeleteObject', 's3:DeleteObjectVersion', 's3:PutBucketObjectLockConfiguration', 's3:BypassGovernanceRetention', 's3:PutObjectLegalHold', 's3:PutLifecycleConfiguration', 's3:PutBucketPolicy', 's3:*']) {
      expect(actions).not.toContain(forbidden);
    }
    // Of the table: the org items (the firm's retention setting) and the stream; no write, no Scan, no Query.
    const dynamo = actions.filter((action) => action.startsWith('dynamodb:'));
    expect([...new Set(dynamo)].sort()).toEqual(['dynamodb:DescribeStream', 'dynamodb:GetItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams']);
    expect(statements.find((statement) => actionsOf([statement]).includes('dynamodb:GetItem'))?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ORG#*'] } });
  });

  it('is the only function that may write to the archive bucket, and with the activity linker the only one that may read the table\'s stream', () => {
    const [, fn] = archiveFunction();
    const [bucketId] = archiveBuckets()[0] as [string, Resource];
    const archiveRole = roleIdOf(fn);
    const linkerRole = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Portal event linkActivity') } }))[0] as Resource | undefined;
    const linkerRoleId = linkerRole ? roleIdOf(linkerRole) : undefined;
    expect(linkerRoleId).toBeDefined();
    // Policy resources, and the roles' inline policies (route roles keep theirs inline).
    const inline = Object.entries(template.findResources('AWS::IAM::Role')).flatMap(([roleId, role]) =>
      ((role.Properties?.Policies ?? []) as { PolicyDocument: unknown }[]).map((policy) => ({ Properties: { PolicyDocument: policy.PolicyDocument, Roles: [{ Ref: roleId }] } })),
    );
    const others = [...Object.values(template.findResources('AWS::IAM::Policy')), ...inline].filter((policy) => !JSON.stringify(policy.Properties.Roles).includes(`"${archiveRole}"`));
    for (const policy of others) {
      const text = JSON.stringify(policy.Properties.PolicyDocument);
      if (!JSON.stringify(policy.Properties.Roles).includes(`"${linkerRoleId}"`)) expect(text).not.toContain('dynamodb:GetRecords');
      expect(text).not.toContain(`"${bucketId}"`);
    }
  });

  it('raises an alarm when a batch could not be archived after every try', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
    expect(alarms.find((alarm) => String(alarm.AlarmDescription).includes('Object Lock archive'))).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Namespace: 'AWS/SQS', Threshold: 1 });
  });

  it('outputs the bucket\'s name', () => {
    template.hasOutput('ActivityArchiveBucketName', Match.anyValue());
  });
});
