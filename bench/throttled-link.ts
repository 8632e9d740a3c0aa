/**
 * A phone's network link on loopback: a TCP proxy on 127.0.0.1 whose connections all share one token
 * bucket per direction, so everything a phone sends at once (API calls and parallel PUTs to storage)
 * competes for the same uplink, as it does on a real phone. `route(origin)` opens a listener that
 * forwards to that origin; `agent` is an HTTP agent that dials routed origins through their listener,
 * so a request keeps its own URL and Host header (a presigned URL's signature covers the host) while
 * its bytes pass the throttle.
 *
 * The throttle counts payload bytes only (no TCP/IP headers) and adds no latency: what it models is
 * the link's bandwidth, not its round-trip time.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export interface LinkOptions {
  /** Client → server, in bits per second. */
  upBitsPerSecond: number;
  /** Server → client, in bits per second. */
  downBitsPerSecond: number;
  /**
   * How many bytes a direction may send at once after being idle (the bucket's size). Large enough
   * that a timer firing late on a busy machine is made up for by the tokens gathered meanwhile
   * (128 KB is 52 ms at 20 Mbit/s), small against the transfers measured (0.5 % of 25 MB).
   */
  burstBytes?: number;
}

export interface ThrottledLink {
  /** Forwards connections to `origin` (`http://host:port`) through the link; answers the local port to dial. */
  route(origin: string): Promise<number>;
  /** Keep-alive HTTP agent that reaches every routed origin through the link (at most 6 connections per origin, as a browser). */
  readonly agent: http.Agent;
  readonly bytesUp: number;
  readonly bytesDown: number;
  close(): Promise<void>;
}

export const DEFAULT_BURST_BYTES = 128 * 1024;
/** Chunks pass the bucket in slices of at most this size, so parallel connections take turns finely. */
const SLICE_BYTES = 16 * 1024;

/** A token bucket: `take(n)` resolves once n bytes may pass; waiting takers are served in order. */
export class TokenBucket {
  private tokens: number;
  private last = performance.now();
  private readonly waiting: Array<{ bytes: number; resolve: () => void }> = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly bytesPerMs: number,
    private readonly capacity: number,
  ) {
    this.tokens = capacity;
  }

  take(bytes: number): Promise<void> {
    if (bytes > this.capacity) throw new Error(`cannot take ${bytes} bytes from a bucket of ${this.capacity}`);
    return new Promise((resolve) => {
      this.waiting.push({ bytes, resolve });
      this.serve();
    });
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private serve(): void {
    const now = performance.now();
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.last) * this.bytesPerMs);
    this.last = now;
    while (this.waiting.length > 0 && (this.waiting[0] as { bytes: number }).bytes <= this.tokens) {
      const next = this.waiting.shift() as { bytes: number; resolve: () => void };
      this.tokens -= next.bytes;
      next.resolve();
    }
    if (this.waiting.length === 0 || this.timer) return;
    const wait = ((this.waiting[0] as { bytes: number }).bytes - this.tokens) / this.bytesPerMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.serve();
    }, Math.max(1, Math.ceil(wait)));
  }
}

function drained(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done);
      resolve();
    };
    socket.on('drain', done).on('close', done);
  });
}

/** Copies `from` to `to` through the bucket, honouring `to`'s back-pressure; answers when `from` has ended. */
async function pump(from: net.Socket, to: net.Socket, bucket: TokenBucket, counted: (bytes: number) => void): Promise<void> {
  for await (const chunk of from as AsyncIterable<Buffer>) {
    for (let offset = 0; offset < chunk.length; offset += SLICE_BYTES) {
      const slice = chunk.subarray(offset, offset + SLICE_BYTES);
      await bucket.take(slice.length);
      if (to.destroyed) return;
      counted(slice.length);
      if (!to.write(slice)) await drained(to);
    }
  }
  to.end();
}

export async function startThrottledLink(options: LinkOptions): Promise<ThrottledLink> {
  const burst = options.burstBytes ?? DEFAULT_BURST_BYTES;
  const up = new TokenBucket(options.upBitsPerSecond / 8 / 1000, burst);
  const down = new TokenBucket(options.downBitsPerSecond / 8 / 1000, burst);
  const servers = new Map<string, net.Server>();
  const ports = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  let bytesUp = 0;
  let bytesDown = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const route = async (origin: string): Promise<number> => {
    const { hostname, port } = new URL(origin);
    const key = `${hostname}:${port}`;
    const known = ports.get(key);
    if (known !== undefined) return known;
    // Half-open on both sides: each direction ends when its sender has ended and its bytes have passed.
    const server = net.createServer({ allowHalfOpen: true }, (client) => {
      const upstream = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
      track(client);
      track(upstream);
      const fail = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', fail);
      upstream.on('error', fail);
      pump(client, upstream, up, (bytes) => (bytesUp += bytes)).catch(fail);
      pump(upstream, client, down, (bytes) => (bytesDown += bytes)).catch(fail);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = (server.address() as AddressInfo).port;
    servers.set(key, server);
    ports.set(key, local);
    return local;
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  // The agent dials the link's listener for the request's origin instead of the origin itself.
  (agent as unknown as { createConnection: (options: net.NetConnectOpts & { host?: string; port?: number | string }) => Duplex }).createConnection = (connect) => {
    const key = `${connect.host ?? 'localhost'}:${connect.port ?? 80}`;
    const local = ports.get(key);
    if (local === undefined) throw new Error(`${key} is not routed through the link`);
    return net.connect({ host: '127.0.0.1', port: local });
  };

  return {
    route,
    agent,
    get bytesUp() {
      return bytesUp;
    },
    get bytesDown() {
      return bytesDown;
    },
    close: async () => {
      agent.destroy();
      up.stop();
      down.stop();
      for (const socket of sockets) socket.destroy();
      await Promise.all([...servers.values()].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}
