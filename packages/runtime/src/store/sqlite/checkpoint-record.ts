import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";

/**
 * A record of what the approvals table held after the last approval write, kept beside the
 * database. SQLite recovers a damaged write-ahead log by dropping every frame after the first bad
 * one, silently; comparing the recovered table with this record turns that loss into a loud
 * warning at start.
 */
export interface CheckpointRecord {
  /** Approvals in the table. */
  readonly approvals: number;
  /** The last approval sequence number ever assigned. */
  readonly lastSeq: number;
  /** When it was written, in milliseconds since the epoch. */
  readonly time: number;
}

/** Reads the record, or undefined when there is none (or it is unreadable: it is advisory). */
export function readCheckpoint(path: string): CheckpointRecord | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as Partial<CheckpointRecord>;
    if (typeof value.approvals !== "number" || typeof value.lastSeq !== "number" || typeof value.time !== "number") return undefined;
    return { approvals: value.approvals, lastSeq: value.lastSeq, time: value.time };
  } catch {
    return undefined;
  }
}

/** Writes the record durably: temp file, fsync, rename (so a reader never sees half of it). */
export function writeCheckpoint(path: string, record: CheckpointRecord): void {
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, "w", 0o600);
  try {
    writeSync(fd, `${JSON.stringify(record)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}

/** The warning to print when the database holds less than the record says it should; undefined when it is whole. */
export function checkpointWarning(database: string, found: Omit<CheckpointRecord, "time">, expected: CheckpointRecord | undefined): string | undefined {
  if (!expected) return undefined;
  if (found.lastSeq > expected.lastSeq) return undefined;
  if (found.lastSeq === expected.lastSeq && found.approvals === expected.approvals) return undefined;
  return (
    `${database}: recovered ${found.approvals} approval(s), expected ${expected.approvals} from the checkpoint record of ` +
    `${new Date(expected.time).toISOString()} (last sequence ${found.lastSeq}, expected ${expected.lastSeq}): the write-ahead log ` +
    `was damaged or lost, so approvals made since were dropped; ask the user to approve them again`
  );
}
