/**
 * Api: the HTTP API, its Cognito JWT authorizer, and one Lambda function + route per entry of the
 * shared route table (shared/routes.ts). Routes are never listed here by hand.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  type HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Construct } from 'constructs';
import { type RouteDefinition, type RouteUse, identityOperationsOf, routeKey } from '../shared/core/route-definition';
import { routes } from '../shared/routes';
import { bindActivityLog, bindCursorSecret, bindDocuments, bindOneDriveSecret, bindTable, bindUserPool, ENV, type TableAccess, type UserPoolAction } from './bind';
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
  /** Publishes mail events (infra/mail.ts grants the queue). */
  readonly mail: boolean;
  /** Appends to the activity log (puts ACTIVITY# records). */
  readonly activity: boolean;
}

export function routeNeeds(route: RouteDefinition): RouteNeeds {
  const uses: readonly RouteUse[] = route.uses ?? [];
  return {
    // A GET route only reads (the caller's record, the items it answers).
    table: route.method === 'GET' ? 'read' : 'readWrite',
    userPool: identityOperationsOf(route).map((operation): UserPoolAction => `cognito-idp:${operation}`),
    documents: uses.includes('documents'),
    cursors: uses.includes('cursors'),
    mail: uses.includes('mail'),
    activity: uses.includes('activity'),
  };
}

/** Every route function's description starts with this, so tests and consoles can tell them apart. */
export const ROUTE_FUNCTION_DESCRIPTION_PREFIX = 'Portal API route ';

export interface ApiProps {
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The JWT issuer: https://cognito-idp.{region}.amazonaws.com/{poolId}. */
  readonly issuerUrl: string;
  readonly documents: Documents;
  readonly defaultOrgId: string;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Documents wait for the malware scan's verdict before they can be downloaded. */
  readonly malwareScanning?: boolean;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Route id → its function. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;
  /** Host name of the API's execute-api endpoint (the CloudFront origin). */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.httpApi = new HttpApi(this, 'HttpApi', {
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

    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwtAuthorizer', props.issuerUrl, {
      authorizerName: 'cognito-jwt',
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    const functions = new Map<string, NodejsFunction>();
    // CloudFormation JSON (RouteSettings is untyped in the L1): PascalCase keys.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const entries: readonly RouteDefinition[] = routes;
    for (const route of entries) {
      const fn = this.routeFunction(route, props);
      functions.set(route.id, fn);

      const isPublic = route.access === 'public';
      const authorizer: IHttpRouteAuthorizer = isPublic ? new HttpNoneAuthorizer() : jwtAuthorizer;
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer,
      });
      const throttle = routeThrottle(route);
      routeSettings[routeKey(route)] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
      if (isPublic && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Route ${routeKey(route)} is public by the route table (access: 'public'); the handler accepts anonymous callers by design.`,
        });
      }
    }
    this.functions = functions;
    // Per-route throttles: one signed-up user hammering one route cannot starve the others.
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  /**
   * The route functions' one log group (kept a month): Lambda writes each function's streams under its
   * own name in it, Logs Insights tells them apart by `@logStream` / the function's name. One group
   * instead of one per route keeps the stack under CloudFormation's 500 resources (a route is already
   * a function, role, policy, integration, route and permission).
   */
  private routeLogs?: LogGroup;

  private routeFunction(route: RouteDefinition, props: ApiProps): NodejsFunction {
    const needs = routeNeeds(route);
    this.routeLogs ??= new LogGroup(this, 'RouteLogs', { retention: RetentionDays.ONE_MONTH });
    const fn = createHandlerFunction(this, route.id, {
      logGroup: this.routeLogs,
      handler: route.handler,
      description: `${ROUTE_FUNCTION_DESCRIPTION_PREFIX}${route.id}: ${routeKey(route)}`,
      timeout: Duration.seconds(10),
      environment: { [ENV.defaultOrgId]: props.defaultOrgId },
      documentStorage: props.documents.storage,
    });
    bindTable(fn, props.table, needs.table);
    bindActivityLog(fn, props.table, needs.activity);
    bindUserPool(fn, props.userPool, needs.userPool);
    if (needs.documents) this.bindDocumentStore(fn, route, props);
    if (needs.cursors) bindCursorSecret(fn, props.documents.cursorSecret);
    return fn;
  }

  /** The route's access to where documents live: the bucket (s3) or the OneDrive secret. */
  private bindDocumentStore(fn: NodejsFunction, route: RouteDefinition, props: ApiProps): void {
    const { bucket, onedriveSecret } = props.documents;
    if (onedriveSecret) bindOneDriveSecret(fn, onedriveSecret);
    if (!bucket) return;
    bindDocuments(fn, bucket, route.method === 'GET' ? 'read' : 'readWrite');
    if (props.malwareScanning) fn.addEnvironment(ENV.malwareScanning, 'on');
  }
}
