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

/**
 * Runs every row in turn in short slices until the budget is spent and keeps each row's best slice. On a shared
 * machine neighbours see the same load, so their ratio is steadier than two figures taken a second apart.
 */
export function measureAlternated(
  rows: readonly { readonly name: string; readonly fn: () => unknown }[],
  options: { seconds?: number; sliceMs?: number; scale?: number; warmUpSeconds?: number } = {},
): Measurement[] {
  const budget = (options.seconds ?? 1) * 1000 * rows.length;
  const slice = options.sliceMs ?? 20;
  const scale = options.scale ?? 1;
  const best = rows.map(() => 0);
  const runs = rows.map(() => 0);
  // Unmeasured, alternating too: code with more to compile reaches the optimising tiers later on busy cores.
  const warm = performance.now();
  do for (const row of rows) for (let i = 0; i < 3; i++) row.fn();
  while (performance.now() - warm < (options.warmUpSeconds ?? 0) * 1000);
  const start = performance.now();
  while (performance.now() - start < budget) {
    rows.forEach((row, i) => {
      let n = 0;
      const t0 = performance.now();
      let elapsed = 0;
      while (elapsed < slice) {
        row.fn();
        n++;
        elapsed = performance.now() - t0;
      }
      runs[i]! += n;
      best[i] = Math.max(best[i]!, (n * scale * 1000) / elapsed);
    });
  }
  return rows.map((row, i) => ({ name: row.name, opsPerSecond: best[i]!, runs: runs[i]! }));
}
