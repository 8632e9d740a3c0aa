/**
 * User-pool triggers: one Lambda function per entry of shared/triggers.ts, attached to the pool.
 * (Locally cognito-local invokes the same handlers.)
 *
 * A trigger must not reference the pool (no USER_POOL_ID, no grant on its ARN): the pool already
 * references the function, and CloudFormation would see a cycle. Handlers read event.userPoolId.
 */
import { Duration } from 'aws-cdk-lib';
import { type UserPool, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { type TriggerName, triggers } from '../shared/core/triggers';
import { bindTable, ENV } from './bind';
import { createHandlerFunction } from './handler-function';

const OPERATIONS: Record<TriggerName, UserPoolOperation> = {
  PreSignUp: UserPoolOperation.PRE_SIGN_UP,
  PostConfirmation: UserPoolOperation.POST_CONFIRMATION,
  CustomMessage: UserPoolOperation.CUSTOM_MESSAGE,
};

export const TRIGGER_FUNCTION_DESCRIPTION_PREFIX = 'Portal user-pool trigger ';

export interface UserPoolTriggersProps {
  readonly userPool: UserPool;
  readonly table: ITable;
  readonly defaultOrgId: string;
  /** The portal's origin, for links in the e-mails (CustomMessage). */
  readonly portalUrl: string;
  readonly firmName: string;
}

export class UserPoolTriggers extends Construct {
  /** Trigger id → its function. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;

  constructor(scope: Construct, id: string, props: UserPoolTriggersProps) {
    super(scope, id);
    const functions = new Map<string, NodejsFunction>();
    for (const trigger of triggers) {
      const fn = createHandlerFunction(this, trigger.id, {
        handler: trigger.handler,
        description: `${TRIGGER_FUNCTION_DESCRIPTION_PREFIX}${trigger.id}: ${trigger.trigger}`,
        // Cognito waits at most 5 seconds for a trigger.
        timeout: Duration.seconds(5),
        environment: { [ENV.defaultOrgId]: props.defaultOrgId, [ENV.portalUrl]: props.portalUrl, [ENV.firmName]: props.firmName },
      });
      bindTable(fn, props.table, 'readWrite');
      props.userPool.addTrigger(OPERATIONS[trigger.trigger], fn);
      functions.set(trigger.id, fn);
    }
    this.functions = functions;
  }
}
