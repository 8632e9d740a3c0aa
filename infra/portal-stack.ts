/**
 * The portal: one stack composing one construct per concern (Auth, Data, Triggers, Api, Web). The
 * API's routes are nested stacks (infra/api.ts); everything else, the data first, is in this root stack.
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { API_BASE, type RouteDefinition } from '../shared/core/route-definition';
import { routes as routeTable } from '../shared/routes';
import type { RuntimeConfig } from '../shared/core/runtime-config';
import { ActivityArchive } from './activity-archive';
import { ActivityLinker } from './activity-linker';
import { Api, routeNeeds } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Documents, documentsBucketName, documentsBucketOrigin } from './documents';
import { Payments } from './payments';

/** Where OneDrive for Business (SharePoint) upload sessions take the browser's chunks. */
export const ONEDRIVE_UPLOAD_ORIGIN = 'https://*.sharepoint.com';
import { Mail } from './mail';
import { Packages } from './packages';
import { ScheduledJobs } from './jobs';
import { MalwareScanning } from './malware';
import { Monitoring } from './monitoring';
import type { Settings } from './settings';
import { UserPoolTriggers } from './triggers';
import { Web } from './web';

export interface PortalStackProps extends StackProps {
  readonly settings: Settings;
  /** The web build to deploy (web/dist); tests pass a fixture directory. */
  readonly webAssetDir: string;
  /** The distribution's WAF web ACL (from WafStack in us-east-1), when waf=on. */
  readonly webAclArn?: string;
  /** The route table (default: shared/routes.ts); test/infra/stack-limits.test.ts adds routes to it. */
  readonly routes?: readonly RouteDefinition[];
}

export class PortalStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly documents: Documents;
  readonly triggers: UserPoolTriggers;
  readonly api: Api;
  readonly web: Web;
  /** What the web app reads at start-up (`/config.json`). */
  readonly runtimeConfig: RuntimeConfig;
  readonly monitoring: Monitoring;
  readonly malware?: MalwareScanning;
  readonly jobs: ScheduledJobs;
  readonly mail: Mail;
  readonly packages: Packages;
  readonly activityArchive: ActivityArchive;
  readonly activityLinker: ActivityLinker;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, {
      description: `Law-firm case-management portal (${props.settings.stage})`,
      ...props,
    });
    const { settings } = props;
    const routes = props.routes ?? routeTable;

    this.auth = new Auth(this, 'Auth', { stage: settings.stage, threatProtection: settings.threatProtection, sesFromAddress: settings.sesFromAddress, sesRegion: settings.region, firmName: settings.firmName });
    this.data = new Data(this, 'Data');
    const documentsBucket = documentsBucketName(settings.stage);
    this.documents = new Documents(this, 'Documents', {
      bucketName: documentsBucket,
      storage: settings.storage,
      onedriveSecretName: settings.onedriveSecretName,
    });
    const documentsBucketInUse = this.documents.bucket;
    const payments = new Payments(this, 'Payments', { stripeSecretName: settings.stripeSecretName });
    this.api = new Api(this, 'Api', {
      table: this.data.table,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.webClient,
      emailCodeClient: this.auth.emailCodeClient,
      issuerUrl: this.auth.issuerUrl,
      documents: this.documents,
      stripeSecret: payments.stripeSecret,
      defaultOrgId: settings.defaultOrgId,
      throttle: { rateLimit: settings.apiRateLimit, burstLimit: settings.apiBurstLimit },
      malwareScanning: settings.malwareScan === 'on' && documentsBucketInUse !== undefined,
      routes,
    });

    // What the web app reads at start-up (shared/runtime-config.ts); the API is same-origin.
    this.runtimeConfig = {
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.webClient.userPoolClientId,
      ...(this.auth.emailCodeClient ? { userPoolEmailCodeClientId: this.auth.emailCodeClient.userPoolClientId } : {}),
      authFlowType: 'USER_SRP_AUTH',
      apiBase: API_BASE,
    };
    const { runtimeConfig } = this;
    this.web = new Web(this, 'Web', {
      assetDir: props.webAssetDir,
      runtimeConfig,
      apiDomainName: this.api.domainName,
      autoDeleteBuckets: settings.autoDeleteBuckets,
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
      webAclArn: props.webAclArn,
      // The browser uploads documents straight to the bucket, or to OneDrive's upload sessions.
      documentStoreOrigins: [documentsBucketInUse ? documentsBucketOrigin(documentsBucket) : ONEDRIVE_UPLOAD_ORIGIN],
    });
    this.documents.allowBrowserOrigin(this.web.url);

    // After Web: the e-mails link to the portal's own address.
    this.triggers = new UserPoolTriggers(this, 'Triggers', {
      userPool: this.auth.userPool,
      table: this.data.table,
      defaultOrgId: settings.defaultOrgId,
      portalUrl: this.web.url,
      firmName: settings.firmName,
    });

    // After Web: the e-mails link to the portal. Routes that publish mail events may use the queue.
    this.mail = new Mail(this, 'Mail', { table: this.data.table, fromAddress: settings.sesFromAddress, portalUrl: this.web.url, firmName: settings.firmName });
    for (const route of routes) {
      const fn = this.api.functions.get(route.id);
      if (fn && routeNeeds(route).mail) this.mail.allowPublishing(fn);
    }

    // The IRCC packaging worker; the build route starts it.
    this.packages = new Packages(this, 'Packages', { table: this.data.table, documents: this.documents });
    for (const route of routes) {
      const fn = this.api.functions.get(route.id);
      if (fn && routeNeeds(route).packages) this.packages.allowStarting(fn);
    }

    // GuardDuty scans S3 objects: documents kept in OneDrive are Microsoft Defender's to scan.
    this.malware =
      settings.malwareScan === 'on' && documentsBucketInUse
        ? new MalwareScanning(this, 'MalwareScanning', { bucket: documentsBucketInUse, table: this.data.table })
        : undefined;

    // Scheduled jobs of this deployment's store (the daily document reminders; OneDrive: the staging folder's cleanup).
    this.jobs = new ScheduledJobs(this, 'Jobs', { documents: this.documents, table: this.data.table, mail: this.mail });

    // Every new activity record, copied by the table's stream to an Object Lock (compliance) bucket.
    this.activityArchive = new ActivityArchive(this, 'ActivityArchive', { table: this.data.table });
    // Records written by requests, linked into their chains off the request path from the same stream.
    this.activityLinker = new ActivityLinker(this, 'ActivityLinker', { table: this.data.table });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.api.httpApi,
      functions: [
        ...this.api.functions.values(),
        ...this.triggers.functions.values(),
        this.mail.sendFunction,
        ...(this.malware ? [this.malware.resultFunction] : []),
        ...this.jobs.functions.values(),
        this.activityArchive.archiveFunction,
        this.activityLinker.linkFunction,
        this.packages.worker,
      ],
      table: this.data.table,
      alarmEmail: settings.alarmEmail,
      blockedDocuments: this.malware?.blockedDocuments,
      mailDeadLetters: this.mail.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      activityNotArchived: this.activityArchive.notArchived,
      activityNotLinked: this.activityLinker.notLinked,
    });

    new CfnOutput(this, 'MailDeadLetterQueueUrl', { value: this.mail.deadLetterQueue.queueUrl, description: 'E-mails that failed every try' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn, description: 'SNS topic of every alarm' });
    new CfnOutput(this, 'DistributionUrl', { value: this.web.url, description: 'The portal (web app and /v1 API)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint, description: 'HTTP API endpoint (direct)' });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId, description: 'CloudFront distribution (for invalidations)' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId, description: 'The password app client (staff sign in with it)' });
    if (this.auth.emailCodeClient) {
      new CfnOutput(this, 'UserPoolEmailCodeClientId', { value: this.auth.emailCodeClient.userPoolClientId, description: 'The e-mail-code app client (clients)' });
    }
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'ActivityArchiveBucketName', { value: this.activityArchive.bucket.bucketName, description: 'Activity records, Object Lock (compliance)' });
    new CfnOutput(this, 'WebBucketName', { value: this.web.bucket.bucketName });
    if (documentsBucketInUse) new CfnOutput(this, 'DocumentsBucketName', { value: documentsBucketInUse.bucketName });
    if (this.documents.onedriveSecret) {
      new CfnOutput(this, 'OneDriveSecretArn', { value: this.documents.onedriveSecret.secretArn, description: 'Fill in: Graph credentials, drive and root folder' });
    }
  }
}
