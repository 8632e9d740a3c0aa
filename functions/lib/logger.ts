/** Structured JSON logs, one line each, tagged with the request id when one is known. */
type Level = 'debug' | 'info' | 'warn' | 'error';

let requestId: string | undefined;

export function setRequestId(id: string | undefined): void {
  requestId = id;
}

function write(level: Level, message: string, details?: Record<string, unknown>): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, requestId, time: new Date().toISOString(), ...details });
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
