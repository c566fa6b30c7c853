import { type ToolFailure, toFailure } from "./tool-failure.ts";

/** Retries of transient failures: `attempts` in all, waiting base·2^n (capped) between them. */
export interface RetryOptions {
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = Object.freeze({ attempts: 3, baseDelayMs: 200, maxDelayMs: 5_000 });

/** Waits `ms` or until the signal aborts (then rejects with its reason); injected so tests do not sleep. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** The real sleep. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

/** The delay before attempt `n + 1` (n ≥ 1 attempts made). */
export function backoffDelay(options: RetryOptions, attemptsMade: number): number {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attemptsMade - 1));
}

/** What a run with retries ended in, and how many attempts it took. */
export type RetryOutcome<T> = { readonly kind: "ok"; readonly value: T; readonly attempts: number } | { readonly kind: "failed"; readonly failure: ToolFailure; readonly attempts: number };

/**
 * Runs `attempt` until it succeeds, fails for a reason that is not transient (a tool's own
 * failure is never retried), the signal aborts, or the attempts are used up.
 */
export async function withRetry<T>(attempt: (n: number) => Promise<T>, options: RetryOptions, sleep: Sleep, signal: AbortSignal, onRetry?: (failure: ToolFailure, n: number, delayMs: number) => void): Promise<RetryOutcome<T>> {
  for (let n = 1; ; n++) {
    try {
      return { kind: "ok", value: await attempt(n), attempts: n };
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind !== "transient" || n >= options.attempts || signal.aborted) return { kind: "failed", failure, attempts: n };
      const delay = backoffDelay(options, n);
      onRetry?.(failure, n, delay);
      try {
        await sleep(delay, signal);
      } catch {
        return { kind: "failed", failure, attempts: n };
      }
    }
  }
}
