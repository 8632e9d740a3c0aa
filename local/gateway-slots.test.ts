/**
 * The gateway's route slots, through HTTP (local/gateway.ts with fair-slots.ts): a Cognito trigger
 * invoked by a route that holds the only slot still runs (the Invoke API never waits for a slot, or
 * such a route would wait on itself), `/config.json` does not wait either, and one caller's request is
 * answered ahead of another caller's burst that was queued before it. The handlers are small
 * fixtures, bundled as the gateway bundles any.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RouteDefinition } from '../shared/core/route-definition';
import { type Gateway, createGateway } from './gateway';

const INVOKE_KEY = 'LOCALSTACKSLOTSTEST';
/** How long the burst's fixture handler works: long enough that a burst is still queued when the other caller comes. */
const WORK_MS = 40;

/** Holds its slot while it invokes the trigger through the gateway's Invoke API, and answers what the trigger answered. */
const INVOKING_ROUTE = `
const http = require('node:http');
exports.handler = () => new Promise((resolve, reject) => {
  const request = http.request(process.env.SLOTS_TEST_INVOKE_URL, {
    method: 'POST',
    headers: { authorization: 'AWS4-HMAC-SHA256 Credential=${INVOKE_KEY}/20260101/us-east-1/lambda/aws4_request', 'content-type': 'application/json' },
  }, (response) => {
    let body = '';
    response.on('data', (chunk) => { body += chunk; });
    response.on('end', () => resolve({ statusCode: 200, headers: { 'content-type': 'application/json' }, body }));
  });
  request.on('error', reject);
  request.end(JSON.stringify({ triggerSource: 'PostConfirmation_ConfirmSignUp' }));
});
`;
const TRIGGER = `exports.handler = async (event) => ({ ...event, response: { ran: true } });`;
/** Holds its slot until the test's hold server answers it. */
const HOLDING_ROUTE = `
const http = require('node:http');
exports.handler = () => new Promise((resolve, reject) => {
  http.get(process.env.SLOTS_TEST_HOLD_URL, (response) => {
    response.resume();
    response.on('end', () => resolve({ statusCode: 200, body: 'released' }));
  }).on('error', reject);
});
`;
/** Works WORK_MS, then answers the caller's subject. */
const WORKING_ROUTE = `
exports.handler = async (event) => {
  await new Promise((resolve) => setTimeout(resolve, ${WORK_MS}));
  return { statusCode: 200, body: event.requestContext.authorizer.jwt.claims.sub };
};
`;

let fixtures: string;
let gateway: Gateway;
let base: string;
let holdServer: http.Server;
let onHold: (response: http.ServerResponse) => void = (response) => response.end();

/** The next request to the hold server: when it has arrived, and its release. */
function holdNextRequest(): { arrived: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    onHold = (response) => {
      release = () => response.end();
      resolve();
    };
  });
  return { arrived, release: () => release() };
}

function route(id: string, method: 'GET' | 'POST', routePath: string, file: string, access: RouteDefinition['access']): RouteDefinition {
  // The loader resolves a handler from the working directory, as the route table's entries are.
  return { id, method, path: routePath, handler: path.relative(process.cwd(), path.join(fixtures, file)), access, summary: id, answer: { statuses: [200] }, errors: [] };
}

beforeAll(async () => {
  fixtures = mkdtempSync(path.join(os.tmpdir(), 'gateway-slots-'));
  writeFileSync(path.join(fixtures, 'invoking-route.js'), INVOKING_ROUTE);
  writeFileSync(path.join(fixtures, 'trigger.js'), TRIGGER);
  writeFileSync(path.join(fixtures, 'working-route.js'), WORKING_ROUTE);
  writeFileSync(path.join(fixtures, 'holding-route.js'), HOLDING_ROUTE);
  holdServer = http.createServer((_request, response) => onHold(response));
  await new Promise<void>((resolve) => holdServer.listen(0, '127.0.0.1', resolve));
  process.env.SLOTS_TEST_HOLD_URL = `http://127.0.0.1:${(holdServer.address() as AddressInfo).port}/`;
  gateway = createGateway({
    routes: [
      route('invokingRoute', 'POST', '/v1/invoking', 'invoking-route.js', 'public'),
      route('holdingRoute', 'POST', '/v1/holding', 'holding-route.js', 'public'),
      route('workingRoute', 'GET', '/v1/working', 'working-route.js', 'signedIn'),
    ],
    triggers: [{ trigger: 'PostConfirmation', functionName: 'postConfirmation', handler: path.relative(process.cwd(), path.join(fixtures, 'trigger.js')) }],
    invokeAccessKeyId: INVOKE_KEY,
    routeSlots: 1,
  });
  gateway.setReady({
    // A token is its caller's subject here: the slots only need the verified `sub`.
    authorizer: async (header) => (header ? { authorized: true, claims: { sub: header.replace(/^Bearer /, '') } } : { authorized: false, reason: 'no token', wwwAuthenticate: 'Bearer' }),
    runtimeConfig: { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', authFlowType: 'USER_PASSWORD_AUTH', apiBase: '/v1' },
    securityHeaders: {},
  });
  base = `http://127.0.0.1:${await gateway.listen(0)}`;
  process.env.SLOTS_TEST_INVOKE_URL = `${base}/2015-03-31/functions/postConfirmation/invocations`;
});

afterAll(async () => {
  await gateway.close();
  holdServer.closeAllConnections();
  await new Promise((resolve) => holdServer.close(resolve));
  delete process.env.SLOTS_TEST_INVOKE_URL;
  delete process.env.SLOTS_TEST_HOLD_URL;
  rmSync(fixtures, { recursive: true, force: true });
});

describe('the gateway with one route slot', () => {
  it('runs a trigger invoked by routes that hold every slot, so none of them waits on itself', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => fetch(`${base}/v1/invoking`, { method: 'POST' })));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(await answer.json()).toEqual({ triggerSource: 'PostConfirmation_ConfirmSignUp', response: { ran: true } });
  });

  it("answers a caller's request ahead of another caller's burst queued before it", async () => {
    const order: string[] = [];
    const read = (caller: string) =>
      fetch(`${base}/v1/working`, { headers: { authorization: `Bearer ${caller}` } }).then(async (answer) => {
        order.push(`${caller} ${answer.status} ${await answer.text()}`);
      });
    const burst = Array.from({ length: 12 }, () => read('burster'));

    // Once the burst's first read is answered, the other eleven wait for the one slot.
    await Promise.race(burst);
    await Promise.all([read('other'), ...burst]);

    expect(order).toHaveLength(13);
    expect(order.filter((line) => line === 'burster 200 burster')).toHaveLength(12);
    expect(order.indexOf('other 200 other')).toBeGreaterThanOrEqual(1);
    // With the slot handed out first come, first served, the other caller would be answered last (12).
    expect(order.indexOf('other 200 other')).toBeLessThanOrEqual(3);
  });

  it('answers /config.json while a route holds the only slot', async () => {
    const held = holdNextRequest();
    const holding = fetch(`${base}/v1/holding`, { method: 'POST' });
    await held.arrived;

    // Were it waiting for the slot, it would never be answered: the slot is released only after.
    const configStatus = await fetch(`${base}/config.json`, { signal: AbortSignal.timeout(3000) }).then(
      (answer) => answer.status,
      () => 'no answer while the slot was held',
    );
    held.release();

    expect(configStatus).toBe(200);
    expect((await holding).status).toBe(200);
  });
});
