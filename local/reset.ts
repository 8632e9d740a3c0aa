/**
 * `npm run reset`: wipes the local data directory (`.local`, or LOCAL_DATA_DIR) — table, user pool,
 * demo data — so the next `npm start` begins afresh. Refuses while a stack runs from it.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dataPaths, resolveDataDir } from './data-dir';
import { reapOrphans, runningStackPid } from './stack-lock';

async function main(): Promise<number> {
  const dataDir = resolveDataDir();
  const relative = path.relative(process.cwd(), dataDir);
  const shown = relative && !relative.startsWith('..') ? relative : dataDir;
  // Never the repository, one of its parents, or the filesystem root.
  if (path.relative(dataDir, process.cwd()) === '' || !path.relative(dataDir, process.cwd()).startsWith('..') || dataDir === path.parse(dataDir).root) {
    console.error(`Refusing to delete ${dataDir}: it contains the repository.`);
    return 1;
  }
  if (!existsSync(dataDir)) {
    console.log(`Nothing to reset: ${shown} does not exist.`);
    return 0;
  }
  const { pidFile } = dataPaths(dataDir);
  const owner = runningStackPid(pidFile);
  if (owner !== undefined) {
    console.error(`A local stack is running from ${shown} (pid ${owner}): stop it (Ctrl-C) before resetting.`);
    return 1;
  }
  await reapOrphans(pidFile);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${shown}: the next npm start creates the table, user pool and demo data afresh.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
