/** Runs `work` on every value, at most `concurrency` at a time, and answers the results in order. */
export async function inBatches<T, R>(values: readonly T[], concurrency: number, work: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += concurrency) {
    results.push(...(await Promise.all(values.slice(start, start + concurrency).map((value) => work(value)))));
  }
  return results;
}
