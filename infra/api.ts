/**
 * Api: the HTTP API, its Cognito JWT authorizer, and one Lambda function + route per entry of the
 * shared route table (shared/routes.ts). Routes are never listed here by hand.
 *
 * CloudFormation refuses more than 500 resources in one template, and a route is five (function,
 * role, Lambda permission, integration, route). So each feature's routes are a nested stack
 * (`<Feature>Routes`, the feature being the handler's folder under functions/), while the API itself,
 * its authorizer, its stage and the log groups stay in the root stack. A route never leaves its
 * feature's stack: moving it to another would make CloudFormation create its route key there before
 * deleting it from the first, which API Gateway refuses. test/infra/stack-limits.test.ts counts every
 * template.
 */
import { CfnParameter, Duration, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { type ITable, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { type RouteDefinition, type RouteUse, identityOperationsOf, routeKey } from '../shared/core/route-definition';
import { routes as routeTable } from '../shared/routes';
import { bindActivityLog, bindCursorSecret, bindSigningSecret, bindDocuments, bindOneDriveSecret, bindPaymentsSecret, bindTable, bindUserPool, ENV, type TableAccess, type UserPoolAction } from './bind';
import type { Documents } from './documents';
import { createHandlerFunction } from './handler-function';

/**
 * Requests a second per route, and the burst, sized to what the route does: reads are cheap, writes
 * less so, and routes that call the identity provider's admin API stay well under its quotas.
 */
export function routeThrottle(route: RouteDefinition): { rateLimit: number; burstLimit: number } {
  if (identityOperationsOf(route).some((operation) => operation !== 'AdminGetUser')) return { rateLimit: 5, burstLimit: 10 };
  if (route.method === 'GET') return { rateLimit: 50, burstLimit: 100 };
  return { rateLimit: 20, burstLimit: 40 };
}

/** What a route's handler may touch, from its `uses` in the route table. */
export interface RouteNeeds {
  readonly table: TableAccess;
  readonly userPool: readonly UserPoolAction[];
  readonly documents: boolean;
  readonly cursors: boolean;
  /** Reads the firm's Stripe keys. */
  readonly payments: boolean;
  /** Publishes mail events (infra/mail.ts grants the queue). */
  readonly mail: boolean;
  /** Appends to the activity log (puts ACTIVITY# records). */
  readonly activity: boolean;
  /** Reads (and fills once) the document-signing certificate's secret. */
  readonly signing: boolean;
  /** Starts the packaging worker (infra/packages.ts grants the invocation). */
  readonly packages: boolean;
}

export function routeNeeds(route: RouteDefinition): RouteNeeds {
  const uses: readonly RouteUse[] = route.uses ?? [];
  return {
    // A GET route only reads (the caller's record, the items it answers).
    table: route.method === 'GET' ? 'read' : 'readWrite',
    userPool: identityOperationsOf(route).map((operation): UserPoolAction => `cognito-idp:${operation}`),
    documents: uses.includes('documents'),
    cursors: uses.includes('cursors'),
    payments: uses.includes('payments'),
    mail: uses.includes('mail'),
    activity: uses.includes('activity'),
    signing: uses.includes('signing'),
    packages: uses.includes('packages'),
  };
}

/** Every route function's description starts with this, so tests and consoles can tell them apart. */
export const ROUTE_FUNCTION_DESCRIPTION_PREFIX = 'Portal API route ';

/**
 * The feature a route belongs to: its handler's folder under functions/ (`functions/cases/get-case.ts`
 * → `cases`). A feature's routes share a nested stack (`CasesRoutes`).
 */
export function routeFeature(route: Pick<RouteDefinition, 'handler' | 'id'>): string {
  const match = /^functions\/([a-z][a-z0-9-]*)\//.exec(route.handler);
  if (!match?.[1]) throw new Error(`Route ${route.id}: its handler ${route.handler} is not in a feature folder functions/<feature>/`);
  return match[1];
}

/** The id of the nested stack of a feature's routes: `cases` → `CasesRoutes`. */
export const routeStackId = (feature: string): string =>
  `${feature
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Routes`;

export interface ApiProps {
  readonly table: ITable;
  readonly userPool: IUserPool;
  /** The password app client: its tokens open every route, and a staff member's must be its. */
  readonly userPoolClient: IUserPoolClient;
  /** The e-mail-code app client, when there is one: its tokens are accepted too (clients' sessions). */
  readonly emailCodeClient?: IUserPoolClient;
  /** The JWT issuer: https://cognito-idp.{region}.amazonaws.com/{poolId}. */
  readonly issuerUrl: string;
  readonly documents: Documents;
  /** The firm's Stripe keys (routes that declare `payments`); absent: those routes offer no card payment. */
  readonly stripeSecret?: ISecret;
  readonly defaultOrgId: string;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Documents wait for the malware scan's verdict before they can be downloaded. */
  readonly malwareScanning?: boolean;
  /** The route table (default: shared/routes.ts). */
  readonly routes?: readonly RouteDefinition[];
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Feature → the nested stack of its routes. */
  readonly routeStacks: ReadonlyMap<string, RouteStack>;
  /** Route id → its function. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;
  /** Host name of the API's execute-api endpoint (the CloudFront origin). */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const routes = props.routes ?? routeTable;

    // Not `HttpApi`: a stack deployed while the routes were resources of this one keeps that API until
    // CloudFormation has made this one and the route stacks' routes (an API never holds a route key
    // twice), then deletes it. docs/deploy.md, "Upgrading".
    this.httpApi = new HttpApi(this, 'PortalApi', {
      apiName: `${stack.stackName}-api`,
      description: 'Law-firm portal API (served to the browser through CloudFront at /v1/*)',
      // The stage is created below with throttling and access logs.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            sub: '$context.authorizer.claims.sub',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    // Created under the HTTP API (in this stack) by the first route that binds it.
    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwtAuthorizer', props.issuerUrl, {
      authorizerName: 'cognito-jwt',
      jwtAudience: [props.userPoolClient, ...(props.emailCodeClient ? [props.emailCodeClient] : [])].map((client) => client.userPoolClientId),
    });

    // The route functions' one log group (kept a month): Lambda writes each function's streams under
    // its own name in it; Logs Insights tells them apart by `@logStream` / the function's name.
    const routeLogs = new LogGroup(this, 'RouteLogs', { retention: RetentionDays.ONE_MONTH });

    const routesByFeature = new Map<string, RouteDefinition[]>();
    for (const route of routes) {
      const feature = routeFeature(route);
      routesByFeature.set(feature, [...(routesByFeature.get(feature) ?? []), route]);
    }
    const routeStacks = new Map<string, RouteStack>();
    const functions = new Map<string, NodejsFunction>();
    for (const [feature, featureRoutes] of routesByFeature) {
      const routeStack = new RouteStack(this, routeStackId(feature), {
        ...props,
        feature,
        routes: featureRoutes,
        httpApi: this.httpApi,
        jwtAuthorizer,
        routeLogs,
        staffAppClientId: props.userPoolClient.userPoolClientId,
      });
      routeStacks.set(feature, routeStack);
      for (const [routeId, fn] of routeStack.functions) functions.set(routeId, fn);
    }
    this.routeStacks = routeStacks;
    this.functions = functions;

    // Per-route throttles: one signed-up user hammering one route cannot starve the others. A stage's
    // route settings may only name routes that exist, so the stage waits for every route stack.
    // CloudFormation JSON (RouteSettings is untyped in the L1): PascalCase keys.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of routes) {
      const throttle = routeThrottle(route);
      routeSettings[routeKey(route)] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
    }
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = routeSettings;
    for (const routeStack of routeStacks.values()) this.stage.node.addDependency(routeStack);
  }
}

interface RouteStackProps extends Omit<ApiProps, 'routes' | 'throttle' | 'userPoolClient' | 'emailCodeClient' | 'issuerUrl'> {
  readonly feature: string;
  /** The password app client's id (functions/core/staff-sign-in.ts). */
  readonly staffAppClientId: string;
  readonly routes: readonly RouteDefinition[];
  readonly httpApi: HttpApi;
  readonly jwtAuthorizer: IHttpRouteAuthorizer;
  readonly routeLogs: ILogGroup;
}

/**
 * One feature's routes: for each, its function with its own role (least privilege per route, from
 * its entry's `uses`), the integration, the route, and the permission for API Gateway to invoke it.
 *
 * The table and the documents bucket come in as parameters named here (`TableArn`,
 * `DocumentsBucketArn`, `DocumentsBucketName`) rather than CDK's generated ones: the wildcards of
 * their grants (`index/*`, `cases/*`) then name a reference known when the grant is made, which the
 * grants' cdk-nag acknowledgements name (infra/bind.ts). The rest (user pool, secrets, log group,
 * mail queue) CDK references across the stacks itself.
 */
export class RouteStack extends NestedStack {
  /** Route id → its function. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, { description: `Law-firm portal: the routes of the ${props.feature} feature` });
    const table = Table.fromTableAttributes(this, 'Table', { tableArn: this.parameter('TableArn', props.table.tableArn), grantIndexPermissions: true });
    const { bucket } = props.documents;
    const documentsBucket =
      bucket && props.routes.some((route) => routeNeeds(route).documents)
        ? Bucket.fromBucketAttributes(this, 'DocumentsBucket', {
            bucketArn: this.parameter('DocumentsBucketArn', bucket.bucketArn),
            bucketName: this.parameter('DocumentsBucketName', bucket.bucketName),
          })
        : undefined;

    const functions = new Map<string, NodejsFunction>();
    for (const route of props.routes) {
      const fn = this.routeFunction(route, props, table, documentsBucket);
      functions.set(route.id, fn);
      const isPublic = route.access === 'public';
      const httpRoute = new HttpRoute(this, `${route.id}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer: isPublic ? new HttpNoneAuthorizer() : props.jwtAuthorizer,
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Route ${routeKey(route)} is public by the route table (access: 'public'); the handler accepts anonymous callers by design.`,
        });
      }
    }
    this.functions = functions;
  }

  /** A string parameter of this stack, given `value` by the stack above. */
  private parameter(name: string, value: string): string {
    const parameter = new CfnParameter(this, name, { type: 'String' });
    this.setParameter(parameter.logicalId, value);
    return parameter.valueAsString;
  }

  private routeFunction(route: RouteDefinition, props: RouteStackProps, table: ITable, documentsBucket: IBucket | undefined): NodejsFunction {
    const needs = routeNeeds(route);
    const fn = createHandlerFunction(this, route.id, {
      logGroup: props.routeLogs,
      // Its grants in one policy inside the role rather than a policy resource: a resource less per route.
      inlineGrants: true,
      handler: route.handler,
      description: `${ROUTE_FUNCTION_DESCRIPTION_PREFIX}${route.id}: ${routeKey(route)}`,
      timeout: Duration.seconds(10),
      // The app client a staff member's session must come from, on every route (define-route checks it).
      environment: { [ENV.defaultOrgId]: props.defaultOrgId, [ENV.staffAppClientId]: props.staffAppClientId },
      documentStorage: props.documents.storage,
    });
    bindTable(fn, table, needs.table);
    bindActivityLog(fn, table, needs.activity);
    bindUserPool(fn, props.userPool, needs.userPool);
    if (needs.documents) {
      // Where documents live: the bucket (s3) or OneDrive (its secret).
      if (props.documents.onedriveSecret) bindOneDriveSecret(fn, props.documents.onedriveSecret);
      if (documentsBucket) {
        bindDocuments(fn, documentsBucket, route.method === 'GET' ? 'read' : 'readWrite');
        if (props.malwareScanning) fn.addEnvironment(ENV.malwareScanning, 'on');
      }
    }
    if (needs.cursors) bindCursorSecret(fn, props.documents.cursorSecret);
    if (needs.signing) bindSigningSecret(fn, props.documents.signingSecret);
    if (needs.payments && props.stripeSecret) bindPaymentsSecret(fn, props.stripeSecret);
    return fn;
  }
}
