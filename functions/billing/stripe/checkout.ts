/**
 * Stripe Checkout, the one call the portal makes to Stripe's API: create a Checkout Session (hosted
 * page) in payment mode for an invoice's balance, in Canadian dollars, with the invoice's ids in its
 * metadata (the webhook finds the invoice by them). Called with fetch and a form-encoded body, as
 * Stripe's API takes it, so the function carries no SDK.
 */
import type { Invoice } from '../../../shared/billing/types';
import { paymentsConfig } from './keys';

export interface CreatedSession {
  id: string;
  url: string;
}

export async function createCheckoutSession(
  secretKey: string,
  input: { invoice: Invoice; successUrl: string; cancelUrl: string; customerEmail?: string; description: string },
): Promise<CreatedSession> {
  const form = new URLSearchParams({
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'cad',
    'line_items[0][price_data][unit_amount]': String(input.invoice.balanceCents),
    'line_items[0][price_data][product_data][name]': input.description,
    client_reference_id: input.invoice.invoiceId,
    'metadata[invoiceId]': input.invoice.invoiceId,
    'metadata[orgId]': input.invoice.orgId,
    'metadata[caseId]': input.invoice.caseId,
    'payment_intent_data[metadata][invoiceId]': input.invoice.invoiceId,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
  });
  const response = await fetch(`${paymentsConfig.stripeApiBase}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      // One session per invoice balance and minute: a double click opens the same page.
      'idempotency-key': `${input.invoice.invoiceId}-${input.invoice.paidCents}-${Math.floor(Date.now() / 60_000)}`,
    },
    body: form,
    signal: AbortSignal.timeout(8000),
  });
  const body = (await response.json().catch(() => ({}))) as { id?: string; url?: string };
  if (!response.ok || typeof body.id !== 'string' || typeof body.url !== 'string') {
    throw new Error(`Stripe answered ${response.status} to a Checkout Session`);
  }
  return { id: body.id, url: body.url };
}
