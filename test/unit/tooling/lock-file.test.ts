import { spawnSync } from 'node:child_process';

/**
 * `npm ci` refuses a lock whose packages name optional dependencies without an entry of their own,
 * which npm writes here because the registry serves only Linux builds of some native packages.
 */
describe('package-lock.json', () => {
  it('has an entry for every optional dependency it names, so npm ci accepts it', () => {
    const result = spawnSync('node', ['scripts/prune-lock-optionals.mjs', '--check'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
