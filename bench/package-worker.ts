/**
 * One run of the packaging worker in a process of its own, for `npm run bench:package` (bench/package.ts):
 * `tsx bench/package-worker.ts <caseId> <packageId>`, the local stack's environment inherited. The
 * worker's handler is called as Lambda calls it; the process's peak resident memory (maxRSS) is the
 * worker's peak plus Node's and tsx's own. Prints one JSON line: the summary, the time, the CPU time the
 * build used (every thread's, user and system: what a busy machine does not inflate) and the peak.
 */
import { performance } from 'node:perf_hooks';

async function main(): Promise<void> {
  const [caseId = '', packageId = ''] = process.argv.slice(2);
  const { handler } = await import('../functions/packages/build-package');
  // The memory of a process that has loaded the handler and done nothing yet: the floor the build adds to.
  const idleRssBytes = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const summary = await handler({ caseId, packageId });
  const durationMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(`${JSON.stringify({ summary, durationMs, cpuMs, idleRssBytes, peakRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
