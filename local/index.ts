/**
 * The local stack's public API: what tests, benchmarks and scripts use to run the portal on one
 * machine and to talk to it. Everything else in local is its inside (process supervision,
 * locks, the gateway, the event builder, the Invoke API slice, the static server) and may change
 * freely; lint keeps code outside local (but the local stack's own unit tests) to this file.
 */

// Running a stack
export { type LocalStack, startLocalStack } from './local-stack';
export { findFreePort } from './free-port';
export { STACK_INFO_KEYS, type StackInfo, readStackFile } from './stack-file';
export { dataPaths } from './data-dir';
export { reapOrphans } from './stack-lock';

// Using a running stack: sign in as a demo user, call routes, point code at its services
export {
  NoRunningStackError,
  type SignedInUser,
  defaultUserFor,
  fillPlaceholders,
  invokeJob,
  invokePackageWorker,
  invokeRoute,
  NEW_PACKAGE,
  prepareEvent,
  refreshRequest,
  runningStack,
  signInAs,
  useStackEnvironment,
} from './invoke';
export { LOCAL_MAIL_FROM, applyStackEnvironment } from './handler-env';

// The e-mail the portal sent (the mail catcher's inbox) and the local stand-ins for SQS and SMTP
export {
  type InboxLocation,
  type MailQuery,
  type MailWait,
  clearInbox,
  clearMailFault,
  readInbox,
  setMailFault,
  waitForMail,
} from './mail-inbox-client';
export type { MailFault } from './mail-fault';
export type { CaughtMail, MailAddress } from './mail-store';
export { type MailCatcher, type MailCatcherOptions, startMailCatcher } from './mail-catcher';
export { type LocalQueue, type LocalQueueOptions, startLocalQueue } from './local-queue';
export type { DeadLetter, DeliverSqsEvent } from './queue-delivery';

// Running a handler in this process, as Lambda would
export { invokeHandler, loadHandler } from './handler-loader';
export { createLambdaContext } from './lambda-context';
export { type HttpApiEvent, buildHttpApiEvent } from './http-api-event';
export { INTEGRATION_TIMEOUT_MS } from './gateway';
export { DEFAULT_ROUTE_SLOTS } from './fair-slots';

// Demo data and the local services' credentials
export * from './demo-data';
export { LOCAL_CREDENTIALS } from './dynamodb-local';
export { LOCAL_S3_CREDENTIALS } from './s3-local';
export { seedDemoData } from './seed';
export { type OrgAdmin, createOrgAdmin } from './org-admin';
