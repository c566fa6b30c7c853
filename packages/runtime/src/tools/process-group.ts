import { spawn } from "node:child_process";
import { type CappedBuffer, createCappedBuffer } from "./output-limit.ts";
import { groupRssBytes, type LimitEnforcement, type ResourceLimits } from "./resource-limits.ts";

/** How a process group run ended. */
export type GroupExit =
  | { readonly kind: "exited"; readonly code: number | null; readonly signal: NodeJS.Signals | null }
  /** Killed because the signal aborted (timeout, caller, session abort). */
  | { readonly kind: "aborted"; readonly reason: unknown }
  /** Killed because the group's resident memory went over the limit. */
  | { readonly kind: "memory"; readonly rssBytes: number };

export interface GroupRun {
  readonly pid: number;
  readonly exit: GroupExit;
  /** stdout and stderr interleaved as they arrived, capped. */
  readonly output: CappedBuffer;
}

export interface GroupOptions {
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly signal: AbortSignal;
  readonly limits: ResourceLimits;
  readonly enforcement: LimitEnforcement;
  /** Every chunk as it arrives (for streaming into the part's metadata). */
  readonly onChunk?: (chunk: Uint8Array) => void;
}

/** SIGKILLs every process in the group; a group that is already gone is fine. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // ESRCH: nothing left to kill.
  }
}

/**
 * Runs argv as the leader of a new process group (detached = setsid), so a timeout or abort can
 * kill the command and everything it started with one kill(-pgid). Leftover background
 * processes are killed when the leader exits, so nothing a call started outlives it.
 */
export function runInGroup(options: GroupOptions): Promise<GroupRun> {
  const output = createCappedBuffer(options.limits.maxOutputBytes);
  return new Promise((resolve, reject) => {
    const [command, ...args] = options.argv;
    const child = spawn(command!, args, { cwd: options.cwd, env: options.env ? { ...options.env } : process.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let ending: GroupExit | undefined;
    let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let sampler: ReturnType<typeof setInterval> | undefined;
    const pid = child.pid;

    const onAbort = () => {
      ending ??= { kind: "aborted", reason: options.signal.reason };
      if (pid) killGroup(pid);
    };
    const onData = (chunk: Buffer) => {
      output.push(chunk);
      options.onChunk?.(chunk);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("error", (error) => {
      cleanup();
      reject(error);
    });
    const cleanup = () => {
      options.signal.removeEventListener("abort", onAbort);
      if (sampler) clearInterval(sampler);
    };
    const finish = () => {
      cleanup();
      resolve({ pid: pid ?? -1, exit: ending ?? { kind: "exited", code: exited?.code ?? null, signal: exited?.signal ?? null }, output });
    };
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      // Background children keep the pipes open; the call is over, so they go too.
      if (pid) killGroup(pid);
      // A process that escaped the group (its own setsid) may still hold the pipes: stop waiting for them.
      setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish();
      }, 1_000).unref();
    });
    child.on("close", () => finish());
    if (!pid) return;
    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener("abort", onAbort, { once: true });
    if (options.enforcement.procfs) {
      sampler = setInterval(() => {
        const rss = groupRssBytes(pid);
        if (rss > options.limits.memoryBytes) {
          ending ??= { kind: "memory", rssBytes: rss };
          killGroup(pid);
        }
      }, options.limits.sampleIntervalMs);
      sampler.unref();
    }
  });
}
