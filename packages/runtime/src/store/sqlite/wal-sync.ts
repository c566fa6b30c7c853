import { closeSync, fdatasync, fdatasyncSync, fsync, openSync } from "node:fs";
import { dirname } from "node:path";

/** Flushes a file descriptor to stable storage without blocking the event loop. */
export type SyncFile = (fd: number) => Promise<void>;

/** fdatasync on the thread pool: the data and what reading it needs (the size), not the timestamps, about half an fsync's wait on ext4. */
const fdatasyncOffLoop: SyncFile = (fd) => new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));

/** The same flush run on the calling thread: it blocks the event loop until the disk answers. */
export type SyncFileNow = (fd: number) => void;

/** fsync on the thread pool, for the directory (its entries). */
const fsyncOffLoop: SyncFile = (fd) => new Promise<void>((resolve, reject) => fsync(fd, (error) => (error ? reject(error) : resolve())));

/** Makes the commits of one SQLite database durable: group commit with one fsync in flight. */
export interface WalSync {
  /**
   * Resolves once every commit made before the call is on stable storage; after a failed sync, rejects with its error.
   * `now`: when no sync is under way, sync on the event loop instead of the thread pool (see createWalSync).
   */
  durable(now?: boolean): Promise<void>;
  /** True once a sync failed: from then on nothing is known to reach the disk. */
  readonly failed: boolean;
  /** The first failed sync's error. */
  readonly failure: unknown;
  /** Waits for the syncs under way, then releases the file. */
  close(): Promise<void>;
}

/** How the log is flushed; tests replace it. */
export interface WalSyncOptions {
  /** The flush on the thread pool; default fdatasync. */
  readonly syncFile?: SyncFile;
  /** The same flush on the event loop, used when the caller is idle; default fdatasync, unless `syncFile` is given. */
  readonly syncNow?: SyncFileNow;
}

/** Flushes on the event loop taking this long on average go to the thread pool instead. */
export const SLOW_SYNC_MS = 2;
/** While they do, one idle flush in this many still runs on the loop, to see whether the disk is fast again. */
const SLOW_PROBE_EVERY = 64;
/** Weight of the newest flush in the moving average of flushes on the loop. */
const SLOW_WEIGHT = 0.1;

interface Deferred {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/**
 * Syncs the write-ahead log `<database>-wal` of a database that commits with `synchronous = NORMAL`: each commit
 * reaches the OS (surviving a crash of this process) and `durable()` then syncs the log to disk, which is what
 * `synchronous = FULL` does inside every commit, on the event loop. Here the sync runs on the thread pool, one at a
 * time; commits made while one runs share the next (group commit), so the server keeps working while the disk
 * catches up, and no caller is answered before its rows are on disk. The log's directory is synced once when the
 * log is first opened, so a power loss cannot lose the file's name either.
 *
 * `syncNow` is the same flush on the calling thread, for a caller that knows nothing else is waiting: it answers
 * without the two thread hops of the pool (measured on this project's machine: an fdatasync of the log took about
 * 170-200 µs on the event loop against 240-270 µs through the pool, and 90 µs of CPU against 130-150 µs), at the
 * price of blocking the loop for the flush. While the flushes on the loop take SLOW_SYNC_MS or more on average (a
 * slow or remote disk, where two thread hops are nothing beside the flush) they go to the pool, but for one in
 * SLOW_PROBE_EVERY that checks whether the disk is fast again; one slow flush among fast ones (a journal commit) does
 * not lift the average past the limit. By default `syncNow` is fdatasync when `syncFile` is the default; a caller
 * that injects its own `syncFile` (tests holding syncs) gets every sync through it unless it gives `syncNow` too.
 *
 * A failed sync is final (fail-stop): after an fsync error Linux may have dropped the dirty pages and marked them
 * clean, so a later sync can succeed while earlier commits never reached the disk (PostgreSQL's "fsyncgate"). Every
 * later `durable()` rejects with the first error; the caller stops writing, and a restart recovers what is on disk.
 */
export function createWalSync(database: string, options: WalSyncOptions = {}): WalSync {
  const syncFile = options.syncFile ?? fdatasyncOffLoop;
  const syncNow = options.syncNow ?? (options.syncFile ? undefined : fdatasyncSync);
  let fd: number | undefined;
  let running: Promise<void> | undefined;
  let next: Deferred | undefined;
  let closed = false;
  let failed = false;
  let failure: unknown;
  // Moving average of the flushes run on the loop (ms), and idle flushes sent to the pool since the disk looked slow.
  let loopMs = 0;
  let sentToPool = 0;

  /** Keeps the first failed sync's error: every later durable() rejects with it. */
  const fail = (error: unknown) => {
    if (!failed) [failed, failure] = [true, error];
  };

  const sync = async () => {
    try {
      if (fd === undefined) {
        // The log exists once anything was committed; it stays (same inode) while this connection is open.
        fd = openSync(`${database}-wal`, "r");
        const dir = openSync(dirname(database), "r");
        try {
          await fsyncOffLoop(dir);
        } finally {
          closeSync(dir);
        }
      }
      await syncFile(fd);
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  const start = (): Promise<void> => {
    const current = sync();
    running = current.finally(() => {
      running = undefined;
      const waiting = next;
      next = undefined;
      if (waiting) (failed ? Promise.reject(failure) : start()).then(waiting.resolve, waiting.reject);
    });
    // Callers see the sync's own outcome; `running` only sequences the next one.
    running.catch(() => undefined);
    return current;
  };

  return {
    get failed() {
      return failed;
    },
    get failure() {
      return failure;
    },
    durable(now = false) {
      if (closed) return Promise.reject(new Error(`${database} is closed`));
      if (failed) return Promise.reject(failure);
      // On the loop only once the log is open (its first sync also syncs the directory, on the pool).
      if (now && !running && syncNow && fd !== undefined && (loopMs < SLOW_SYNC_MS || ++sentToPool % SLOW_PROBE_EVERY === 0)) {
        try {
          const started = performance.now();
          syncNow(fd);
          loopMs += (performance.now() - started - loopMs) * SLOW_WEIGHT;
          return Promise.resolve();
        } catch (error) {
          fail(error);
          return Promise.reject(error);
        }
      }
      if (!running) return start();
      // The sync under way may have started before the caller's commit: the next one covers it.
      next ??= deferred();
      return next.promise;
    },
    async close() {
      closed = true;
      while (running) await running.catch(() => undefined);
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
