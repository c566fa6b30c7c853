/** Per-tool counters and durations (the spec's "Tool Metrics" and "Queue Depth"). */
export interface ToolStats {
  readonly calls: number;
  readonly successes: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly truncations: number;
  /** Completed calls that ran a declared fallback (grep without ripgrep, say). */
  readonly fallbacks: number;
  readonly inFlight: number;
  /** Seconds; over the most recent durations (a window of `window` calls). */
  readonly p50Seconds: number;
  readonly p99Seconds: number;
  readonly durationSumSeconds: number;
  /** How long its permission asks waited for a decision, seconds (rules answer at once, a person later); recent window. */
  readonly permissionWaitP50Seconds: number;
  readonly permissionWaitP99Seconds: number;
  readonly permissionWaits: number;
}

/** How a finished call is counted. */
export type CallOutcome = { readonly kind: "success"; readonly truncated: boolean; readonly fallback?: boolean } | { readonly kind: "error"; readonly timeout: boolean };

/** Collects metrics for every tool. */
export interface ToolMetrics {
  /** Marks a call started (in flight); returns the function that records its end. */
  begin(tool: string): (outcome: CallOutcome, durationMs: number) => void;
  /** Records how long one of the tool's permission asks took to be decided. */
  permissionWait(tool: string, ms: number): void;
  snapshot(): Readonly<Record<string, ToolStats>>;
}

interface Entry {
  calls: number;
  successes: number;
  errors: number;
  timeouts: number;
  truncations: number;
  fallbacks: number;
  inFlight: number;
  sum: number;
  recent: number[];
  next: number;
  waits: number[];
  nextWait: number;
  waited: number;
}

/** The q-quantile of a set of numbers (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Creates the metrics store; quantiles are over the last `window` calls of each tool. */
export function createToolMetrics(window = 1024): ToolMetrics {
  const tools = new Map<string, Entry>();
  const entry = (tool: string): Entry => {
    let e = tools.get(tool);
    if (!e) {
      e = { calls: 0, successes: 0, errors: 0, timeouts: 0, truncations: 0, fallbacks: 0, inFlight: 0, sum: 0, recent: [], next: 0, waits: [], nextWait: 0, waited: 0 };
      tools.set(tool, e);
    }
    return e;
  };
  return {
    begin(tool) {
      const e = entry(tool);
      e.calls++;
      e.inFlight++;
      let done = false;
      return (outcome, durationMs) => {
        if (done) return;
        done = true;
        e.inFlight--;
        const seconds = durationMs / 1000;
        e.sum += seconds;
        if (e.recent.length < window) e.recent.push(seconds);
        else e.recent[e.next] = seconds;
        e.next = (e.next + 1) % window;
        switch (outcome.kind) {
          case "success":
            e.successes++;
            if (outcome.truncated) e.truncations++;
            if (outcome.fallback) e.fallbacks++;
            break;
          case "error":
            e.errors++;
            if (outcome.timeout) e.timeouts++;
            break;
          default: {
            const never: never = outcome;
            return never;
          }
        }
      };
    },
    permissionWait(tool, ms) {
      const e = entry(tool);
      e.waited++;
      if (e.waits.length < window) e.waits.push(ms / 1000);
      else e.waits[e.nextWait] = ms / 1000;
      e.nextWait = (e.nextWait + 1) % window;
    },
    snapshot() {
      const out: Record<string, ToolStats> = {};
      for (const [tool, e] of [...tools].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        out[tool] = {
          calls: e.calls,
          successes: e.successes,
          errors: e.errors,
          timeouts: e.timeouts,
          truncations: e.truncations,
          fallbacks: e.fallbacks,
          inFlight: e.inFlight,
          p50Seconds: quantile(e.recent, 0.5),
          p99Seconds: quantile(e.recent, 0.99),
          durationSumSeconds: e.sum,
          permissionWaitP50Seconds: quantile(e.waits, 0.5),
          permissionWaitP99Seconds: quantile(e.waits, 0.99),
          permissionWaits: e.waited,
        };
      }
      return out;
    },
  };
}
