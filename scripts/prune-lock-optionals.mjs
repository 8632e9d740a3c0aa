#!/usr/bin/env node
/**
 * The npm registry reachable from our machines serves only the Linux builds of some native packages
 * (@swc/core-*, @tailwindcss/oxide-*, @unrs/resolver-binding-*). npm then writes a lock file whose
 * packages list optional dependencies that have no entry of their own, and `npm ci` refuses it
 * ("Missing: … from lock file"). This drops those dangling optional names from the lock so `npm ci`
 * works; it changes nothing that can be installed here. Run it after `npm install` changes the lock:
 *   node scripts/prune-lock-optionals.mjs            (fix)
 *   node scripts/prune-lock-optionals.mjs --check    (exit 1 when the lock needs the fix)
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};

/** Where npm would look for `name` from the package at `location` (nearest node_modules upward). */
function resolves(location, name) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

const check = process.argv.includes('--check');
const dangling = [];
for (const [location, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    if (!resolves(location, name)) {
      delete optional[name];
      dangling.push(`${location} → ${name}`);
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}

if (check) {
  if (dangling.length > 0) {
    console.error(`package-lock.json names optional dependencies with no entry (npm ci will refuse it):\n  ${dangling.join('\n  ')}\nRun: node scripts/prune-lock-optionals.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`prune-lock-optionals: removed ${dangling.length} optional dependencies with no lock entry`);
}
