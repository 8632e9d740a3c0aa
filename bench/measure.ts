/**
 * Interleaved latency measurement: each iteration runs every contender once, in an order that rotates
 * from one iteration to the next, so drift (JIT, GC, DynamoDB Local warming up, a busy neighbour)
 * falls on all of them alike. Only the awaited operation is timed; its setup is not.
 */
import os from 'node:os';

/** Prepares one run (outside the clock) and returns the run to time. */
export type Contender = (iteration: number) => Promise<() => Promise<void>>;

export interface Samples {
  name: string;
  /** Milliseconds, in the order measured. */
  values: number[];
}

/** Nearest-rank percentile of the values (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export interface Summary {
  p50: number;
  p95: number;
  mean: number;
  n: number;
}

export function summarize(values: readonly number[]): Summary {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return { p50: percentile(values, 50), p95: percentile(values, 95), mean, n: values.length };
}

export interface RunOptions {
  iterations: number;
  warmup: number;
  /** Called now and then with the iterations done (warm-up included). */
  progress?: (done: number, total: number) => void;
}

/** Runs the contenders `warmup + iterations` times, interleaved, and returns the timed samples. */
export async function interleave(contenders: Record<string, Contender>, options: RunOptions): Promise<Record<string, Samples>> {
  const names = Object.keys(contenders);
  const samples: Record<string, Samples> = Object.fromEntries(names.map((name) => [name, { name, values: [] }]));
  const total = options.warmup + options.iterations;
  for (let step = 0; step < total; step += 1) {
    const iteration = step - options.warmup;
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(step + k) % names.length] as string;
      const run = await (contenders[name] as Contender)(step);
      const started = performance.now();
      await run();
      const elapsed = performance.now() - started;
      if (iteration >= 0) (samples[name] as Samples).values.push(elapsed);
    }
    if (options.progress && ((step + 1) % 25 === 0 || step + 1 === total)) options.progress(step + 1, total);
  }
  return samples;
}

/** A positive whole number from the environment (a benchmark setting), else the default. */
export function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The 1-minute load average before a benchmark and after it. */
export interface LoadAverage {
  start: number;
  end: number;
}

/** The load average now (1 minute). */
export const loadNow = (): number => os.loadavg()[0] ?? 0;

/**
 * The run line's words on the machine's load: the averages, and a warning when other work shared the
 * CPUs — more runnable processes than CPUs before the benchmark began, or more than one beyond the
 * CPUs while it ran (the benchmark itself adds about one).
 */
export function describeLoad(load: LoadAverage, affected: string): string {
  const cpus = os.cpus().length;
  const busy = load.start > cpus || load.end > cpus + 1;
  return `1-minute load average ${load.start.toFixed(2)} when it began, ${load.end.toFixed(2)} when it ended${
    busy ? ` — **the machine was busy with other work** (more runnable processes than its ${cpus} CPUs): ${affected}` : ''
  }`;
}
