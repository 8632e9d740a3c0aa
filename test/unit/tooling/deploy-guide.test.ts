/** docs/deploy.md stays true to the code: the settings it names are exactly those infra/settings.ts reads. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REGION, settingKeys } from '../../../infra/settings';

const guide = readFileSync(path.join(process.cwd(), 'docs', 'deploy.md'), 'utf8');

/** The first column of the table under "## Settings". */
function documentedSettings(): string[] {
  const section = guide.split('\n## Settings')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((match) => match[1] as string);
}

describe('docs/deploy.md', () => {
  it('documents every deploy setting, and no setting that does not exist', () => {
    expect(documentedSettings().sort()).toEqual([...settingKeys].sort());
  });

  it('names the default region in its bootstrap instructions', () => {
    expect(guide).toContain(`npx cdk bootstrap aws://ACCOUNT-ID/${DEFAULT_REGION}`);
  });

  it('only shows -c settings that exist', () => {
    // Not the generic `-c key=value`, nor the typo the guide shows being refused.
    const examples = new Set(['key', 'regoin']);
    const used = [...guide.matchAll(/-c ([A-Za-z]+)=/g)].map((match) => match[1] as string).filter((key) => !examples.has(key));
    expect(used.length).toBeGreaterThan(3);
    for (const key of used) expect(settingKeys).toContain(key);
  });
});
