/**
 * `npx tsx scripts/recount-analytics.ts [--org <orgId>] [--stack <Portal-stage>]`: recounts the firms'
 * analytics counters from their cases and clients (scripts/lib/analytics-recount.ts), once after the
 * deployment that added them — against the running local stack, or a deployed stack.
 */
import { parseArgs } from 'node:util';
import { useTargetTable } from './lib/target-table';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { org: { type: 'string' }, stack: { type: 'string' } } });
  await useTargetTable(values.stack);
  // Imported late: the repositories read the environment set above.
  const { recountAllAnalytics, recountOrgAnalytics } = await import('./lib/analytics-recount');
  const results = values.org ? [{ orgId: values.org, ...(await recountOrgAnalytics(values.org)) }] : await recountAllAnalytics();
  for (const { orgId, cases, clients } of results) console.log(`${orgId}: ${cases} cases, ${clients} clients recounted`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
