/**
 * A local stand-in for Stripe, for the calls the portal makes: create a Checkout Session
 * (`POST /v1/checkout/sessions`, form-encoded, the secret key as Bearer token, an Idempotency-Key
 * answered with the same session), the hosted Checkout page where a test card pays (4242 4242 4242
 * 4242 succeeds, 4000 0000 0000 0002 is declined, as Stripe's test cards), and the
 * `checkout.session.completed` event it then posts to the portal's webhook, signed as Stripe signs:
 * `Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>" with the webhook secret>`.
 * Like Stripe it refuses a wrong key (401), a session without its required fields (400), and
 * redelivers an event the webhook did not take (a few times). Sessions live in memory.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnPreferredPort } from './free-port';

export interface FakeStripeOptions {
  port?: number;
  secretKey: string;
  webhookSecret: string;
  /** Where events are posted (the portal's /v1/payments/stripe/webhook). */
  webhookUrl: string;
  log?: (line: string) => void;
}

export interface FakeStripe {
  /** Stripe's API base (STRIPE_API_BASE for the functions). */
  apiBase: string;
  stop(): Promise<void>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  livemode: false;
  description: string;
}

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';

/** Stripe's signature header for a payload, as Stripe documents it. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const html = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function stripeError(response: http.ServerResponse, status: number, message: string, param?: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { type: status === 401 ? 'invalid_request_error' : 'invalid_request_error', message, ...(param ? { param } : {}) } }));
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function checkoutPage(session: Session, error?: string): string {
  const amount = new Intl.NumberFormat('en-CA', { style: 'currency', currency: session.currency.toUpperCase() }).format(session.amount_total / 100);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local Stripe stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:.375rem}.error{color:#b00020}.note{color:#555;font-size:.875rem}</style></head>
<body><main><p class="note">Local Stripe stand-in: no real card is charged.</p>
<h1>Pay ${html(amount)}</h1><p>${html(session.description)}</p>
${error ? `<p class="error" role="alert">${html(error)}</p>` : ''}
<form method="post" action="/c/pay/${html(session.id)}">
<label for="email">Email</label><input id="email" name="email" type="email" value="${html(session.customer_email ?? '')}">
<label for="card">Card number</label><input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" placeholder="12 / 34" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required>
<button type="submit">Pay ${html(amount)}</button>
</form><p><a href="${html(session.cancel_url)}">Cancel and return</a></p></main></body></html>`;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const log = options.log ?? (() => undefined);
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, string>();
  let base = '';

  async function deliver(session: Session): Promise<void> {
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'checkout.session.completed',
      data: { object: session },
    };
    const payload = JSON.stringify(event);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      try {
        const answer = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(payload, options.webhookSecret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (answer.ok) return;
        log(`[stripe] webhook answered ${answer.status} to ${event.id} (attempt ${attempt})`);
      } catch (error) {
        log(`[stripe] webhook not reached for ${event.id}: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }

  async function createSession(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) return stripeError(response, 401, 'Invalid API Key provided');
    const idempotencyKey = request.headers['idempotency-key'];
    const form = new URLSearchParams(await readBody(request));
    const repeated = typeof idempotencyKey === 'string' ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (repeated) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify(sessions.get(repeated)));
    }
    if (form.get('mode') !== 'payment') return stripeError(response, 400, 'Missing required param: mode.', 'mode');
    for (const param of ['success_url', 'line_items[0][price_data][currency]', 'line_items[0][price_data][product_data][name]']) {
      if (!form.get(param)) return stripeError(response, 400, `Missing required param: ${param}.`, param);
    }
    const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
    if (!Number.isInteger(unitAmount) || unitAmount < 50 || !Number.isInteger(quantity) || quantity < 1) {
      return stripeError(response, 400, 'Invalid integer: unit_amount must be at least 50 cents.', 'line_items[0][price_data][unit_amount]');
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(\w+)\]$/.exec(name);
      if (match) metadata[match[1] as string] = value;
    }
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency: (form.get('line_items[0][price_data][currency]') ?? 'cad').toLowerCase(),
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      metadata,
      success_url: form.get('success_url') as string,
      cancel_url: form.get('cancel_url') ?? (form.get('success_url') as string),
      url: `${base}/c/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      description: form.get('line_items[0][price_data][product_data][name]') as string,
    };
    sessions.set(id, session);
    if (typeof idempotencyKey === 'string') byIdempotencyKey.set(idempotencyKey, id);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(session));
  }

  async function pay(session: Session, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    const card = (form.get('cardNumber') ?? '').replace(/\D/g, '');
    const page = (status: number, error: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(checkoutPage(session, error));
    };
    if (session.status === 'complete') return page(409, 'This payment was already made.');
    if (card === DECLINED) return page(402, 'Your card was declined.');
    if (card !== SUCCEEDS) return page(400, 'Your card number is invalid. Use the test card 4242 4242 4242 4242.');
    session.status = 'complete';
    session.payment_status = 'paid';
    await deliver(session);
    response.writeHead(303, { location: session.success_url });
    response.end();
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    const handle = async () => {
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(request, response);
      const getSession = /^\/v1\/checkout\/sessions\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
      if (request.method === 'GET' && getSession) {
        if (request.headers.authorization !== `Bearer ${options.secretKey}`) return stripeError(response, 401, 'Invalid API Key provided');
        const session = sessions.get(getSession[1] as string);
        if (!session) return stripeError(response, 404, `No such checkout.session: '${getSession[1]}'`);
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end(JSON.stringify(session));
      }
      const session = page ? sessions.get(page[1] as string) : undefined;
      if (page && !session) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return void response.end('No such checkout session');
      }
      if (session && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void response.end(checkoutPage(session));
      }
      if (session && request.method === 'POST') return pay(session, request, response);
      stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    };
    handle().catch((error: unknown) => {
      log(`[stripe] ${(error as Error).message}`);
      if (!response.headersSent) stripeError(response, 500, 'The local Stripe stand-in failed');
    });
  });
  const address = await listenOnPreferredPort(server, '127.0.0.1', options.port);
  base = `http://localhost:${address.port}`;
  return {
    apiBase: base,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
