/** The daily reminders job (sendDocumentReminders) run at once against the test stack, as `npm run invoke -- sendDocumentReminders`. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { stack } from './stack';

export interface RemindersPart {
  itemsDue: number;
  reminded: number;
  alreadyReminded: number;
}

export interface RemindersJobResult {
  day: string;
  clients: RemindersPart;
  signatures: RemindersPart;
  staff: { notified: number };
}

/** Runs the job; its result is on stdout. */
export async function runReminders(): Promise<RemindersJobResult> {
  const { stdout } = await promisify(execFile)(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/invoke.ts', 'sendDocumentReminders'], {
    encoding: 'utf8',
    env: { ...process.env, LOCAL_DATA_DIR: stack().dataDir },
  });
  // The handler's own log lines (JSON, one a line) may come first; the result is printed last, indented.
  const start = stdout.startsWith('{\n') ? 0 : stdout.lastIndexOf('\n{\n') + 1;
  return JSON.parse(stdout.slice(start)) as RemindersJobResult;
}
