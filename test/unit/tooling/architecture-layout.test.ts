/**
 * docs/architecture.md stays true to the tree: the layout block under "## Code layout" names exactly the
 * folders of shared/, functions/ and web/src/features/ (a part's folders are the lines indented by two
 * spaces under its heading line, e.g. `  cases/ users/   …`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const PARTS = ['shared', 'functions', 'web/src/features'] as const;

const foldersOf = (part: string): string[] =>
  readdirSync(path.join(root, part), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The folders the layout block names under each part's heading line. */
function documentedFolders(): Record<string, string[]> {
  const doc = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const section = doc.split('\n## Code layout')[1]?.split('\n## ')[0] ?? '';
  const block = section.split('```')[1] ?? '';
  const named: Record<string, Set<string>> = {};
  let part: string | undefined;
  for (const line of block.split('\n')) {
    const heading = /^(\S+)\/\s*/.exec(line);
    if (heading) {
      part = (PARTS as readonly string[]).includes(heading[1] as string) ? (heading[1] as string) : undefined;
      continue;
    }
    const child = /^ {2}((?:[a-z0-9-]+\/ )*[a-z0-9-]+\/)(?:\s|$)/.exec(line);
    if (part && child) {
      const folders = (named[part] ??= new Set());
      for (const folder of (child[1] as string).split(' ')) folders.add(folder.slice(0, -1));
    }
  }
  return Object.fromEntries(PARTS.map((name) => [name, [...(named[name] ?? [])].sort()]));
}

describe('docs/architecture.md, its code layout', () => {
  const documented = documentedFolders();

  it.each(PARTS)('names every folder of %s/, and only folders that exist', (part) => {
    expect(documented[part]).toEqual(foldersOf(part));
  });
});
