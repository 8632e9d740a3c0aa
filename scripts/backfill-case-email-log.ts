/**
 * `npx tsx scripts/backfill-case-email-log.ts --stack <Portal-stage>` (deployed; your AWS credentials,
 * PORTAL_REGION or ca-central-1) or without `--stack` against the running local stack.
 *
 * Once, after the deployment that added the firm's e-mail log: e-mails about cases kept before the firm's e-mail log get
 * its index keys (migrations/case-email-log-backfill.ts). Safe to run again. The local stack runs it
 * by itself on every start (a local table is small).
 */
import { parseArgs } from 'node:util';
import { useTargetTable } from './lib/target-table';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { stack: { type: 'string' } } });
  await useTargetTable(values.stack);
  // Imported late: the repositories read the environment set above.
  const { backfillCaseEmailLog } = await import('../migrations/case-email-log-backfill');
  console.log(JSON.stringify(await backfillCaseEmailLog()));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
