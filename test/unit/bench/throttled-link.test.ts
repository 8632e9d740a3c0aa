/**
 * The benchmark's phone link (bench/throttled-link.ts): bytes pass no faster than the link's rate in
 * each direction, parallel connections share one uplink, and HTTP requests keep their own origin.
 * These assert lower bounds only (a throttle must never let bytes through early); a busy machine can
 * only make a transfer slower, so they hold however loaded it is.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { DEFAULT_BURST_BYTES, startThrottledLink, type ThrottledLink } from '../../../bench/throttled-link';

const UP_BITS = 8_000_000; // 1 MB/s
const DOWN_BITS = 16_000_000; // 2 MB/s
const bytesPerMs = (bits: number) => bits / 8 / 1000;
/** The least time `bytes` can take through a bucket that starts full, less 3 % for the measurement itself. */
const leastMs = (bytes: number, bits: number) => (0.97 * (bytes - DEFAULT_BURST_BYTES)) / bytesPerMs(bits);

const payload = (size: number, seed: number) => Buffer.alloc(size, seed);
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let link: ThrottledLink;
let servers: Array<{ close(callback: () => void): unknown; closeAllConnections?: () => void }>;

/** A TCP server on loopback that handles each connection with `handle`; answers its port. */
async function startSink(handle: (socket: net.Socket) => void): Promise<number> {
  const origin = net.createServer(handle);
  servers.push(origin);
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  return (origin.address() as AddressInfo).port;
}

function receiveAll(stream: Readable, expected: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received >= expected) resolve(Buffer.concat(chunks));
    });
    stream.on('error', reject);
  });
}

/** Sends `bytes` through the link to a sink; answers the elapsed ms until the sink's digest came back, and that digest. */
async function upload(port: number, bytes: Buffer): Promise<{ ms: number; echoed: string }> {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const started = performance.now();
  const answer = receiveAll(socket, 64);
  socket.write(bytes);
  const echoed = (await answer).toString('utf8');
  const ms = performance.now() - started;
  socket.destroy();
  return { ms, echoed };
}

beforeEach(async () => {
  servers = [];
  link = await startThrottledLink({ upBitsPerSecond: UP_BITS, downBitsPerSecond: DOWN_BITS });
});

afterEach(async () => {
  await link.close();
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections?.();
          server.close(() => resolve());
        }),
    ),
  );
});

/** Receives `size` bytes on each connection, then answers their SHA-256. */
const digestSink = (size: number) => (socket: net.Socket) => {
  void receiveAll(socket, size).then((bytes) => socket.write(digest(bytes)));
};

describe('the throttled link', () => {
  it('takes at least N / the up rate to carry N bytes up, and delivers them intact', async () => {
    // Prepare
    const bytes = payload(512 * 1024, 7);
    const port = await link.route(`http://127.0.0.1:${await startSink(digestSink(bytes.length))}`);

    // Act
    const { ms, echoed } = await upload(port, bytes);

    // Assess
    expect(echoed).toBe(digest(bytes));
    expect(ms).toBeGreaterThanOrEqual(leastMs(bytes.length, UP_BITS));
    expect(link.bytesUp).toBe(bytes.length);
  });

  it('shares one uplink between parallel connections: two transfers of N bytes take at least 2N / the rate', async () => {
    // Prepare
    const size = 256 * 1024;
    const port = await link.route(`http://127.0.0.1:${await startSink(digestSink(size))}`);
    const first = payload(size, 1);
    const second = payload(size, 2);

    // Act
    const started = performance.now();
    const answers = await Promise.all([upload(port, first), upload(port, second)]);
    const ms = performance.now() - started;

    // Assess
    expect(answers.map((answer) => answer.echoed)).toEqual([digest(first), digest(second)]);
    expect(ms).toBeGreaterThanOrEqual(leastMs(2 * size, UP_BITS));
  });

  it('carries bytes down at the down rate, not the up rate', async () => {
    // Prepare
    const bytes = payload(1024 * 1024, 9);
    const port = await link.route(`http://127.0.0.1:${await startSink((socket) => socket.end(bytes))}`);
    const socket = net.connect({ host: '127.0.0.1', port });

    // Act
    const started = performance.now();
    const received = await receiveAll(socket, bytes.length);
    const ms = performance.now() - started;
    socket.destroy();

    // Assess
    expect(digest(received)).toBe(digest(bytes));
    expect(ms).toBeGreaterThanOrEqual(leastMs(bytes.length, DOWN_BITS));
    expect(link.bytesDown).toBe(bytes.length);
    expect(link.bytesUp).toBe(0);
  });

  it("sends an HTTP request through its agent to the origin's own URL and Host, its body counted up", async () => {
    // Prepare
    const seen: Array<{ host?: string; url?: string; length: number }> = [];
    const server = http.createServer((request, response) => {
      void receiveAll(request, Number(request.headers['content-length'])).then((body) => {
        seen.push({ host: request.headers.host, url: request.url, length: body.length });
        response.end('stored');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await link.route(target);
    const body = payload(100_000, 3);

    // Act
    const answer = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${target}/bucket/key?X-Amz-Signature=abc`, { method: 'PUT', agent: link.agent, headers: { 'content-length': body.length } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
      request.on('error', reject);
      request.end(body);
    });

    // Assess
    expect(answer).toBe('stored');
    expect(seen).toEqual([{ host: new URL(target).host, url: '/bucket/key?X-Amz-Signature=abc', length: body.length }]);
    expect(link.bytesUp).toBeGreaterThan(body.length);
  });
});
