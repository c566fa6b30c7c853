import { accessSync, constants, existsSync, readdirSync, readFileSync } from "node:fs";

/** Limits for child processes (the spec's "Resource Limits": memory 500 MB, CPU 50 %). */
export interface ResourceLimits {
  /** Memory per tool, bytes: RLIMIT_DATA on every process, and the RSS of the whole process group. */
  readonly memoryBytes: number;
  /** CPU share, percent of one core over the call's timeout (a CPU-time budget, see README). */
  readonly cpuPercent: number;
  /** Result size limit, bytes (the spec's 10 MB). */
  readonly maxOutputBytes: number;
  /** File size limit, bytes (the spec's 100 MB). */
  readonly maxFileBytes: number;
  /** How often the group's memory is sampled, ms. */
  readonly sampleIntervalMs: number;
}

export const DEFAULT_LIMITS: ResourceLimits = Object.freeze({
  memoryBytes: 500 * 1024 * 1024,
  cpuPercent: 50,
  maxOutputBytes: 10 * 1024 * 1024,
  maxFileBytes: 100 * 1024 * 1024,
  sampleIntervalMs: 100,
});

/** What this machine lets the engine enforce, found once at start. */
export interface LimitEnforcement {
  /** Path of util-linux `prlimit`, when on PATH (per-process RLIMIT_DATA and RLIMIT_CPU). */
  readonly prlimit: string | undefined;
  /** Whether /proc is readable, for sampling the process group's RSS. */
  readonly procfs: boolean;
  /** Whether a writable cgroup v2 hierarchy exists (the sandbox's cgroups use v2 or v1; see sandbox/cgroup-limits.ts). */
  readonly cgroupV2: boolean;
  /** One line per mechanism: what is enforced, and how. */
  readonly summary: readonly string[];
}

/** Detects prlimit, /proc and cgroup v2. */
export function detectEnforcement(): LimitEnforcement {
  const prlimit = Bun.which("prlimit") ?? undefined;
  const procfs = existsSync("/proc/self/stat");
  let cgroupV2 = false;
  try {
    accessSync("/sys/fs/cgroup/cgroup.controllers", constants.R_OK);
    accessSync("/sys/fs/cgroup", constants.W_OK);
    cgroupV2 = true;
  } catch {
    cgroupV2 = false;
  }
  const summary = [
    prlimit ? `memory: RLIMIT_DATA per process (prlimit)` : "memory: no prlimit on PATH, no per-process limit",
    procfs ? "memory: RSS of the whole process group sampled from /proc, group killed over the limit" : "memory: no /proc, group RSS not sampled",
    prlimit ? "cpu: RLIMIT_CPU budget = share × timeout (prlimit), process killed by SIGXCPU" : "cpu: no prlimit on PATH, not enforced",
    "cgroups: per call in the sandbox (memory, CPU share, processes) where a writable hierarchy exists; see the sandbox lines",
  ];
  return Object.freeze({ prlimit, procfs, cgroupV2, summary: Object.freeze(summary) });
}

/** The CPU-time budget (s) of a call: its share of one core over its timeout, at least 1 s. */
export function cpuBudgetSeconds(limits: ResourceLimits, timeoutMs: number): number {
  return Math.max(1, Math.ceil(((limits.cpuPercent / 100) * timeoutMs) / 1000));
}

/** Wraps argv in prlimit (when available) so the kernel enforces memory and CPU time per process. */
export function limitedArgv(argv: readonly string[], limits: ResourceLimits, timeoutMs: number, enforcement: LimitEnforcement): string[] {
  if (!enforcement.prlimit) return [...argv];
  const cpu = cpuBudgetSeconds(limits, timeoutMs);
  // Soft below hard: the kernel sends SIGXCPU first (a recognisable exit), SIGKILL a second later.
  // RLIMIT_FSIZE holds every file the command writes to the spec's file size limit (SIGXFSZ / EFBIG past it).
  return [enforcement.prlimit, `--data=${limits.memoryBytes}`, `--cpu=${cpu}:${cpu + 1}`, `--fsize=${limits.maxFileBytes}`, "--", ...argv];
}

const PAGE_SIZE = 4096;

/** Sum of the resident memory of every live process in a process group, bytes (0 when /proc is missing). */
export function groupRssBytes(pgid: number): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return 0;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces and parentheses): state ppid pgrp … rss is the 22nd.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    total += Number(fields[21] ?? 0) * PAGE_SIZE;
  }
  return total;
}

/** Whether a pid is a live process (a zombie or a missing pid is not). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}
