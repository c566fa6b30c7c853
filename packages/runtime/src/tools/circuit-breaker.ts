import type { Clock } from "../clock/clock.ts";

/** A breaker's state; `open` until `until` (clock ms), then one probe in `half-open`. */
export type BreakerState =
  | { readonly kind: "closed"; readonly failures: number }
  | { readonly kind: "open"; readonly until: number; readonly failures: number }
  | { readonly kind: "half-open"; readonly probing: boolean };

/** N consecutive failures open the breaker for T ms. */
export interface BreakerOptions {
  readonly failureThreshold: number;
  readonly openMs: number;
}

export const DEFAULT_BREAKER: BreakerOptions = Object.freeze({ failureThreshold: 5, openMs: 30_000 });

/** Admission decision for one call. */
export type Admission = { readonly kind: "admit"; readonly probe: boolean } | { readonly kind: "reject"; readonly retryInMs: number };

/** One tool's circuit breaker. */
export interface CircuitBreaker {
  /** Whether a call may run now; in half-open only one probe is admitted at a time. */
  admit(): Admission;
  success(): void;
  failure(): void;
  /** A call that was admitted but ended without a verdict (aborted, refused): frees the probe slot. */
  release(): void;
  state(): BreakerState;
}

/** Creates a closed breaker reading time from `clock`. */
export function createCircuitBreaker(options: BreakerOptions, clock: Clock): CircuitBreaker {
  let state: BreakerState = { kind: "closed", failures: 0 };
  // Moves open → half-open once the open period is over, when anyone looks.
  const current = (): BreakerState => {
    if (state.kind === "open" && clock.now() >= state.until) state = { kind: "half-open", probing: false };
    return state;
  };
  return {
    admit() {
      const s = current();
      switch (s.kind) {
        case "closed":
          return { kind: "admit", probe: false };
        case "open":
          return { kind: "reject", retryInMs: s.until - clock.now() };
        case "half-open":
          if (s.probing) return { kind: "reject", retryInMs: 0 };
          state = { kind: "half-open", probing: true };
          return { kind: "admit", probe: true };
        default: {
          const never: never = s;
          return never;
        }
      }
    },
    success() {
      state = { kind: "closed", failures: 0 };
    },
    failure() {
      const s = current();
      const failures = s.kind === "closed" ? s.failures + 1 : options.failureThreshold;
      // A failed probe reopens at once; a closed breaker opens at the threshold.
      state = failures >= options.failureThreshold ? { kind: "open", until: clock.now() + options.openMs, failures } : { kind: "closed", failures };
    },
    release() {
      const s = current();
      if (s.kind === "half-open" && s.probing) state = { kind: "half-open", probing: false };
    },
    state: current,
  };
}
