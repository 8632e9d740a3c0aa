/**
 * The local stack's size, a figure in docs/local-stack.md and local/README.md (`npm run local:size`):
 * lines of TypeScript it is made of (its tests left out) and what it adds to the install — its direct
 * dependencies (local/package.json) and every package the lock holds only because of them (the
 * app's own dependencies, which the handlers need in AWS too, do not count).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface SourceLines {
  files: number;
  lines: number;
  /** Lines per top-level part: a file directly in the package, or a folder of it (`fake-graph/`). */
  byPart: Record<string, number>;
}

const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');

/** The lines of every TypeScript file under `directory` but tests (`*.test.ts`) and node_modules. */
export function countSourceLines(directory: string): SourceLines {
  const result: SourceLines = { files: 0, lines: 0, byPart: {} };
  const walk = (folder: string, part: string | undefined) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, part ?? `${entry.name}/`);
      else if (isSource(entry.name)) {
        const text = readFileSync(full, 'utf8');
        const lines = text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
        result.files += 1;
        result.lines += lines;
        const key = part ?? entry.name;
        result.byPart[key] = (result.byPart[key] ?? 0) + lines;
      }
    }
  };
  walk(directory, undefined);
  return result;
}

interface LockEntry {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  link?: boolean;
}
export interface LockFile {
  packages: Record<string, LockEntry>;
}

/** Where npm resolves `name` from the package at `location` (the nearest node_modules upward). */
function resolve(packages: LockFile['packages'], location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** Every lock location reachable from these names asked for at `from` (installed packages only). */
function closure(packages: LockFile['packages'], from: string, names: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = names.map((name) => [from, name] as const);
  while (queue.length > 0) {
    const [location, name] = queue.pop() as readonly [string, string];
    const found = resolve(packages, location, name);
    if (!found || reached.has(found)) continue;
    reached.add(found);
    const entry = packages[found] ?? {};
    for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) queue.push([found, dependency]);
  }
  return reached;
}

export interface DependencyCount {
  /** The package's own runtime dependencies (local/package.json `dependencies`). */
  direct: string[];
  /** Installed packages (lock locations) that only the local stack brings. */
  localOnly: string[];
}

/** What the workspace at `workspace` (e.g. `local`) adds to the lock beyond the root's own dependencies. */
export function countLocalDependencies(lock: LockFile, workspace: string): DependencyCount {
  const { packages } = lock;
  const root = packages[''] ?? {};
  const own = packages[workspace] ?? {};
  const rootNames = Object.keys({ ...root.dependencies, ...root.devDependencies, ...root.optionalDependencies });
  const localNames = Object.keys({ ...own.dependencies, ...own.devDependencies });
  const rootReach = closure(packages, '', rootNames);
  const localReach = closure(packages, workspace, localNames);
  const localOnly = [...localReach].filter((location) => !rootReach.has(location)).sort();
  return { direct: Object.keys(own.dependencies ?? {}).sort(), localOnly };
}
