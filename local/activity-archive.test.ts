/**
 * The activity archive is AWS only (infra/activity-archive.ts, docs/local-stack.md): the local stack
 * runs no archive function and no Object Lock bucket (its table's stream feeds the linker only), and nothing it runs needs them —
 * the activity routes and `npm run audit:verify` check the chains from the table itself.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ARCHIVE_RECORDS_HANDLER } from '../shared/activity/archive';
import { jobsFor } from '../shared/core/jobs';
import { ENV } from '../shared/core/env-names';
import { triggers } from '../shared/core/triggers';
import { SEND_MAIL_HANDLER } from '../shared/mail/queue';
import { routes } from '../shared/routes';
import { activityRoutes } from '../shared/activity/routes';
import { createTableInput } from './bootstrap-table';

const repoRoot = path.resolve(__dirname, '..');

describe('the activity archive, AWS only', () => {
  it('is none of the handlers the local stack runs (routes, triggers, jobs of either store, the mail sender)', () => {
    const localHandlers = [...routes.map((route) => route.handler), ...triggers.map((trigger) => trigger.handler), ...jobsFor('s3').map((job) => job.handler), ...jobsFor('onedrive').map((job) => job.handler), SEND_MAIL_HANDLER];
    expect(localHandlers).not.toContain(ARCHIVE_RECORDS_HANDLER);
  });

  it('is not named by the local stack: no archive handler, no archive bucket variable', () => {
    const sources = readdirSync(__dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(10);
    const naming = sources.filter((file) => {
      const text = readFileSync(path.join(__dirname, file), 'utf8');
      return text.includes(path.basename(ARCHIVE_RECORDS_HANDLER, '.ts')) || text.includes(ENV.activityArchiveBucket) || text.includes('activityArchiveBucket');
    });
    expect(naming).toEqual([]);
  });

  it('is not what the local table\'s stream feeds: only the activity linker reads it', () => {
    expect(createTableInput('portal-local').StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    const linker = readFileSync(path.join(__dirname, 'activity-linker.ts'), 'utf8');
    expect(linker).toContain('LINK_RECORDS_HANDLER');
    expect(linker).not.toContain('ARCHIVE_RECORDS_HANDLER');
  });

  it('is not what the chain verification reads: the verify route and audit:verify hold none of the archive', async () => {
    const entries = [activityRoutes.verifyCaseActivity.handler, 'scripts/audit-verify.ts'];
    for (const entry of entries) {
      const result = await build({ entryPoints: [path.join(repoRoot, entry)], bundle: true, platform: 'node', format: 'esm', write: false, metafile: true, logLevel: 'silent', packages: 'external' });
      const inputs = Object.keys(result.metafile.inputs);
      expect([entry, inputs.filter((input) => input.includes('archive'))]).toEqual([entry, []]);
      // …while it does hold the chain's own checks, which read the table.
      expect([entry, inputs.some((input) => input.endsWith('functions/core/activity/chain-hash.ts'))]).toEqual([entry, true]);
    }
  }, 30_000);
});
