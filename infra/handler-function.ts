/**
 * One Lambda function for one handler file (route or user-pool trigger), configured alike:
 * Node.js 22 on ARM, ESM bundle with source maps, active tracing, a log group kept a month (its own,
 * or one shared by a family of functions: the API's routes) and its own role that may write only to
 * that log group. Resources are bound afterwards with infra/bind.ts.
 */
import path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { type AddToPrincipalPolicyResult, PolicyDocument, type PolicyStatement, Role, type RoleProps, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ApplicationLogLevel, Architecture, type ILayerVersion, LoggingFormat, Runtime, SystemLogLevel, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { type DocumentStorage, HANDLER_BUNDLING, handlerDefine } from './bundling';
import { depsLockFile, repoRoot } from './paths';

export interface HandlerFunctionProps {
  /** Handler entry file relative to the repository root; it exports `handler`. */
  readonly handler: string;
  readonly description: string;
  readonly timeout: Duration;
  readonly environment?: Record<string, string>;
  /** The deployment's document store, written into the bundle (default s3). */
  readonly documentStorage?: DocumentStorage;
  /**
   * A log group shared with other functions (Lambda's advanced logging: each function's streams are
   * named after it within the group); absent, the function gets `{id}Logs` of its own.
   */
  readonly logGroup?: ILogGroup;
  /**
   * The role's grants written into the role itself (one inline policy) instead of a policy resource
   * of their own (CDK's default): the same statements, one CloudFormation resource fewer. For the
   * functions whose number grows with the product: the routes'.
   */
  readonly inlineGrants?: boolean;
  /** Memory in MB (default 512). */
  readonly memorySize?: number;
  /** Default ARM; a function whose native libraries come from the machine that synthesises (x86-64 Linux) runs on x86-64. */
  readonly architecture?: Architecture;
  /** Layers (native libraries kept out of the bundle). */
  readonly layers?: ILayerVersion[];
  /** Modules left out of the bundle besides the SDK (the layer gives them). */
  readonly externalModules?: readonly string[];
}

/** A role whose grants go into its own inline policy rather than into a separate AWS::IAM::Policy. */
class InlineGrantsRole extends Role {
  private readonly grantsPolicy: PolicyDocument;

  constructor(scope: Construct, id: string, props: RoleProps) {
    const grants = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, Grants: grants } });
    this.grantsPolicy = grants;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.grantsPolicy.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

/** Creates `{id}` (the function), `{id}Logs` (unless a shared log group is given) and `{id}Role` (with `{id}RoleDefaultPolicy` unless inline) in `scope`. */
export function createHandlerFunction(scope: Construct, id: string, props: HandlerFunctionProps): NodejsFunction {
  const logGroup = props.logGroup ?? new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });

  // An own role that may write to this function's log group only (instead of the
  // AWSLambdaBasicExecutionRole managed policy, which allows every log group).
  const roleProps: RoleProps = { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: `Execution role of the ${id} function` };
  const role = props.inlineGrants ? new InlineGrantsRole(scope, `${id}Role`, roleProps) : new Role(scope, `${id}Role`, roleProps);
  logGroup.grantWrite(role);

  const fn = new NodejsFunction(scope, id, {
    description: props.description,
    entry: path.join(repoRoot, props.handler),
    handler: 'handler',
    runtime: Runtime.NODEJS_22_X,
    architecture: props.architecture ?? Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    ...(props.layers ? { layers: props.layers } : {}),
    timeout: props.timeout,
    role,
    logGroup,
    tracing: Tracing.ACTIVE,
    // Lambda's own lines (START, END, REPORT) as JSON too; the handlers write JSON lines themselves
    // (request and correlation ids) and metrics in the Embedded Metric Format.
    loggingFormat: LoggingFormat.JSON,
    applicationLogLevelV2: ApplicationLogLevel.INFO,
    systemLogLevelV2: SystemLogLevel.WARN,
    projectRoot: repoRoot,
    depsLockFilePath: depsLockFile,
    environment: {
      ...props.environment,
      // Stack traces point into the TypeScript sources (bundles carry source maps).
      NODE_OPTIONS: '--enable-source-maps',
    },
    bundling: {
      ...HANDLER_BUNDLING,
      format: OutputFormat.ESM,
      mainFields: [...HANDLER_BUNDLING.mainFields],
      externalModules: [...HANDLER_BUNDLING.externalModules, ...(props.externalModules ?? [])],
      define: handlerDefine(props.documentStorage ?? 's3'),
      sourceMap: true,
    },
  });

  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Pinned to nodejs22.x on purpose (the runtime the handlers and @middy/core v6 are built and tested for, see TOOLCHAIN); moving to a newer runtime is a deliberate upgrade, not drift.',
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions, so active tracing needs Resource "*".',
  });
  return fn;
}
