/**
 * Card payments through Stripe Checkout: the client opens a hosted page for their sent invoice's
 * balance; the payment is recorded only from Stripe's webhook, once its signature is verified, and
 * once per Checkout Session (Stripe may deliver an event more than once). Card money goes to the
 * firm's general account on Stripe's side: it never touches the trust ledger.
 */
import { BILLING } from '../../../shared/billing/refusals';
import type { CheckoutSession, Invoice, InvoicePayment } from '../../../shared/billing/types';
import { chains, recordActivity } from '../../core/activity';
import type { Caller } from '../../core/caller';
import { config } from '../../core/config';
import { refusal } from '../../core/errors';
import { describeError, logger } from '../../core/logger';
import { getCaseOfClient } from '../../cases';
import { createCheckoutSession } from '../stripe/checkout';
import { stripeKeys } from '../stripe/keys';
import { verifyStripeSignature } from '../stripe/signature';
import { clientSees, invoiceOfCase, isPayable } from './invoices';
import { recordGeneralPayment } from './payments';

/** The portal's origin for Stripe's return links: the page's own (its Origin header), else PORTAL_URL. */
function portalOrigin(originHeader: string | undefined): string {
  if (originHeader && /^https?:\/\/[^/\s]+$/.test(originHeader)) return originHeader;
  return config.portalUrl;
}

export async function openCheckout(caller: Caller, caseId: string, invoiceId: string, originHeader: string | undefined): Promise<{ invoice: Invoice; session: CheckoutSession }> {
  const caseRecord = await getCaseOfClient(caller.userId, caseId);
  const invoice = await invoiceOfCase(caseRecord, invoiceId);
  if (!clientSees(invoice)) throw refusal(BILLING.INVOICE_MISSING);
  if (!isPayable(invoice)) throw refusal(BILLING.NOT_PAYABLE);
  const keys = await stripeKeys();
  if (!keys) throw refusal(BILLING.CARD_UNAVAILABLE);
  const origin = portalOrigin(originHeader);
  try {
    const created = await createCheckoutSession(keys.secretKey, {
      invoice,
      description: `Invoice ${invoice.number} — ${caseRecord.caseName}`,
      successUrl: `${origin}/client/billing?paid=${encodeURIComponent(invoice.invoiceId)}`,
      cancelUrl: `${origin}/client/billing`,
      customerEmail: caller.email,
    });
    return { invoice, session: { url: created.url, sessionId: created.id } };
  } catch (error) {
    logger.error('Stripe Checkout Session not created', describeError(error));
    throw refusal(BILLING.CHECKOUT_FAILED);
  }
}

/** Who records a card payment in the activity log: Stripe's webhook, not a person. */
const STRIPE_ACTOR = { userId: 'stripe', name: 'Stripe', role: 'system' } as const;

interface StripeEvent {
  id?: string;
  type?: string;
  data?: { object?: { id?: string; object?: string; payment_status?: string; amount_total?: number; currency?: string; metadata?: Record<string, string>; client_reference_id?: string } };
}

/**
 * Stripe's webhook: verifies the signature of the raw body (else 400), then records a completed, paid
 * Checkout Session as a card payment on its invoice. Other events are acknowledged and ignored.
 */
export async function receiveStripeEvent(rawBody: string, signature: string | undefined, now = new Date()): Promise<void> {
  const keys = await stripeKeys();
  if (!keys || !verifyStripeSignature(rawBody, signature, keys.webhookSecret)) throw refusal(BILLING.SIGNATURE_INVALID);
  let event: StripeEvent | null;
  try {
    event = JSON.parse(rawBody) as StripeEvent | null;
  } catch {
    // Signed by Stripe but not an event: nothing to record (Stripe only ever sends JSON events).
    return;
  }
  const session = event?.data?.object;
  if (event?.type !== 'checkout.session.completed' || session?.payment_status !== 'paid') return;
  const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id;
  if (!invoiceId || typeof session.id !== 'string' || typeof session.amount_total !== 'number') return;
  const payment: InvoicePayment = { paymentId: `card-${session.id}`, invoiceId, source: 'card', amountCents: session.amount_total, at: now.toISOString(), reference: session.id };
  const result = await recordGeneralPayment(payment);
  if (result.outcome === 'no-invoice') {
    logger.warn('Stripe paid a Checkout Session for an invoice the portal does not hold', { invoiceId, sessionId: session.id });
    return;
  }
  if (result.outcome === 'already-recorded') return;
  await recordActivity({
    chain: chains.ofCase(result.invoice.caseId),
    kind: 'invoice.paid',
    orgId: result.invoice.orgId,
    caseId: result.invoice.caseId,
    at: payment.at,
    actor: STRIPE_ACTOR,
    details: { invoiceId, invoiceNumber: result.invoice.number, source: 'card', amountCents: payment.amountCents },
    outcome: 'answered',
  });
}
