/**
 * Bytes the server holds for clients that read slower than events arrive, bounded per stream and
 * in total. A stream that falls behind by more than its share is cut off (it reconnects and
 * resyncs); one that is keeping up (nothing buffered) is never cut for others' backlog.
 */
export interface StreamBudget {
  /** Opens the account of one stream. */
  open(): StreamAccount;
  /** Bytes buffered across all open streams. */
  readonly totalBytes: number;
}

/** One stream's share of the budget. */
export interface StreamAccount {
  /** Records what this stream has buffered now; false when it is over its own limit, or behind while the total is over. */
  track(bufferedBytes: number): boolean;
  close(): void;
}

export interface StreamBudgetLimits {
  readonly perStreamBytes: number;
  readonly totalBytes: number;
}

/** Room for a few of the largest events (a 1 MiB ask) per stream; 64 MiB across every slow reader. */
export const DEFAULT_STREAM_LIMITS: StreamBudgetLimits = Object.freeze({ perStreamBytes: 4 * 1024 * 1024, totalBytes: 64 * 1024 * 1024 });

/** Creates a budget shared by every streaming route of a server (SSE and gRPC alike). */
export function createStreamBudget(limits: StreamBudgetLimits = DEFAULT_STREAM_LIMITS): StreamBudget {
  let total = 0;
  return {
    get totalBytes() {
      return total;
    },
    open() {
      let mine = 0;
      let open = true;
      return {
        track(bufferedBytes) {
          if (!open) return false;
          total += bufferedBytes - mine;
          mine = bufferedBytes;
          if (mine > limits.perStreamBytes) return false;
          return !(mine > 0 && total > limits.totalBytes);
        },
        close() {
          if (!open) return;
          open = false;
          total -= mine;
          mine = 0;
        },
      };
    },
  };
}
