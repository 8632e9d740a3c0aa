/**
 * `npm run events`: writes `events/<routeId>.json`, one sample API Gateway event per route of the
 * route table (see scripts/lib/sample-events.ts), and one per function the portal invokes itself
 * (the packaging worker's `events/buildPackage.json`). `npm run events -- --check` writes nothing and
 * exits 1 when a file is missing or stale.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../shared/routes';
import { EVENTS_DIR, WORKER_SAMPLE_EVENTS, eventFile, sampleEventText, workerEventText } from './lib/sample-events';
import { runMain } from './lib/run-main';

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  mkdirSync(EVENTS_DIR, { recursive: true });
  const outdated: string[] = [];
  for (const route of routes) {
    const file = eventFile(route.id);
    const text = await sampleEventText(route);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    outdated.push(path.relative(process.cwd(), file));
    if (!check) writeFileSync(file, text);
  }
  for (const name of Object.keys(WORKER_SAMPLE_EVENTS)) {
    const file = eventFile(name);
    const text = workerEventText(name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    outdated.push(path.relative(process.cwd(), file));
    if (!check) writeFileSync(file, text);
  }
  const known = new Set([...routes.map((route) => `${route.id}.json`), ...Object.keys(WORKER_SAMPLE_EVENTS).map((name) => `${name}.json`)]);
  const others = readdirSync(EVENTS_DIR).filter((name) => name.endsWith('.json') && !known.has(name));
  if (others.length > 0) console.log(`Kept (not generated from the route table): ${others.join(', ')}`);
  if (check) {
    if (outdated.length === 0) return 0;
    console.error(`Missing or stale sample events: ${outdated.join(', ')}. Run npm run events.`);
    return 1;
  }
  console.log(outdated.length > 0 ? `Wrote ${outdated.join(', ')}` : `All ${routes.length} sample events are current.`);
  return 0;
}

runMain(main);
