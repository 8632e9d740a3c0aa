/** Structured JSON logs, one line each, tagged with the request id and correlation id when known. */
import { ENV } from '../../shared/core/env-names';
type Level = 'debug' | 'info' | 'warn' | 'error';

let requestId: string | undefined;
let correlationId: string | undefined;

export function setRequestId(id: string | undefined, correlation?: string): void {
  requestId = id;
  correlationId = correlation;
}

/** A log line is at most this long, whatever a request carried: CloudWatch bills by the byte. */
export const MAX_LOG_LINE = 16 * 1024;
const MAX_LOGGED_STRING = 2048;

/** Long strings are cut, so one field cannot make the line huge and the rest of it unreadable. */
function boundStrings(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.length > MAX_LOGGED_STRING ? `${value.slice(0, MAX_LOGGED_STRING)}… (${value.length} characters)` : value;
}

export function formatLogLine(level: Level, message: string, details?: Record<string, unknown>): string {
  const line = JSON.stringify({ level, message, requestId, correlationId, time: new Date().toISOString(), ...details }, boundStrings);
  if (line.length <= MAX_LOG_LINE) return line;
  return JSON.stringify({ level, message: message.slice(0, MAX_LOGGED_STRING), requestId, correlationId, time: new Date().toISOString(), truncated: line.length });
}

function write(level: Level, message: string, details?: Record<string, unknown>): void {
  if (process.env[ENV.logLevel] === 'silent') return;
  const line = formatLogLine(level, message, details);
  // Written raw, not through console: with the function's JSON log format, Lambda would wrap a
  // console line in its own JSON; these lines already are JSON, with the request and correlation ids.
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, details?: Record<string, unknown>) => write('debug', message, details),
  info: (message: string, details?: Record<string, unknown>) => write('info', message, details),
  warn: (message: string, details?: Record<string, unknown>) => write('warn', message, details),
  error: (message: string, details?: Record<string, unknown>) => write('error', message, details),
};

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: String(error) };
}
