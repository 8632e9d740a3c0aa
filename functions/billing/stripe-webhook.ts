/** POST /v1/payments/stripe/webhook: Stripe's events, their signature verified on the raw body (else 400). */
import { billingRoutes } from '../../shared/billing/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { receiveStripeEvent } from './domain/card-payments';
import { STRIPE_SIGNATURE_HEADER } from './stripe/signature';

export const handler = defineRoute(billingRoutes.stripeWebhook, async ({ event }) => {
  const raw = event.body === undefined || event.body === null ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  await receiveStripeEvent(raw, event.headers?.[STRIPE_SIGNATURE_HEADER]);
  return ok({ received: true as const });
});
