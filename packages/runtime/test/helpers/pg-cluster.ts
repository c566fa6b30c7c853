import type { Subprocess } from "bun";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPgDatabase } from "../../src/store/postgres/pg-database.ts";
import { migratePg } from "../../src/store/postgres/pg-migrations.ts";

/** A throwaway PostgreSQL cluster on a loopback port, for tests and benchmarks. */
export interface PgCluster {
  readonly port: number;
  /** A connection URL for `database` (created on first use by `createDatabase`). */
  url(database?: string): string;
  /** Creates a fresh database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown: open sessions are cut) and starts it again on the same port and data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** The server log so far (for failure messages). */
  log(): string;
}

const USER = "toolwire";

/** The newest installed server's binaries: Debian's /usr/lib/postgresql/<major>/bin, or pg_config's. */
export function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const majors = readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    for (const major of majors) if (existsSync(join(root, major, "bin", "postgres"))) return join(root, major, "bin");
  }
  const found = Bun.spawnSync(["pg_config", "--bindir"], { stderr: "ignore" });
  const dir = found.success ? found.stdout.toString().trim() : "";
  if (dir && existsSync(join(dir, "postgres"))) return dir;
  throw new Error("PostgreSQL server binaries not found (install Debian's postgresql package: apt-get install postgresql)");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root every server command runs as the `postgres` user
 * (created by the Debian package) over a temp dir it owns; as anyone else, as that user.
 */
function asServerUser(command: readonly string[]): string[] {
  return process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", ...command] : [...command];
}

function ownerID(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const out = Bun.spawnSync(["id", "-u", "postgres"]).stdout.toString().trim();
  const gid = Bun.spawnSync(["id", "-g", "postgres"]).stdout.toString().trim();
  if (!/^\d+$/.test(out)) throw new Error("running as root needs the postgres user (Debian's postgresql package creates it)");
  return { uid: Number(out), gid: Number(gid) };
}

/** Initialises a cluster in a temp dir (trust auth, loopback only) and starts it. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), "toolwire-pg-"));
  const owner = ownerID();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, "data");
  const init = Bun.spawnSync(asServerUser([join(bin, "initdb"), "-D", data, "-A", "trust", "-U", USER, "-E", "UTF8", "--no-sync"]), { stdout: "pipe", stderr: "pipe" });
  if (!init.success) throw new Error(`initdb failed: ${init.stderr.toString()}`);
  const port = await freePort();
  let proc: Subprocess<"ignore", "pipe", "pipe"> | undefined;
  let output = "";

  const start = async () => {
    proc = Bun.spawn(
      asServerUser([
        join(bin, "postgres"),
        "-D",
        data,
        "-p",
        String(port),
        "-k",
        dir,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "max_connections=300",
        "-c",
        "shared_buffers=32MB",
      ]),
      { stdin: "ignore", stdout: "pipe", stderr: "pipe" },
    );
    const drain = async (stream: ReadableStream<Uint8Array>) => {
      const decoder = new TextDecoder();
      for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
    };
    void drain(proc.stdout);
    void drain(proc.stderr);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = Bun.spawnSync([join(bin, "pg_isready"), "-h", "127.0.0.1", "-p", String(port), "-U", USER, "-d", "postgres"]);
      if (ready.success) return;
      if (proc.exitCode !== null) throw new Error(`postgres exited with ${proc.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`postgres did not start within 30 s:\n${output}`);
      await Bun.sleep(50);
    }
  };
  const halt = async () => {
    if (!proc || proc.exitCode !== null) return;
    // SIGINT is PostgreSQL's fast shutdown: sessions are cut, committed work is on disk.
    proc.kill("SIGINT");
    const timer = setTimeout(() => proc?.kill("SIGKILL"), 15_000);
    await proc.exited;
    clearTimeout(timer);
  };
  await start();
  const url = (database = "postgres") => `postgres://${USER}@127.0.0.1:${port}/${database}`;

  return {
    port,
    url,
    async createDatabase(name) {
      const { SQL } = await import("bun");
      const admin = new SQL(url());
      try {
        await admin.unsafe(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
      } finally {
        await admin.close();
      }
      return url(name);
    },
    async restart() {
      await halt();
      await start();
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => output,
  };
}

/** Creates a fresh database on `cluster` with toolwire's schema migrated into it, and returns its URL. */
export async function createMigratedDatabase(cluster: PgCluster, name: string): Promise<string> {
  const url = await cluster.createDatabase(name);
  const db = openPgDatabase(url);
  try {
    await migratePg(db);
  } finally {
    await db.close();
  }
  return url;
}
