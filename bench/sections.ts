/**
 * docs/performance.md holds one section per benchmark between `<!-- bench:NAME -->` markers, so each
 * benchmark rewrites its own section and leaves the others' results as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function writeSection(file: string, name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}` : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}
