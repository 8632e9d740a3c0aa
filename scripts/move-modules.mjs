#!/usr/bin/env node
/**
 * Moves source files or folders and rewrites every relative import of them (and every relative import
 * inside them) across the repository, so a reshaping commit is one command, not hand edits:
 *
 *   node scripts/move-modules.mjs <from> <to> [<from> <to> ...]   (paths relative to the repo root)
 *
 * A folder moves with everything in it. Specifiers are rewritten in `from '…'`, `import('…')`,
 * `require('…')` and `jest.mock('…')`, relative ones and the web's `@shared/…` alias; the extension
 * style of each specifier is kept. The move itself is `git mv`, so history follows the files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const SKIP = new Set(['node_modules', 'dist', 'cdk.out', '.git', 'test-results', 'playwright-report', '.local']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual|unstable_mockModule)\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\2/gm;
const SHARED_ALIAS = '@shared/';

function sourceFiles(directory, found = []) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(entry.name)) found.push(full);
  }
  return found;
}

/** The file a specifier names, as the bundler and tsc would find it (`.js` may stand for `.ts`). */
function resolveFile(base) {
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  for (const candidate of candidates) {
    for (const extension of EXTENSIONS) {
      const file = candidate + extension;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return undefined;
}

const pairs = process.argv.slice(2);
if (pairs.length === 0 || pairs.length % 2 !== 0) {
  console.error('usage: node scripts/move-modules.mjs <from> <to> [<from> <to> ...]');
  process.exit(2);
}
const moves = [];
for (let index = 0; index < pairs.length; index += 2) {
  moves.push({ from: path.resolve(root, pairs[index]), to: path.resolve(root, pairs[index + 1]) });
}

/** Where a file is after the moves. */
function movedPath(file) {
  for (const { from, to } of moves) {
    if (file === from) return to;
    if (file.startsWith(from + path.sep)) return path.join(to, file.slice(from.length + 1));
  }
  return file;
}

/** The specifier to write in `importer` (at its new place) for `target` (at its new place). */
function specifierFor(importerAfter, targetAfter, original, resolvedBefore) {
  // Keep what the original left out: an extension, or `/index`.
  const originalBase = original.startsWith(SHARED_ALIAS) ? original : path.basename(original);
  const resolvedBase = path.basename(resolvedBefore);
  let target = targetAfter;
  if (/\/index\.(ts|tsx|js)$/.test(resolvedBefore) && !/index(\.\w+)?$/.test(originalBase)) {
    target = path.dirname(targetAfter);
  } else if (!path.extname(originalBase)) {
    target = targetAfter.replace(/\.(ts|tsx|mts|js|mjs)$/, '');
  } else if (path.extname(originalBase) !== path.extname(resolvedBase)) {
    target = targetAfter.replace(/\.(ts|tsx|mts)$/, path.extname(originalBase));
  }
  if (original.startsWith(SHARED_ALIAS)) {
    const sharedRoot = path.join(root, 'shared');
    if (target.startsWith(sharedRoot + path.sep)) return SHARED_ALIAS + path.relative(sharedRoot, target);
  }
  let relative = path.relative(path.dirname(importerAfter), target);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

let rewritten = 0;
for (const file of sourceFiles(root)) {
  const text = readFileSync(file, 'utf8');
  const fileAfter = movedPath(file);
  const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    let base;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
    else if (specifier.startsWith(SHARED_ALIAS)) base = path.join(root, 'shared', specifier.slice(SHARED_ALIAS.length));
    else return whole;
    const resolved = resolveFile(base);
    if (!resolved) return whole;
    const targetAfter = movedPath(resolved);
    if (targetAfter === resolved && fileAfter === file) return whole;
    return `${lead}${quote}${specifierFor(fileAfter, targetAfter, specifier, resolved)}${quote}`;
  });
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

for (const { from, to } of moves) {
  execFileSync('mkdir', ['-p', path.dirname(to)]);
  execFileSync('git', ['mv', path.relative(root, from), path.relative(root, to)], { stdio: 'inherit' });
}
console.log(`moved ${moves.length} path(s); rewrote imports in ${rewritten} file(s)`);
