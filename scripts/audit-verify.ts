/**
 * `npm run audit:verify -- [--case <caseId>] [--stack <Portal-stage>]`: checks activity chains from
 * their first record — each record's hash and its link to the one before — and reports the first
 * broken link of each chain that is not intact. One case's chain with `--case`, else every chain
 * (cases, clients, firms). Against the running local stack, or a deployed stack with `--stack`.
 * Exits 1 when a chain is broken, 2 when it cannot run.
 */
import { parseArgs } from 'node:util';
import { useTargetTable } from './lib/target-table';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { case: { type: 'string' }, stack: { type: 'string' } } });
  await useTargetTable(values.stack);
  // Imported late: the repositories read the environment set above.
  const { verifyChain } = await import('../functions/activity');
  const { chains } = await import('../functions/core/activity');
  const { everyActivityChain } = await import('./lib/activity-chains');
  const targets = values.case ? [chains.ofCase(values.case)] : everyActivityChain();
  let checked = 0;
  let broken = 0;
  for await (const chain of targets) {
    const result = await verifyChain(chain);
    checked += 1;
    if (result.intact) {
      console.log(`${chain}: intact (${result.checked} records)`);
    } else {
      broken += 1;
      const first = result.firstBroken;
      console.log(`${chain}: BROKEN at record ${first?.seq} (${first?.reason}${first?.at ? `, written ${first.at}` : ''})`);
    }
  }
  console.log(`${checked} chain${checked === 1 ? '' : 's'} checked, ${broken} broken`);
  return broken > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
