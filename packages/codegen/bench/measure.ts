/** One benchmark result. */
export interface Measurement {
  readonly name: string;
  /** Operations per second (times `scale` when one call does `scale` operations). */
  readonly opsPerSecond: number;
  readonly runs: number;
}

/** Runs `fn` repeatedly for about `seconds` (after a short warm-up) and reports throughput. */
export async function measure(
  name: string,
  fn: () => unknown | Promise<unknown>,
  options: { seconds?: number; minRuns?: number; scale?: number } = {},
): Promise<Measurement> {
  const seconds = options.seconds ?? 1;
  const scale = options.scale ?? 1;
  for (let i = 0; i < 3; i++) await fn();
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000 || runs < (options.minRuns ?? 1)) {
    await fn();
    runs++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { name, opsPerSecond: (runs * scale) / elapsed, runs };
}

/** `a` relative to `b`, two decimals. */
export function ratio(a: Measurement, b: Measurement): string {
  return (a.opsPerSecond / b.opsPerSecond).toFixed(2);
}
