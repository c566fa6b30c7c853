/** Reconnect policy: waits `initialMs` doubling up to `maxMs`, for at most `tries` attempts in a row. */
export interface ReconnectPolicy {
  readonly initialMs: number;
  readonly maxMs: number;
  readonly tries: number;
}

/** The seed's policy: 1 s doubling to 30 s, 5 tries. */
export const DEFAULT_RECONNECT: ReconnectPolicy = Object.freeze({ initialMs: 1_000, maxMs: 30_000, tries: 5 });

/** The wait before attempt `n` (1-based). */
export function backoffDelay(policy: ReconnectPolicy, attempt: number): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** (attempt - 1));
}
