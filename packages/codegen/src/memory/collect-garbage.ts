/**
 * A full garbage collection, where the engine lets a program ask for one (Bun; Node only with `--expose-gc`).
 * The pipeline calls it at a stage boundary where a large structure has just died.
 */
export function collectGarbage(): void {
  const engine = globalThis as { Bun?: { gc(force: boolean): void }; gc?: () => void };
  if (engine.Bun) engine.Bun.gc(true);
  else engine.gc?.();
}
