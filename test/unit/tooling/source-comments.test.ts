/**
 * Source says why the code is as it is, not how it got there: no ticket number anywhere in a source
 * file (git keeps which change brought what) and no before/after figure in a comment (the figures,
 * measured, belong in docs/performance.md). Documentation (*.md), the lock file and what the build
 * or the tools write are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const FOLDERS = ['functions', 'shared', 'web/src', 'local', 'scripts', 'infra', 'bin', 'test', 'bench', 'migrations'];
/** Folders the build, the tools or a run write (ignored by git), never read. */
const GENERATED = new Set(['node_modules', 'dist', 'cdk.out', 'coverage', 'test-results', 'playwright-report', '.local']);
const LEFT_OUT = (file: string) => file.endsWith('.md') || path.basename(file) === 'package-lock.json';
const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|zip|heic|woff2?|ttf|jar|class)$/i;
const SCRIPT = /\.(ts|tsx|js|mjs|cjs)$/;

/** The word issue (or issues) then a number, with or without `#`, in any case. */
const TICKET = /\bissues?\s+#?\d+/i;
const UNIT = String.raw`(?:KB|kB|KiB|MB|MiB|GB|ms|s|%)`;
const NUMBER = String.raw`\d[\d.,]*`;
/** A measure with an arrow after it, a number and an arrow then a measure, or "from" a measure "to" another. */
const BEFORE_AFTER = new RegExp(
  [
    String.raw`${NUMBER}\s*${UNIT}\s*(?:→|->)`,
    String.raw`${NUMBER}\s*(?:→|->)\s*(?:about\s+|~\s*|≈\s*)?${NUMBER}\s*${UNIT}(?![\w])`,
    String.raw`\bfrom\s+${NUMBER}\s*${UNIT}\s+(?:down\s+|up\s+)?to\s+${NUMBER}\s*${UNIT}(?![\w])`,
  ].join('|'),
);

/** The comments of a script, found by the TypeScript parser (so `//` in a string or a template is not one). */
function scriptComments(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments;
}

/** The comments of another text file: block, line and markup comments, and gettext's `#` lines. */
function otherComments(file: string, text: string): string[] {
  if (file.endsWith('.json')) return [];
  if (file.endsWith('.po')) return text.split('\n').filter((line) => line.startsWith('#'));
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|(?<![:'"])\/\/.*$/gm)].map((match) => match[0]);
}

/** What a file holds that it should not, as `file:line: text` (a comment's figure by the comment's first line). */
function findings(file: string, text: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  text.split('\n').forEach((line, index) => {
    if (TICKET.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
  const comments = SCRIPT.test(file) ? scriptComments(file, text) : otherComments(file, text);
  for (const comment of comments) {
    const figure = BEFORE_AFTER.exec(comment);
    if (figure) found.push(`${file}:${lineOf(text.indexOf(comment))}: ${figure[0]}`);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return GENERATED.has(entry.name) ? [] : sourceFiles(relative);
    return entry.isFile() && !LEFT_OUT(relative) && !BINARY.test(relative) ? [relative] : [];
  });
}

describe('source comments', () => {
  it('finds a ticket number in a comment, a test title or a string, in any case', () => {
    // Written in pieces, so that this file does not hold what it looks for.
    const text = [`// Case progress (${'Issue'} 25): a stage.`, `it('closes the case (${'issue'} #24)', () => {});`, `const note = 'see ${'issues'} 18';`, "const fine = 'an issue with 3 files';"].join('\n');

    expect(findings('shared/example.ts', text)).toEqual([
      `shared/example.ts:1: // Case progress (${'Issue'} 25): a stage.`,
      `shared/example.ts:2: it('closes the case (${'issue'} #24)', () => {});`,
      `shared/example.ts:3: const note = 'see ${'issues'} 18';`,
    ]);
  });

  it('finds a before/after figure in a comment, and not in a string or beside a plain arrow', () => {
    const text = [
      '/** Drops nodemailer from the bundle (286 KB → a few dozen). */',
      'const a = 1; // 101 → 95 KB',
      '// cut from 57 ms to 35 ms',
      "const shown = '101 → 95 KB';",
      '/** `"1.8.0_392"` → 8, `cases/c1` → `cases_c1`. */',
    ].join('\n');

    expect(findings('functions/example.ts', text)).toEqual(['functions/example.ts:1: 286 KB →', 'functions/example.ts:2: 101 → 95 KB', 'functions/example.ts:3: from 57 ms to 35 ms']);
  });

  it('finds none in the source folders', () => {
    const files = FOLDERS.flatMap(sourceFiles);

    const found = files.flatMap((file) => findings(file, readFileSync(path.join(root, file), 'utf8')));

    expect(files.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });
});
