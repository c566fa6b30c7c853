/** Items as JSON texts, sent together as one JSON array; one boolean back per item, in order. */
export type BatchStatement = (itemsJson: string, count: number) => Promise<readonly boolean[]>;

/** One item queued for the next statement. */
interface Queued {
  readonly json: string;
  readonly resolve: (done: boolean) => void;
  readonly reject: (error: unknown) => void;
}

export interface StatementBatchOptions {
  /** Items per statement at most. */
  readonly maxItems?: number;
  /** JSON characters per statement at most (an item longer than this is sent alone). */
  readonly maxBytes?: number;
}

/** Adds one item; resolves with its answer once the statement that carried it has committed. */
export type StatementBatch = (itemJson: string) => Promise<boolean>;

/** True when PostgreSQL answered with an error (a SQLSTATE), as opposed to not answering at all. */
function isServerError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "ERR_POSTGRES_SERVER_ERROR") return true;
  }
  return false;
}

/**
 * Group commit for PostgreSQL transitions: what arrives during one turn of the event loop goes out
 * as one statement (one transaction, one commit). Measured by a probe opening 6,000 requests from
 * 100 concurrent callers: PostgreSQL's CPU per open fell from 272 µs (a statement each) to 118 µs
 * at 8 per statement and 83 µs unbounded. Items stay independent: when the database refuses a
 * batch (one item's text it cannot store, a deadlock it broke), each item is sent again alone, so
 * one caller's bad item fails only that caller. A batch the database does not answer fails every
 * caller in it, as one statement would.
 */
export function createStatementBatch(statement: BatchStatement, options: StatementBatchOptions = {}): StatementBatch {
  const maxItems = options.maxItems ?? 64;
  const maxBytes = options.maxBytes ?? 1 << 20;
  let queue: Queued[] = [];
  let scheduled = false;

  const send = async (items: readonly Queued[]) => {
    try {
      const done = await statement(`[${items.map((item) => item.json).join(",")}]`, items.length);
      for (let i = 0; i < items.length; i++) items[i]!.resolve(done[i] === true);
    } catch (error) {
      if (items.length > 1 && isServerError(error)) for (const item of items) void send([item]);
      else for (const item of items) item.reject(error);
    }
  };
  const flush = () => {
    scheduled = false;
    const all = queue;
    queue = [];
    let start = 0;
    let bytes = 0;
    for (let i = 0; i < all.length; i++) {
      const size = all[i]!.json.length;
      if (i > start && (i - start === maxItems || bytes + size > maxBytes)) {
        void send(all.slice(start, i));
        start = i;
        bytes = 0;
      }
      bytes += size;
    }
    if (start < all.length) void send(all.slice(start));
  };

  return (json) =>
    new Promise<boolean>((resolve, reject) => {
      queue.push({ json, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
