/**
 * An HTTP/2 front for the local stack, as CloudFront is in front of the portal: TLS with a
 * certificate made for the run (the browser is told to accept it), every request passed on to the
 * local gateway over HTTP/1.1 as it came, and its answer sent back as it was (compressed, with its
 * headers). The browser then loads the page's files over one multiplexed connection, as from
 * CloudFront, instead of at most six at a time as the local gateway's HTTP/1.1 allows.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Headers that belong to one HTTP connection and are not passed on (RFC 9113 section 8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);

export interface H2Front {
  url: string;
  close: () => Promise<void>;
}

/** A self-signed certificate for localhost, valid one day, made with openssl in `directory`. */
function certificate(directory: string): { key: Buffer; cert: Buffer } {
  const key = path.join(directory, 'front-key.pem');
  const cert = path.join(directory, 'front-cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

export async function startH2Front(target: string, directory: string): Promise<H2Front> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...certificate(directory), allowHTTP1: true });
  // The browser keeps its connection open: closing the front ends them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = upstream.host;
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
