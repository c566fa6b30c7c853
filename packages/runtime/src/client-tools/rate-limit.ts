import type { Clock } from "../clock/clock.ts";

/** A token bucket: `perMinute` calls a minute, refilled continuously, bursting up to `perMinute`. */
export interface RateLimiter {
  /** Takes a token; when none is left, says how long until one is (ms). */
  take(): { readonly ok: true } | { readonly ok: false; readonly retryInMs: number };
}

/** Creates a full bucket; time comes from `clock`, so tests move it instead of sleeping. */
export function createRateLimiter(perMinute: number, clock: Clock): RateLimiter {
  const refillPerMs = perMinute / 60_000;
  let tokens = perMinute;
  let at = clock.now();
  return {
    take() {
      const now = clock.now();
      tokens = Math.min(perMinute, tokens + Math.max(0, now - at) * refillPerMs);
      at = now;
      if (tokens >= 1) {
        tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryInMs: Math.ceil((1 - tokens) / refillPerMs) };
    },
  };
}
