/**
 * Web: the private bucket holding the web build, the CloudFront distribution that serves it with the
 * API under the same origin (/v1/*), and the deployment that uploads the build plus `/config.json`.
 */
import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../shared/core/runtime-config';
import { API_BASE } from '../shared/core/route-definition';
import { SIGN_IN_SHELL } from '../shared/core/sign-in-shell';
import { type BrowserOrigins, FRAME_OPTIONS, HSTS, PERMISSIONS_POLICY, REFERRER_POLICY, contentSecurityPolicy } from './security-headers';

/** REFERRER_POLICY as CDK's enum (a value CDK does not know fails the synth). */
function referrerPolicyOption(): HeadersReferrerPolicy {
  const option = Object.values(HeadersReferrerPolicy).find((value) => value === REFERRER_POLICY);
  if (!option) throw new Error(`CloudFront has no referrer policy ${REFERRER_POLICY}`);
  return option;
}

/**
 * SPA routing without distribution-wide error responses (those would also rewrite the API's 403/404
 * into index.html): a request for a path whose last segment has no file extension is a client-side
 * route, so it gets /index.html; but /auth?mode=… gets the document that mode of the sign-in page is
 * prerendered into (shared/core/sign-in-shell.ts), as the local gateway answers it. Files
 * (/assets/*.js, /config.json, /favicon.ico) pass through. The cache key is the URI so rewritten.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (/\\.[A-Za-z0-9]{1,8}$/.test(last)) return request;
  var modes = ${JSON.stringify(SIGN_IN_SHELL.modes)};
  var mode = request.querystring.mode;
  var page = /^\\/auth\\/?$/.test(request.uri) && mode && Object.prototype.hasOwnProperty.call(modes, mode.value) ? modes[mode.value] : 'index.html';
  request.uri = '/' + page;
  return request;
}`;

/**
 * What the deployment leaves out of the web bucket: the build's compressed copies (`<file>.br`,
 * `<file>.gz`, for the local gateway: local/precompressed.ts). CloudFront compresses on its own
 * (its cache policies accept gzip and Brotli), and S3 would serve a copy as a file of its own type,
 * never as the encoding of the file it copies.
 */
export const WEB_DEPLOYMENT_EXCLUDES: readonly string[] = ['*.br', '*.gz', '**/*.br', '**/*.gz'];

export interface WebProps {
  /** Directory of the web build (web/dist; tests pass a tiny fixture). */
  readonly assetDir: string;
  /** Written to the bucket as /config.json at deploy time. */
  readonly runtimeConfig: RuntimeConfig;
  /** Host name of the HTTP API (execute-api), the origin of /v1/*. */
  readonly apiDomainName: string;
  /** Delete the buckets and their objects with the stack instead of retaining them. */
  readonly autoDeleteBuckets: boolean;
  /** Optional custom domain and its us-east-1 ACM certificate. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** Where the browser uploads to and downloads from directly (CSP connect-src and img-src). */
  readonly documentStoreOrigins?: readonly string[];
  /** A CLOUDFRONT-scope WAF web ACL (us-east-1) to attach, when the deployer turned it on. */
  readonly webAclArn?: string;
}

export class Web extends Construct {
  readonly bucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly deployment: BucketDeployment;
  /** https://{custom domain or cloudfront domain} */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const removal = props.autoDeleteBuckets
      ? { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true }
      : { removalPolicy: RemovalPolicy.RETAIN };

    // Access logs of the web bucket and of CloudFront. CloudFront standard logging writes with
    // ACLs, hence BUCKET_OWNER_PREFERRED rather than the default BUCKET_OWNER_ENFORCED.
    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      ...removal,
    });

    this.bucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'web-bucket/',
      ...removal,
    });

    // One definition with the local gateway (infra/security-headers.ts), so local tests see what CloudFront sends.
    const origins: BrowserOrigins = {
      identityProvider: `https://cognito-idp.${stack.region}.amazonaws.com`,
      documentStore: props.documentStoreOrigins ?? [],
    };
    const securityHeaders = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
        includeSubdomains: HSTS.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true },
      referrerPolicy: { referrerPolicy: referrerPolicyOption(), override: true },
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(origins), override: true },
    };
    const permissionsPolicy = {
      header: 'Permissions-Policy',
      value: PERMISSIONS_POLICY,
      override: true,
    };
    const securityHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Portal security headers',
      securityHeadersBehavior: securityHeaders,
      customHeadersBehavior: { customHeaders: [permissionsPolicy] },
    });
    // Vite names everything under /assets/ by content hash: cache it for good in browsers too.
    const immutableAssetsHeadersPolicy = new ResponseHeadersPolicy(this, 'ImmutableAssetsHeaders', {
      comment: 'Portal security headers + immutable caching of hashed assets',
      securityHeadersBehavior: securityHeaders,
      customHeadersBehavior: {
        customHeaders: [
          permissionsPolicy,
          { header: 'Cache-Control', value: 'public, max-age=31536000, immutable', override: true },
        ],
      },
    });
    // Objects are uploaded with Cache-Control: no-cache (index.html and config.json must never be
    // stale); hashed assets may stay at the edge for a year regardless.
    const immutableAssetsCachePolicy = new CachePolicy(this, 'ImmutableAssetsCache', {
      comment: 'Content-hashed web assets',
      minTtl: Duration.days(365),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Client-side routes -> /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
    });

    const s3Origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const apiOrigin = new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
    const customDomain =
      props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Law-firm portal (${stack.stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...customDomain,
      defaultBehavior: {
        origin: s3Origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: s3Origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: immutableAssetsCachePolicy,
          responseHeadersPolicy: immutableAssetsHeadersPolicy,
        },
        [`${API_BASE}/*`]: {
          origin: apiOrigin,
          // No redirect: a redirected POST would lose its body.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // With caching disabled this forwards Authorization (and everything but Host, which
          // API Gateway needs to be its own).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeadersPolicy,
        },
      },
    });
    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    this.deployment = new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [Source.asset(props.assetDir, { exclude: [...WEB_DEPLOYMENT_EXCLUDES] }), Source.jsonData('config.json', props.runtimeConfig)],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      prune: true,
    });

    this.acknowledgeDeploymentFunction();

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The firm serves clients wherever they are (immigration clients are often abroad); no geo restriction.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'WAF is opt-in (-c waf=on, a web ACL in us-east-1) because of its monthly cost; without it the API is throttled per route and every API route but public ones needs a Cognito JWT.',
            },
          ]),
      ...(props.domainName
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes (TLSv1); with domainName/certificateArn set the distribution enforces TLSv1.2_2021.',
            },
          ]),
    );
  }

  /**
   * BucketDeployment's uploader is a CDK-provided singleton function (stack root) whose code,
   * runtime and role the CDK builds: it copies the build from the CDK asset bucket into the web
   * bucket and invalidates the distribution. cdk-nag names each wildcard finding exactly, so they
   * are spelled out here (partition/account/region are literal when the stack has an environment).
   */
  private acknowledgeDeploymentFunction(): void {
    const stack = Stack.of(this);
    const uploader = this.deployment.handlerRole.node.scope;
    if (!uploader) return;
    const pseudo = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
    const partition = pseudo(stack.partition, 'Partition');
    const synthesizer = stack.synthesizer;
    const qualifier =
      (synthesizer instanceof DefaultStackSynthesizer ? synthesizer.bootstrapQualifier : undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetBucket = `cdk-${qualifier}-assets-${pseudo(stack.account, 'AccountId')}-${pseudo(stack.region, 'Region')}`;
    const webBucketCfn = this.bucket.node.defaultChild as CfnBucket;
    const reason =
      'CDK-provided BucketDeployment function: reads the build from the CDK asset bucket, writes/prunes objects of the web bucket only, and invalidates the distribution (CloudFront invalidation actions take no resource ARN). Role, policy and runtime are generated by aws-cdk-lib.';
    Validations.of(uploader).acknowledge(
      {
        // Managed policy ARNs always carry the partition pseudo parameter.
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason,
      },
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason,
      })),
      { id: `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::${assetBucket}/*]`, reason },
      { id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(webBucketCfn)}.Arn>/*]`, reason },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason },
      { id: 'AwsSolutions-L1', reason: 'CDK-provided function; aws-cdk-lib picks and upgrades its runtime.' },
    );
  }
}
