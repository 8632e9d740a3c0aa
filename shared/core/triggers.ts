/**
 * The user pool's Lambda triggers, defined once: CDK attaches each to the pool, and locally
 * cognito-local invokes the same handler through the local gateway's Lambda Invoke endpoint.
 */
export type TriggerName = 'PreSignUp' | 'PostConfirmation' | 'CustomMessage';

export interface TriggerDefinition {
  readonly id: string;
  readonly trigger: TriggerName;
  /** Handler entry file, relative to the repository root; it exports `handler`. */
  readonly handler: string;
}

export const triggers = [
  { id: 'preSignUp', trigger: 'PreSignUp', handler: 'functions/triggers/pre-sign-up.ts' },
  { id: 'customMessage', trigger: 'CustomMessage', handler: 'functions/triggers/custom-message.ts' },
  { id: 'postConfirmation', trigger: 'PostConfirmation', handler: 'functions/triggers/post-confirmation.ts' },
] as const satisfies readonly TriggerDefinition[];
