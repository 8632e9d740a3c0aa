/**
 * Cognito triggers run locally: cognito-local calls each configured trigger through the Lambda Invoke
 * API at the local gateway (`POST /2015-03-31/functions/{functionName}/invocations`), which runs the
 * very handler that CDK deploys as that trigger. The list comes from `shared/triggers.ts` (the one
 * CDK attaches to the pool): a trigger added there runs locally too.
 */
import { triggers } from '../shared/core/triggers';

/** The trigger names cognito-local understands in its `TriggerFunctions` config. */
export type CognitoLocalTrigger =
  | 'CustomEmailSender'
  | 'CustomMessage'
  | 'PostAuthentication'
  | 'PostConfirmation'
  | 'PreSignUp'
  | 'PreTokenGeneration'
  | 'UserMigration';

export interface LocalTrigger {
  readonly trigger: CognitoLocalTrigger;
  /** The Lambda function name cognito-local invokes (the gateway looks it up here). */
  readonly functionName: string;
  /** Handler entry file, relative to the repository root; it exports `handler`. */
  readonly handler: string;
}

export const localTriggers: readonly LocalTrigger[] = triggers.map((definition) => ({
  trigger: definition.trigger,
  functionName: definition.id,
  handler: definition.handler,
}));

/** cognito-local's `TriggerFunctions` config: trigger → function name. */
export function triggerFunctionsConfig(triggers: readonly LocalTrigger[] = localTriggers): Partial<Record<CognitoLocalTrigger, string>> {
  return Object.fromEntries(triggers.map((entry) => [entry.trigger, entry.functionName]));
}

export function findTrigger(functionName: string, triggers: readonly LocalTrigger[] = localTriggers): LocalTrigger | undefined {
  return triggers.find((entry) => entry.functionName === functionName);
}
