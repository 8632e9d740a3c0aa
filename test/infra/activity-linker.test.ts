/**
 * The activity linker: the table's stream, filtered to INSERTs of records waiting to be linked, reaches
 * one function, one batch per shard at a time, reporting the chains it could not link; it may read the
 * activity items, put chain records and remove waiting ones, and nothing else of the table. Synthesized
 * as `cdk synth` builds it (bundling skipped, fixture web build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { PortalStack } from '../../infra/portal-stack';
import { loadSettings } from '../../infra/settings';
import { filterPatterns, onlyMappingOf } from './support/stream-mappings';

const repoRoot = process.cwd();
const cdkJsonContext = (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

type Resource = { Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

let template: Template;
beforeAll(() => {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  const stack = new PortalStack(app, 'Portal-linker-test', { settings: loadSettings(app.node), webAssetDir: path.join(repoRoot, 'test', 'infra', 'fixtures', 'web-dist') });
  template = Template.fromStack(stack);
});

const linkerFunction = () => {
  const found = Object.entries(template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Portal event linkActivity') } })) as [string, Resource][];
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
};

describe('the activity linker', () => {
  it('is reached by the table stream, filtered to INSERTs of waiting records, one batch per shard at a time, reporting the chains it could not link', () => {
    const [functionId] = linkerFunction();
    const properties = onlyMappingOf(template, functionId);
    expect(properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [expect.any(String), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      ParallelizationFactor: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } } },
    });
    expect(filterPatterns(properties)).toEqual([{ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [{ prefix: 'PENDINGACTIVITY#' }] } } } }]);
  });

  it('may query activity items, put chain records, remove waiting ones and check a case exists, and nothing else of the table', () => {
    const [, fn] = linkerFunction();
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = Object.values(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } })).flatMap(
      (policy) => (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement,
    );
    const onTable = statements.filter((statement) => [statement.Action].flat().some((action) => ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'].includes(action)));
    expect(onTable.map((statement) => [statement.Action, statement.Condition])).toEqual([
      ['dynamodb:Query', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ACTIVITY#*', 'PENDINGACTIVITY#*'] } }],
      ['dynamodb:PutItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ACTIVITY#*'] } }],
      ['dynamodb:DeleteItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PENDINGACTIVITY#*'] } }],
      ['dynamodb:ConditionCheckItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CASE#*'] } }],
    ]);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    for (const forbidden of ['dynamodb:Scan', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', 'dynamodb:GetItem', 'dynamodb:*']) expect(actions).not.toContain(forbidden);
  });

  it('raises an alarm when a batch fails every try', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmDescription: Match.stringLikeRegexp('could not be linked') });
  });
});
