/** Where the runtime reads the time; injected so timeouts can be tested without sleeping. */
export interface Clock {
  now(): number;
}

/** The wall clock (ms since the epoch). */
export const systemClock: Clock = Object.freeze({ now: () => Date.now() });

/** A clock that moves only when told to. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** Creates a manual clock starting at `start` ms. */
export function createManualClock(start = 1_700_000_000_000): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(ms) {
      current = ms;
    },
  };
}
