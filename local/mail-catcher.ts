/**
 * The local mail catcher: an SMTP server that accepts every message (no auth, no TLS, 10 MB at most)
 * and keeps it in the inbox (mail-store.ts), and an HTTP server with the inbox page and its JSON API
 * (mail-inbox-server.ts). Both listen on 127.0.0.1 only; nothing is relayed anywhere. A fault switch
 * (mail-fault.ts, `PUT /api/fault`) makes the SMTP server refuse recipients, for tests of failures.
 *
 *   const catcher = await startMailCatcher({ directory: '.local/mail' });
 *   // send to catcher.smtpUrl (smtp://127.0.0.1:<port>); read catcher.apiUrl or open catcher.inboxUrl
 *   await catcher.stop();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { listenOnPreferredPort } from './free-port';
import { FAULT_MESSAGE, FAULT_RESPONSE_CODE, type MailFaultSwitch, createMailFaultSwitch } from './mail-fault';
import { createInboxRequestListener } from './mail-inbox-server';
import { type MailStore, createMailStore } from './mail-store';
import { parseMail } from './parse-mail';

export const MAIL_CATCHER_HOST = '127.0.0.1';
export const MAX_MAIL_BYTES = 10 * 1024 * 1024;

export interface MailCatcherOptions {
  /** Preferred ports, taken when free (else, or when 0 or absent: any free port). */
  smtpPort?: number;
  webPort?: number;
  /** Where the inbox is kept across restarts (absent: in memory only). */
  directory?: string;
  maxMessages?: number;
  log?: (line: string) => void;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: what the sending function is given (MAIL_SMTP_URL). */
  smtpUrl: string;
  smtpPort: number;
  /** The web inbox, for people: `http://localhost:<port>`. */
  inboxUrl: string;
  /** The JSON API's base: `http://127.0.0.1:<port>/api` (messages under `/messages`). */
  apiUrl: string;
  webPort: number;
  /** The addresses the two servers listen on (for checks that they are loopback only). */
  listening: { smtp: AddressInfo; web: AddressInfo };
  store: MailStore;
  /** The fault switch (also at `PUT /api/fault`): off at start. */
  faults: MailFaultSwitch;
  stop(): Promise<void>;
}

const envelopeAddress = (address: SMTPServerAddress | false) => (address ? address.address : '');

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const log = options.log ?? ((line: string) => console.log(line));
  const store = createMailStore({ directory: options.directory, maxMessages: options.maxMessages, log });
  const faults = createMailFaultSwitch();

  const smtp = new SMTPServer({
    name: 'localhost',
    banner: 'Portal local mail catcher',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    closeTimeout: 2000,
    onRcptTo(address, _session, callback) {
      if (!faults.refuses(address.address)) {
        callback();
        return;
      }
      log(`[mail] refused ${address.address}: fault switch on`);
      callback(Object.assign(new Error(FAULT_MESSAGE), { responseCode: FAULT_RESPONSE_CODE }));
    },
    onData(stream, session, callback) {
      parseMail(stream, {
        from: envelopeAddress(session.envelope.mailFrom),
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
      }).then(
        (parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error(`Message exceeds the ${MAX_MAIL_BYTES / 1024 / 1024} MB limit`), { responseCode: 552 }));
            return;
          }
          const mail = store.add(parsed);
          log(`[mail] caught "${mail.subject}" for ${mail.envelope.to.join(', ')}`);
          callback(null, `Caught as ${mail.id}`);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  // A broken client connection must not take the stack down.
  // (A preferred port someone else holds is not an error: another one is taken.)
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.syscall !== 'listen') log(`[mail] SMTP error: ${error.message}`);
  });
  const web = http.createServer(createInboxRequestListener(store, faults));

  const smtpAddress = await listenOnPreferredPort(smtp.server, MAIL_CATCHER_HOST, options.smtpPort);
  let webAddress: AddressInfo;
  try {
    webAddress = await listenOnPreferredPort(web, MAIL_CATCHER_HOST, options.webPort);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    smtpUrl: `smtp://${MAIL_CATCHER_HOST}:${smtpAddress.port}`,
    smtpPort: smtpAddress.port,
    inboxUrl: `http://localhost:${webAddress.port}`,
    apiUrl: `http://${MAIL_CATCHER_HOST}:${webAddress.port}/api`,
    webPort: webAddress.port,
    listening: { smtp: smtpAddress, web: webAddress },
    store,
    faults,
    stop() {
      stopped ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          web.close(() => resolve());
          web.closeAllConnections();
        }),
      ]).then(() => undefined);
      return stopped;
    },
  };
}
