/**
 * Binding a resource to a function is one call: the environment variable the handler reads
 * (functions/core/config.ts) and the IAM permission it needs are set together, so they cannot drift.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ENV } from '../shared/core/env-names';
import { ACTIVITY_PK_PREFIX, PENDING_ACTIVITY_PK_PREFIX } from '../shared/core/table';
import { UPLOAD_STAGING_PREFIX } from '../shared/documents/upload-staging';

export { ENV };

export type TableAccess = 'read' | 'readWrite';

/**
 * Item-level actions only. No Scan (data access is by key: every list is a Query) and no stream
 * actions; TransactWriteItems / TransactGetItems are authorized by these per-item actions.
 */
export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/** Cognito admin operations a handler may be granted on the user pool (its identity client). */
export type UserPoolAction =
  | 'cognito-idp:AdminGetUser'
  | 'cognito-idp:AdminCreateUser'
  | 'cognito-idp:AdminUpdateUserAttributes'
  | 'cognito-idp:AdminDisableUser'
  | 'cognito-idp:AdminEnableUser'
  | 'cognito-idp:AdminDeleteUser'
  | 'cognito-idp:AdminAddUserToGroup'
  | 'cognito-idp:AdminRemoveUserFromGroup'
  | 'cognito-idp:AdminListGroupsForUser'
  | 'cognito-idp:AdminResetUserPassword'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminUserGlobalSignOut'
  | 'cognito-idp:ListUsers';

/**
 * How cdk-nag names `arn` in the findings of `fn`'s policies: `<LogicalId.Arn>` for a resource of the
 * function's own stack, `<Parameter>` for one passed in as a parameter (infra/api.ts, the route
 * stacks). The resource must be in, or imported into, the function's stack: a reference CDK makes
 * across stacks is named only at synthesis, after the acknowledgement is written.
 */
function nagReference(fn: LambdaFunction, owner: ITable | IBucket, arn: string): string {
  if (Stack.of(owner) !== Stack.of(fn)) throw new Error(`${owner.node.path} is not in the stack of ${fn.node.path}: import it there (as a parameter) before binding it`);
  const resolved: unknown = Stack.of(fn).resolve(arn);
  const getAtt = (resolved as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
  if (getAtt) return `<${getAtt[0]}.${getAtt[1]}>`;
  const ref = (resolved as { Ref?: string }).Ref;
  if (typeof ref === 'string') return `<${ref}>`;
  throw new Error(`${owner.node.path}: its ARN is neither an attribute nor a parameter of the stack of ${fn.node.path}`);
}

/** Sets TABLE_NAME and grants read or read/write item access on the table and its indexes. */
export function bindTable(fn: LambdaFunction, table: ITable, access: TableAccess): void {
  fn.addEnvironment(ENV.tableName, table.tableName);
  table.grant(fn, ...TABLE_ACTIONS[access]);
  if (fn.role) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagReference(fn, table, table.tableArn)}/index/*]`,
      reason:
        'Queries run on the global secondary indexes of this one table (GSI1: lists by org and folder, GSI2: lists by client and case, GSI3: what the client of a case sees); "index/*" covers only its indexes.',
    });
  }
}

/** The partition keys of the activity chains (shared/core/table.ts keys.activity): only the linker writes them. */
const CHAIN_LEADING_KEYS = [`${ACTIVITY_PK_PREFIX}*`];
/** The partition keys of records written by requests, waiting to be linked (keys.pendingActivity). */
export const PENDING_ACTIVITY_LEADING_KEYS = [`${PENDING_ACTIVITY_PK_PREFIX}*`];

/**
 * The activity log is append-only for the routes: every route function is denied writing a chain's
 * records at all (put, update, delete — alone, in a batch or in a transaction: IAM checks each item's
 * action) and updating or deleting a waiting record; a route that records (`uses: ['activity']`) may
 * put waiting records, even when it only reads otherwise (a GET route records what it read). The
 * linker (infra/activity-linker.ts) alone links them into the chains; only the destruction job
 * (infra/jobs.ts) removes a destroyed case's chain.
 */
export function bindActivityLog(fn: LambdaFunction, table: ITable, records: boolean): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      effect: Effect.DENY,
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
      resources: [table.tableArn],
      conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': CHAIN_LEADING_KEYS } },
    }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({
      effect: Effect.DENY,
      actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
      resources: [table.tableArn],
      conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': PENDING_ACTIVITY_LEADING_KEYS } },
    }),
  );
  if (!records) return;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['dynamodb:PutItem'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': PENDING_ACTIVITY_LEADING_KEYS } },
    }),
  );
}

/** Sets USER_POOL_ID and grants exactly the listed Cognito actions on this pool. */
export function bindUserPool(fn: LambdaFunction, userPool: IUserPool, actions: readonly UserPoolAction[]): void {
  fn.addEnvironment(ENV.userPoolId, userPool.userPoolId);
  if (actions.length > 0) userPool.grant(fn, ...actions);
}

/** The key prefixes the portal uses, and why a wildcard covers each: nothing else in the bucket is reachable. */
const DOCUMENT_PREFIX_REASONS = {
  'cases/*': 'Case documents are the objects of this one bucket under cases/{caseId}/; the wildcard covers only those.',
  'folders/*': 'Case folder markers are the objects of this one bucket under folders/{folderId}/; the wildcard covers only those.',
  [`${UPLOAD_STAGING_PREFIX}*`]: 'Direct uploads wait under uploads/{batchId}/ until their batch is completed (then copied to cases/); the wildcard covers only those.',
} as const;

/** The key prefixes the portal writes: case documents, case folder markers, and staged uploads. */
export const DOCUMENT_PREFIXES = Object.keys(DOCUMENT_PREFIX_REASONS);

/**
 * Sets DOCUMENTS_BUCKET and grants exactly what the route does with the documents bucket, on the
 * portal's own prefixes only: `read` — get objects (download links); `readWrite` — also put and
 * delete them (upload targets, checks, the copy out of staging, folder markers) and list the bucket
 * (so a missing object is a 404, not a 403). No bucket configuration, no ACLs, no legal-hold changes.
 */
export function bindDocuments(fn: LambdaFunction, bucket: IBucket, access: 'read' | 'readWrite'): void {
  fn.addEnvironment(ENV.documentsBucket, bucket.bucketName);
  const objects = DOCUMENT_PREFIXES.map((prefix) => bucket.arnForObjects(prefix));
  if (access === 'readWrite') fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  fn.addToRolePolicy(
    new PolicyStatement({ actions: access === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: objects }),
  );
  const { role } = fn;
  if (role) {
    for (const [prefix, reason] of Object.entries(DOCUMENT_PREFIX_REASONS)) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[Resource::${nagReference(fn, bucket, bucket.bucketArn)}/${prefix}]`, reason });
    }
  }
}

/** Sets DOCUMENT_STORE=onedrive and ONEDRIVE_SECRET_ARN, and grants reading that one secret. */
export function bindOneDriveSecret(fn: LambdaFunction, secret: ISecret): void {
  fn.addEnvironment(ENV.documentStore, 'onedrive');
  fn.addEnvironment(ENV.onedriveSecretArn, secret.secretArn);
  secret.grantRead(fn);
}

/** Sets STRIPE_SECRET_ARN and grants reading that one secret (routes that declare `payments`). */
export function bindPaymentsSecret(fn: LambdaFunction, secret: ISecret): void {
  fn.addEnvironment(ENV.stripeSecretArn, secret.secretArn);
  secret.grantRead(fn);
}

/** Sets CURSOR_SECRET_ARN and grants reading that one secret. */
export function bindCursorSecret(fn: LambdaFunction, secret: ISecret): void {
  fn.addEnvironment(ENV.cursorSecretArn, secret.secretArn);
  secret.grantRead(fn);
}

/** The document-signing certificate: read, and written once when the stack's placeholder is replaced by a generated certificate. */
export function bindSigningSecret(fn: LambdaFunction, secret: ISecret): void {
  fn.addEnvironment(ENV.signingSecretArn, secret.secretArn);
  secret.grantRead(fn);
  secret.grantWrite(fn);
}
