import Stripe from 'stripe';
import { signStripePayload, verifyStripeSignature } from './signature';

const secret = 'whsec_test_0123456789abcdef';
const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', amount_total: 12345 } } });
const stripe = new Stripe('sk_test_unused');

describe('Stripe webhook signatures', () => {
  it("accepts the header the stripe package's generateTestHeaderString makes", () => {
    // Prepare
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });

    // Act
    const verified = verifyStripeSignature(payload, header, secret);

    // Assess
    expect(verified).toBe(true);
  });

  it('signs as the stripe package verifies (constructEvent accepts our header)', () => {
    // Prepare
    const header = signStripePayload(payload, secret);

    // Act
    const event = stripe.webhooks.constructEvent(payload, header, secret);

    // Assess
    expect(event.id).toBe('evt_1');
  });

  it('refuses a tampered body', () => {
    // Prepare
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });

    // Act
    const verified = verifyStripeSignature(payload.replace('12345', '1'), header, secret);

    // Assess
    expect(verified).toBe(false);
  });

  it('refuses a tampered signature, another secret, and a missing header', () => {
    // Prepare
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = header.replace(/v1=([0-9a-f])/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`);

    // Act / Assess
    expect(verifyStripeSignature(payload, tampered, secret)).toBe(false);
    expect(verifyStripeSignature(payload, header, 'whsec_other')).toBe(false);
    expect(verifyStripeSignature(payload, undefined, secret)).toBe(false);
    expect(verifyStripeSignature(payload, 'garbage', secret)).toBe(false);
  });

  it('refuses a signature older than the tolerance (a replay)', () => {
    // Prepare
    const timestamp = Math.floor(Date.now() / 1000) - 301;
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

    // Act
    const verified = verifyStripeSignature(payload, header, secret);

    // Assess
    expect(verified).toBe(false);
  });
});
