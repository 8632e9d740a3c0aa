/**
 * Counts for CloudWatch, as log lines in the Embedded Metric Format: CloudWatch Logs turns each
 * line into a metric data point, with no API call and no added latency (names: shared/observability.ts).
 */
import { ENV } from '../../shared/core/env-names';
import { METRICS_NAMESPACE } from '../../shared/core/observability';

/** One EMF line: `name` = `value` (Count), under `dimensions` (each a dimension set of its own). */
export function metricLine(name: string, value: number, dimensions: Record<string, string> = {}, now = Date.now()): string {
  const keys = Object.keys(dimensions);
  return JSON.stringify({
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [keys], Metrics: [{ Name: name, Unit: 'Count' }] }],
    },
    ...dimensions,
    [name]: value,
  });
}

export function countMetric(name: string, value = 1, dimensions: Record<string, string> = {}): void {
  if (process.env[ENV.logLevel] === 'silent') return;
  // Raw, like the logger's lines: CloudWatch reads EMF from a line that is itself the JSON object.
  process.stdout.write(`${metricLine(name, value, dimensions)}\n`);
}
