/**
 * Monitoring: one SNS topic for every alarm (with an optional e-mail subscription), alarms on what
 * means the portal is failing its users — API 5xx rate, Lambda errors and throttles, DynamoDB
 * throttles — and one CloudWatch dashboard with the same signals.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  type IMetric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRICS, METRICS_NAMESPACE } from '../shared/core/observability';
import type { ErrorKind } from '../shared/core/refusals';

/** One of the portal's own metrics (functions/core/metrics.ts), summed over five minutes. */
function portalMetric(metricName: string, dimensionsMap?: Record<string, string>): Metric {
  return new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap, statistic: 'Sum', period: FIVE_MINUTES, label: dimensionsMap?.Kind ?? metricName });
}

const REFUSAL_KINDS: readonly ErrorKind[] = ['invalid', 'unauthorized', 'forbidden', 'not-found', 'conflict', 'too-large', 'too-many-requests'];

export interface MonitoringProps {
  readonly httpApi: HttpApi;
  readonly functions: readonly IFunction[];
  readonly table: ITable;
  /** Documents the malware scan blocked (when scanning is on): any one is an alarm. */
  readonly blockedDocuments?: IMetric;
  /** Mail events that failed every try (the mail dead-letter queue's depth): any one is an alarm. */
  readonly mailDeadLetters?: IMetric;
  /** Activity-stream batches the archive could not write after every try (its dead-letter queue's depth): any one is an alarm. */
  readonly activityNotArchived?: IMetric;
  /** Activity-stream batches the linker could not link after every try (its dead-letter queue's depth): any one is an alarm. */
  readonly activityNotLinked?: IMetric;
  /** Who is e-mailed when an alarm goes off (optional; subscribe others to the topic). */
  readonly alarmEmail?: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/** Sum of one Lambda metric over the given functions (CloudWatch allows 10 metrics per expression). */
function sumOver(functions: readonly IFunction[], metric: (fn: IFunction) => IMetric, label: string, idPrefix: string): IMetric {
  if (functions.length === 0) return new MathExpression({ expression: '0', label, period: FIVE_MINUTES });
  const usingMetrics: Record<string, IMetric> = {};
  functions.forEach((fn, index) => {
    usingMetrics[`${idPrefix}${index}`] = metric(fn);
  });
  return new MathExpression({ expression: `SUM([${Object.keys(usingMetrics).join(',')}])`, usingMetrics, label, period: FIVE_MINUTES });
}

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Portal alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx rate (%)',
      period: FIVE_MINUTES,
    });

    // Expressions take at most 10 metrics: sum the functions in groups of 10.
    const groups: IFunction[][] = [];
    for (let i = 0; i < props.functions.length; i += 10) groups.push(props.functions.slice(i, i + 10));
    const lambdaErrors = groups.map((group, index) => sumOver(group, (fn) => fn.metricErrors({ period: FIVE_MINUTES }), `Lambda errors (group ${index + 1})`, `errors${index}x`));
    const lambdaThrottles = groups.map((group, index) =>
      sumOver(group, (fn) => fn.metricThrottles({ period: FIVE_MINUTES }), `Lambda throttles (group ${index + 1})`, `throttles${index}x`),
    );
    const dynamoThrottles = new Metric({
      namespace: 'AWS/DynamoDB',
      metricName: 'ThrottledRequests',
      dimensionsMap: { TableName: props.table.tableName },
      statistic: 'Sum',
      period: FIVE_MINUTES,
    });

    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string) => {
      const created = new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };
    alarm('ApiServerErrorRate', serverErrorRate, 5, 'More than 5% of API requests answered 5xx over 5 minutes');
    lambdaErrors.forEach((metric, index) => alarm(`LambdaErrors${index + 1}`, metric, 5, 'Portal functions failed 5 times or more in 5 minutes'));
    lambdaThrottles.forEach((metric, index) => alarm(`LambdaThrottles${index + 1}`, metric, 1, 'A portal function was throttled'));
    alarm('DynamoDbThrottles', dynamoThrottles, 1, 'DynamoDB throttled requests of the portal table');
    if (props.blockedDocuments) alarm('BlockedUploads', props.blockedDocuments, 1, 'The malware scan blocked an uploaded document');
    if (props.activityNotArchived) alarm('ActivityNotArchived', props.activityNotArchived, 1, 'Activity records could not be written to the Object Lock archive after every try (see its dead-letter queue)');
    if (props.activityNotLinked) alarm('ActivityNotLinked', props.activityNotLinked, 1, 'Activity records could not be linked into their chains after every try (they wait in the table; see the linker\'s dead-letter queue)');
    if (props.mailDeadLetters) alarm('MailNotSent', props.mailDeadLetters, 1, 'An e-mail of the portal failed every try (see the mail dead-letter queue)');

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${Stack.of(this).stackName}-portal`.replace(/[^\w-]/g, '-') });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], right: [serverErrorRate], width: 12 }),
      new GraphWidget({ title: 'API latency (p50, p95)', left: [props.httpApi.metricLatency({ statistic: 'p50' }), props.httpApi.metricLatency({ statistic: 'p95' })], width: 12 }),
      new GraphWidget({ title: 'Lambda errors and throttles', left: lambdaErrors, right: lambdaThrottles, width: 12 }),
      new GraphWidget({ title: 'DynamoDB throttles', left: [dynamoThrottles], width: 12 }),
      new GraphWidget({ title: 'Documents uploaded and sign-ups', left: [portalMetric(METRICS.documentsUploaded), portalMetric(METRICS.signUps)], width: 12 }),
      new GraphWidget({
        title: 'E-mails sent, failed and not queued',
        left: [portalMetric(METRICS.mailsSent), portalMetric(METRICS.mailsFailed), portalMetric(METRICS.mailEventsNotQueued)],
        ...(props.mailDeadLetters ? { right: [props.mailDeadLetters] } : {}),
        width: 12,
      }),
      new GraphWidget({
        title: 'Refusals (4xx) by kind',
        left: REFUSAL_KINDS.map((kind) => portalMetric(METRICS.refusals, { Kind: kind })),
        width: 12,
      }),
    );
  }
}
