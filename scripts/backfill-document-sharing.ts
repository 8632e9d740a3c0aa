/**
 * `npx tsx scripts/backfill-document-sharing.ts --stack <Portal-stage>` (deployed; your AWS
 * credentials, PORTAL_REGION or ca-central-1) or without `--stack` against the running local stack.
 *
 * Once, after the deployment that added GSI3 (documents shared with the client): documents recorded
 * before it get their uploader's role, whether the client sees them and their index keys, and each
 * client's Documents count keeps only what they see (migrations/document-sharing-backfill.ts).
 * Safe to run again: a record already done is skipped. The local stack runs it by itself when it adds
 * the index to a table kept from an earlier run.
 */
import { parseArgs } from 'node:util';
import { useTargetTable } from './lib/target-table';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { stack: { type: 'string' } } });
  await useTargetTable(values.stack);
  // Imported late: the repositories read the environment set above.
  const { backfillDocumentSharing } = await import('../migrations/document-sharing-backfill');
  console.log(JSON.stringify(await backfillDocumentSharing()));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
