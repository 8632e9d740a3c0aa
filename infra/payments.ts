/**
 * Payments: the firm's Stripe account, in one Secrets Manager secret (`secretKey`: its API key;
 * `webhookSecret`: the signing secret of the webhook endpoint Stripe posts to). An existing secret by
 * name, or a new one with placeholders the deployer fills (docs/deploy.md, "Card payments (Stripe)").
 * Routes that declare `payments` get its ARN and the right to read it (bindPaymentsSecret); nothing
 * else can read it. Card payments land in the firm's general (operating) account on Stripe's side,
 * never in trust.
 */
import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export const STRIPE_SECRET_FIELDS = ['secretKey', 'webhookSecret'] as const;
export const STRIPE_PLACEHOLDER = 'REPLACE_ME';

export interface PaymentsProps {
  /** The name of an existing secret holding secretKey and webhookSecret. */
  readonly stripeSecretName?: string;
}

export class Payments extends Construct {
  readonly stripeSecret: ISecret;

  constructor(scope: Construct, id: string, props: PaymentsProps = {}) {
    super(scope, id);
    if (props.stripeSecretName) {
      this.stripeSecret = Secret.fromSecretNameV2(this, 'StripeSecret', props.stripeSecretName);
      return;
    }
    const secret = new Secret(this, 'StripeSecret', {
      description: "The firm's Stripe API key and webhook signing secret (fill in after deploy)",
      secretObjectValue: Object.fromEntries(STRIPE_SECRET_FIELDS.map((field) => [field, SecretValue.unsafePlainText(STRIPE_PLACEHOLDER)])),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: "Stripe issues and rolls these keys in its dashboard, not AWS: the firm rolls them there and pastes the new values (docs/deploy.md); functions pick them up within 5 minutes.",
    });
    this.stripeSecret = secret;
  }
}
