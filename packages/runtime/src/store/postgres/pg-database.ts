import { SQL } from "bun";
import { RuntimeError } from "../../errors/runtime-error.ts";

/** A transaction handle or the pool: both run tagged-template queries. */
export type Sql = SQL;

/** The pool of one server's connections to PostgreSQL, with errors that name the database (never its password). */
export interface PgDatabase {
  readonly sql: SQL;
  /** The URL without its password, named in every error. */
  readonly location: string;
  /** Runs `work` in one transaction; any failure (or no answer within the deadline) is UNAVAILABLE naming the database and `what`. */
  transaction<T>(what: string, work: (tx: SQL) => Promise<T>): Promise<T>;
  /** Runs `work` on the pool with the same deadline and error naming. */
  run<T>(what: string, work: (sql: SQL) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgDatabaseOptions {
  /** Connections in the pool. */
  readonly max?: number;
  /** A statement or transaction that has not answered within this fails (a partitioned database never answers). */
  readonly deadlineMs?: number;
}

/** `postgres://user:secret@host/db` → `postgres://user@host/db`, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    for (const key of [...parsed.searchParams.keys()]) if (/pass/i.test(key)) parsed.searchParams.set(key, "redacted");
    return parsed.toString();
  } catch {
    return "<unparsable database URL>";
  }
}

/** True for URLs `--store` accepts as PostgreSQL. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\/[^\s]+$/i.test(value);
}

/** Storage failures name the database and what was being done, so an operator knows where to look. */
export function databaseError(location: string, what: string, error: unknown): RuntimeError {
  if (error instanceof RuntimeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RuntimeError("UNAVAILABLE", `permission store ${location}: ${what}: ${message}`, { cause: error });
}

/** Rejects when `promise` has not settled within `ms`: the caller must not acknowledge what it cannot confirm. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms (${what})`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Opens a pool (connections are made on first use and remade after the server restarts). */
export function openPgDatabase(url: string, options: PgDatabaseOptions = {}): PgDatabase {
  const location = redactDatabaseUrl(url);
  const deadlineMs = options.deadlineMs ?? 5_000;
  const sql = new SQL(url, {
    max: options.max ?? 16,
    idleTimeout: 30,
    connectionTimeout: Math.ceil(deadlineMs / 1000),
    connection: { application_name: "toolwire" },
  });
  const guard = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await withDeadline(work(), deadlineMs, what);
    } catch (error) {
      throw databaseError(location, what, error);
    }
  };
  return {
    sql,
    location,
    transaction: (what, work) => guard(what, () => sql.begin((tx) => work(tx as unknown as SQL))),
    run: (what, work) => guard(what, () => work(sql)),
    close: () => sql.close({ timeout: 1 }),
  };
}
