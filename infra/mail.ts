/**
 * The portal's own e-mail (upload and case notifications, 'Send Email Regarding Case'): request
 * handlers put a mail event on a queue once their change is committed, and one sending function
 * consumes it and sends through Amazon SES (v2). A slow or failing mail service therefore never fails
 * or slows a request; a message that fails three times goes to a dead-letter queue, and any message
 * there raises an alarm (infra/monitoring.ts). Cognito's own e-mails stay with its CustomMessage trigger.
 */
import { Aws, Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MAIL_MAX_RECEIVES, SEND_MAIL_HANDLER, SEND_MAIL_TIMEOUT_SECONDS } from '../shared/mail/queue';
import { ENV, bindTable } from './bind';
import { createHandlerFunction } from './handler-function';

const SEND_TIMEOUT = Duration.seconds(SEND_MAIL_TIMEOUT_SECONDS);

export interface MailProps {
  readonly table: ITable;
  /** The verified SES sender (`sesFromAddress`): without one, nothing can be sent and no SES access is granted. */
  readonly fromAddress?: string;
  /** The portal's address, for links in e-mails. */
  readonly portalUrl: string;
  readonly firmName: string;
}

/** The SES identities a sender address may be verified as: the address itself or its domain. */
export function sesIdentityArns(fromAddress: string): string[] {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1);
  return [fromAddress, domain].map((identity) => `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${identity}`);
}

export class Mail extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly sendFunction: NodejsFunction;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'MailDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'MailEvents', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the function's timeout, as AWS advises for a queue that triggers a function.
      visibilityTimeout: Duration.seconds(SEND_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAIL_MAX_RECEIVES },
    });

    this.sendFunction = createHandlerFunction(this, 'SendMail', {
      handler: SEND_MAIL_HANDLER,
      description: 'Sends the portal\'s e-mails (mail events from the queue) through SES',
      timeout: SEND_TIMEOUT,
      environment: {
        [ENV.portalUrl]: props.portalUrl,
        [ENV.firmName]: props.firmName,
        ...(props.fromAddress ? { [ENV.mailFrom]: props.fromAddress } : {}),
      },
    });
    // Delivery records (idempotency, failures), upload digests and the status of kept case messages.
    bindTable(this.sendFunction, props.table, 'readWrite');
    // The first upload of a digest's window queues the window's reminder, held back for its length.
    this.allowPublishing(this.sendFunction);
    this.sendFunction.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
    if (props.fromAddress) {
      this.sendFunction.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(props.fromAddress) }));
    }
  }

  /** Lets a route's function put mail events on the queue (MAIL_QUEUE_URL and sqs:SendMessage). */
  allowPublishing(fn: LambdaFunction): void {
    fn.addEnvironment(ENV.mailQueueUrl, this.queue.queueUrl);
    this.queue.grantSendMessages(fn);
  }
}
