/**
 * `npm run local:size`: the local stack's size (package-size.ts), printed for docs/local-stack.md
 * and local/README.md. Run from the repository's root.
 */
import { readFileSync } from 'node:fs';
import { type LockFile, countLocalDependencies, countSourceLines } from './package-size';

const source = countSourceLines('local');
const dependencies = countLocalDependencies(JSON.parse(readFileSync('package-lock.json', 'utf8')) as LockFile, 'local');

const parts = Object.entries(source.byPart).sort(([, a], [, b]) => b - a);
console.log(parts.map(([part, lines]) => `${String(lines).padStart(6)}  ${part}`).join('\n'));
console.log(`TypeScript in local/ (tests left out): ${source.lines} lines in ${source.files} files`);
console.log(`Dependencies: ${dependencies.direct.length} direct (${dependencies.direct.join(', ')}), ${dependencies.localOnly.length} packages installed only for the local stack`);
