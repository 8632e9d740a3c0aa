/** Structured JSON logs, one line each, tagged with the request id when one is known. */
import { ENV } from '../../shared/env-names';
type Level = 'debug' | 'info' | 'warn' | 'error';

let requestId: string | undefined;

export function setRequestId(id: string | undefined): void {
  requestId = id;
}

/** A log line is at most this long, whatever a request carried: CloudWatch bills by the byte. */
export const MAX_LOG_LINE = 16 * 1024;
const MAX_LOGGED_STRING = 2048;

/** Long strings are cut, so one field cannot make the line huge and the rest of it unreadable. */
function boundStrings(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.length > MAX_LOGGED_STRING ? `${value.slice(0, MAX_LOGGED_STRING)}… (${value.length} characters)` : value;
}

export function formatLogLine(level: Level, message: string, details?: Record<string, unknown>): string {
  const line = JSON.stringify({ level, message, requestId, time: new Date().toISOString(), ...details }, boundStrings);
  if (line.length <= MAX_LOG_LINE) return line;
  return JSON.stringify({ level, message: message.slice(0, MAX_LOGGED_STRING), requestId, time: new Date().toISOString(), truncated: line.length });
}

function write(level: Level, message: string, details?: Record<string, unknown>): void {
  if (process.env[ENV.logLevel] === 'silent') return;
  const line = formatLogLine(level, message, details);
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
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
