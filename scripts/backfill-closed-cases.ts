/**
 * `npx tsx scripts/backfill-closed-cases.ts --stack <Portal-stage>` (deployed; your AWS credentials,
 * PORTAL_REGION or ca-central-1) or without `--stack` against the running local stack.
 *
 * Once, after the deployment that added the retention job: cases closed before it get their
 * `dateUpdated` as their closing date (`closedAt`) and the index keys the job finds closed cases by
 * (migrations/closed-cases-backfill.ts). Safe to run again: a case done already is skipped. The local
 * stack runs it by itself each time it starts.
 */
import { parseArgs } from 'node:util';
import { useTargetTable } from './lib/target-table';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { stack: { type: 'string' } } });
  await useTargetTable(values.stack);
  // Imported late: the repositories read the environment set above.
  const { backfillClosedCases } = await import('../migrations/closed-cases-backfill');
  console.log(JSON.stringify(await backfillClosedCases()));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
