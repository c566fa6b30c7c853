import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readdirSync, readSync, rmdirSync, statSync, writeFileSync } from "node:fs";

/**
 * Per-tool-call cgroups: memory, CPU and process-count limits the kernel enforces on everything a call starts,
 * detached children included, and a kill that reaches all of them.
 *
 * Layout: one parent `toolwire-<runtime pid>` per runtime process, under the runtime's own cgroup when that is
 * usable, else under the hierarchy's root; one leaf per tool call beneath it.
 */

/** The v1 hierarchies a call group spans: one directory per controller, each the `toolwire-<pid>` parent. */
export interface CgroupV1Roots {
  readonly memory: string;
  readonly cpu: string;
  readonly pids: string;
  /** CPU usage accounting (only for stats), when a cpuacct hierarchy is mounted. */
  readonly cpuacct?: string;
  /** A controller-less cgroup2 mount (hybrid systems) used for its atomic `cgroup.kill`, when present. */
  readonly unified?: string;
}

/** What this machine offers; `root`/`roots` are the runtime's `toolwire-<pid>` parent directories. */
export type CgroupSupport =
  | { readonly kind: "v2"; readonly root: string }
  | { readonly kind: "v1"; readonly roots: CgroupV1Roots }
  | { readonly kind: "none"; readonly reason: string };

/** Limits for one tool call's group. */
export interface CgroupLimits {
  /** Memory (RAM, no swap) of the whole group, bytes. */
  readonly memoryBytes: number;
  /** CPU share in percent of one core (50 = half a core; 200 = two cores). */
  readonly cpuPercent: number;
  /** Most processes (and threads) alive in the group at once. */
  readonly pidsMax: number;
}

/** The defaults: the seed's 500 MB and 50 % of one core, and 512 processes. */
export const DEFAULT_CGROUP_LIMITS: CgroupLimits = Object.freeze({ memoryBytes: 500 * 1024 * 1024, cpuPercent: 50, pidsMax: 512 });

/** What a group used and hit so far (counters the kernel keeps; `undefined` where this kernel has no such file). */
export interface CgroupStats {
  /** Processes the OOM killer killed inside the group. */
  readonly oomKills: number;
  /** Highest memory use of the group, bytes. */
  readonly memoryPeakBytes: number | undefined;
  /** Times a fork or clone was refused because the group was at `pidsMax`. */
  readonly pidsLimitHits: number;
  /** CPU time used by the group, microseconds. */
  readonly cpuUsageMicros: number | undefined;
  /** Scheduler periods in which the group was throttled by its CPU quota. */
  readonly cpuThrottledPeriods: number;
}

/** One tool call's cgroup. */
export interface CallCgroup {
  readonly name: string;
  /** The group's directories (one on v2, one per hierarchy on v1). */
  readonly dirs: readonly string[];
  /** argv prefix that moves the process into the group, then execs the rest: `[...enter, ...argv]`. */
  readonly enter: readonly string[];
  /** Usage and limit hits so far. */
  stats(): CgroupStats;
  /** Pids currently in the group (at most 65 536 bytes of `cgroup.procs` are read). */
  processes(): number[];
  /** SIGKILLs everything in the group and waits (bounded, 2 s) until it is empty. */
  kill(): void;
  /** Kills, then removes the group's directories; idempotent. Throws naming the directory if one stays busy. */
  remove(): void;
}

/** Options for detection, for tests: what to read instead of this process's /proc files. */
export interface DetectOptions {
  /** Text of /proc/self/mountinfo. */
  readonly mountinfo?: string;
  /** Text of /proc/self/cgroup. */
  readonly selfCgroup?: string;
}

const PARENT_PREFIX = "toolwire-";
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_READ_BYTES = 64 * 1024;
const CPU_PERIOD_US = 100_000;
const WAIT_EMPTY_MS = 2_000;
const MIB = 1024 * 1024;

/** Finds a usable cgroup hierarchy (v2 first, then v1) by creating and removing a probe group; removes stale groups of dead runtimes. */
export function detectCgroups(options: DetectOptions = {}): CgroupSupport {
  const mountinfo = options.mountinfo ?? readBounded("/proc/self/mountinfo", 1024 * 1024);
  const selfCgroup = options.selfCgroup ?? readBounded("/proc/self/cgroup", MAX_READ_BYTES);
  if (mountinfo === undefined || selfCgroup === undefined) return none("cannot read /proc/self/mountinfo or /proc/self/cgroup");
  const mounts = parseMountinfo(mountinfo);
  const own = parseSelfCgroup(selfCgroup);
  const v2 = detectV2(mounts, own);
  if (v2.kind !== "none") return v2;
  const v1 = detectV1(mounts, own);
  if (v1.kind !== "none") return v1;
  return none(`${v2.reason}; ${v1.reason}`);
}

/** Creates a tool call's group with its limits under the runtime's parent (created on first use). */
export function createCallCgroup(support: CgroupSupport, limits: CgroupLimits, name: string): CallCgroup {
  if (support.kind === "none") throw new Error(`cgroup: no usable hierarchy (${support.reason})`);
  if (!NAME_PATTERN.test(name)) throw new Error(`cgroup: group name ${JSON.stringify(name)} must match ${NAME_PATTERN.source}`);
  const checked = checkLimits(limits);
  const plan = planGroup(support, name);
  const made: string[] = [];
  try {
    for (const [parent, dir] of plan.parentsAndDirs) {
      ensureParent(parent, support.kind === "v2");
      try {
        mkdirSync(dir);
      } catch (error) {
        throw new Error(`cgroup: cannot create ${dir}: ${errorCode(error)}`);
      }
      made.push(dir);
    }
    plan.applyLimits(checked);
  } catch (error) {
    for (const dir of made.reverse()) tryRmdir(dir);
    throw error;
  }
  return makeCallCgroup(name, plan);
}

/** Kills and removes every call group of this runtime, then its parent directories; idempotent. */
export function closeCgroups(support: CgroupSupport): void {
  for (const parent of parentDirs(support)) removeTree(parent);
}

/** One line for the startup banner and /health. */
export function describeCgroups(support: CgroupSupport, limits: CgroupLimits = DEFAULT_CGROUP_LIMITS): string {
  const what = `${formatBytes(limits.memoryBytes)} memory, ${limits.cpuPercent} % CPU, ${limits.pidsMax} processes per tool call`;
  switch (support.kind) {
    case "v2":
      return `cgroup v2 (memory, cpu, pids): ${what}`;
    case "v1":
      return `cgroup v1 (memory, cpu, pids${support.roots.unified ? "; kill through cgroup2" : ""}): ${what}`;
    case "none":
      return `cgroup: not used (${support.reason}); limits fall back to prlimit and RSS sampling`;
    default:
      return assertNever(support);
  }
}

// ---- detection ----------------------------------------------------------------------------------------------

interface Mount {
  readonly point: string;
  readonly root: string;
  readonly fstype: string;
  readonly superOptions: readonly string[];
}

/** Parses /proc/self/mountinfo lines (`id parent dev root point opts [optional...] - fstype source superopts`). */
function parseMountinfo(text: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of text.split("\n")) {
    const fields = line.split(" ");
    const dash = fields.indexOf("-");
    if (dash < 6 || fields.length < dash + 4) continue;
    mounts.push({
      root: unescapeMount(fields[3]!),
      point: unescapeMount(fields[4]!),
      fstype: fields[dash + 1]!,
      superOptions: fields[dash + 3]!.split(","),
    });
  }
  return mounts;
}

function unescapeMount(path: string): string {
  return path.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}

/** Parses /proc/self/cgroup: controller (or "" for the unified hierarchy) → this process's path in it. */
function parseSelfCgroup(text: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const line of text.split("\n")) {
    const match = /^\d+:([^:]*):(\/.*)$/.exec(line);
    if (!match) continue;
    const controllers = match[1]!;
    if (controllers === "") paths.set("", match[2]!);
    else for (const controller of controllers.split(",")) paths.set(controller, match[2]!);
  }
  return paths;
}

/** The directory of this process's own cgroup in a mounted hierarchy, when it lies inside the mount. */
function ownDir(mount: Mount, ownPath: string | undefined): string | undefined {
  if (ownPath === undefined) return undefined;
  const root = mount.root === "/" ? "" : mount.root;
  if (root !== "" && ownPath !== root && !ownPath.startsWith(`${root}/`)) return undefined;
  const rest = ownPath.slice(root.length);
  if (rest.split("/").some((part) => part === "..")) return undefined;
  return rest === "/" || rest === "" ? mount.point : `${mount.point}${rest}`;
}

/** Where to put the parent: the runtime's own cgroup first (nested, so the machine's own limits still apply), then the root. */
function baseCandidates(mount: Mount, ownPath: string | undefined): string[] {
  const own = ownDir(mount, ownPath);
  return own === undefined || own === mount.point ? [mount.point] : [own, mount.point];
}

function detectV2(mounts: readonly Mount[], own: Map<string, string>): CgroupSupport {
  const v2Mounts = mounts.filter((m) => m.fstype === "cgroup2");
  if (v2Mounts.length === 0) return none("cgroup v2: no cgroup2 mount");
  const reasons: string[] = [];
  for (const mount of v2Mounts) {
    for (const base of baseCandidates(mount, own.get(""))) {
      const controllers = (readBounded(`${base}/cgroup.controllers`, MAX_READ_BYTES) ?? "").trim().split(/\s+/).filter(Boolean);
      const missing = ["memory", "cpu", "pids"].filter((c) => !controllers.includes(c));
      if (missing.length > 0) {
        reasons.push(`cgroup v2 at ${base}: controllers ${missing.join(", ")} not available (cgroup.controllers: ${controllers.join(" ") || "empty"})`);
        continue;
      }
      removeStale(base);
      const enabled = (readBounded(`${base}/cgroup.subtree_control`, MAX_READ_BYTES) ?? "").trim().split(/\s+/);
      const toEnable = ["memory", "cpu", "pids"].filter((c) => !enabled.includes(c));
      if (toEnable.length > 0) {
        // Fails with EBUSY on a non-root cgroup that holds processes ("no internal processes"); the next candidate may work.
        const error = tryWrite(`${base}/cgroup.subtree_control`, toEnable.map((c) => `+${c}`).join(" "));
        if (error) {
          reasons.push(`cgroup v2 at ${base}: cannot enable ${toEnable.join(", ")} in cgroup.subtree_control (${error})`);
          continue;
        }
      }
      const support: CgroupSupport = { kind: "v2", root: `${base}/${PARENT_PREFIX}${process.pid}` };
      const failure = probe(support);
      if (failure) {
        reasons.push(`cgroup v2 at ${base}: ${failure}`);
        continue;
      }
      return Object.freeze(support);
    }
  }
  return none(reasons.join("; "));
}

function detectV1(mounts: readonly Mount[], own: Map<string, string>): CgroupSupport {
  const v1Mounts = mounts.filter((m) => m.fstype === "cgroup");
  const find = (controller: string) => v1Mounts.find((m) => m.superOptions.includes(controller));
  const memory = find("memory");
  const cpu = find("cpu");
  const pids = find("pids");
  if (!memory || !cpu || !pids) {
    const missing = [memory ? "" : "memory", cpu ? "" : "cpu", pids ? "" : "pids"].filter(Boolean);
    return none(`cgroup v1: no ${missing.join(", ")} hierarchy mounted`);
  }
  const cpuacct = find("cpuacct");
  const unifiedMount = mounts.find((m) => m.fstype === "cgroup2");
  const reasons: string[] = [];
  // Own cgroup in every hierarchy first; the hierarchies' roots as the fallback (when that is a different place).
  const hierarchies = [[memory, "memory"], [cpu, "cpu"], [pids, "pids"]] as const;
  for (const useRoot of sameAsRoot(hierarchies, own) ? [false] : [false, true]) {
    const base = (mount: Mount, controller: string) => {
      const candidates = baseCandidates(mount, own.get(controller));
      return useRoot ? candidates[candidates.length - 1]! : candidates[0]!;
    };
    const parent = (mount: Mount, controller: string) => `${base(mount, controller)}/${PARENT_PREFIX}${process.pid}`;
    const unifiedBase = unifiedMount ? base(unifiedMount, "") : undefined;
    if (unifiedBase) removeStale(unifiedBase);
    const unified = unifiedBase && hasCgroupKill(unifiedBase) ? `${unifiedBase}/${PARENT_PREFIX}${process.pid}` : undefined;
    const roots: CgroupV1Roots = Object.freeze({
      memory: parent(memory, "memory"),
      cpu: parent(cpu, "cpu"),
      pids: parent(pids, "pids"),
      ...(cpuacct && cpuacct !== cpu ? { cpuacct: parent(cpuacct, "cpuacct") } : {}),
      ...(unified ? { unified } : {}),
    });
    const support: CgroupSupport = { kind: "v1", roots };
    for (const dir of parentDirs(support)) removeStale(dirname(dir));
    const failure = probe(support);
    if (!failure) return Object.freeze(support);
    reasons.push(`cgroup v1 at ${dirname(roots.memory)}: ${failure}`);
  }
  return none(reasons.join("; "));
}

/** Whether groups made under `base` (a cgroup2 directory) get a `cgroup.kill` (Linux ≥ 5.14; the root cgroup itself has none). */
function hasCgroupKill(base: string): boolean {
  if (!isWritable(base)) return false;
  if (existsSync(`${base}/cgroup.kill`)) return true;
  const dir = `${base}/${PARENT_PREFIX}${process.pid}`;
  if (existsSync(dir)) return existsSync(`${dir}/cgroup.kill`);
  try {
    mkdirSync(dir);
  } catch {
    return false;
  }
  const has = existsSync(`${dir}/cgroup.kill`);
  tryRmdir(dir);
  return has;
}

/** Whether the own cgroup already is the root in every hierarchy (then the root fallback would be the same try). */
function sameAsRoot(hierarchies: readonly (readonly [Mount, string])[], own: Map<string, string>): boolean {
  return hierarchies.every(([mount, controller]) => baseCandidates(mount, own.get(controller)).length === 1);
}

/** Creates a group with limits, runs `true` inside it, removes it (and the parent when empty); returns why not, or undefined. */
function probe(support: CgroupSupport): string | undefined {
  let group: CallCgroup | undefined;
  try {
    group = createCallCgroup(support, { memoryBytes: 64 * MIB, cpuPercent: 50, pidsMax: 16 }, `probe-${Date.now().toString(36)}`);
    const result = Bun.spawnSync([...group.enter, "true"], { stdout: "ignore", stderr: "pipe" });
    if (result.exitCode !== 0) return `a process cannot enter a group (${result.stderr.toString().trim().slice(0, 300) || `exit ${result.exitCode}`})`;
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    try {
      group?.remove();
    } catch {
      // A probe group that cannot be removed is swept by the next start; the probe's verdict stands.
    }
    // Only when empty: detecting again must never touch the groups of calls running now.
    for (const parent of parentDirs(support)) tryRmdir(parent);
  }
}

/** Removes `toolwire-<pid>` parents under `base` whose runtime is gone (pid dead, or reused by a later process). */
function removeStale(base: string): void {
  let entries: string[];
  try {
    entries = readdirSync(base);
  } catch {
    return;
  }
  for (const entry of entries) {
    const match = /^toolwire-(\d{1,10})$/.exec(entry);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid) continue;
    const dir = `${base}/${entry}`;
    if (runtimeAlive(pid, dir)) continue;
    try {
      removeTree(dir);
    } catch {
      // Still busy: left for the next start; it never blocks this one.
    }
  }
}

/** Whether `pid` is alive and started before `dir` was created (a later start means the pid was reused). */
function runtimeAlive(pid: number, dir: string): boolean {
  const stat = readBounded(`/proc/${pid}/stat`, 4096);
  if (stat === undefined) return false;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (fields[0] === "Z" || fields[0] === "X") return false;
  const bootTime = Number(/^btime (\d+)$/m.exec(readBounded("/proc/stat", MAX_READ_BYTES) ?? "")?.[1]);
  const startTicks = Number(fields[19]);
  let createdSeconds: number;
  try {
    createdSeconds = statSync(dir).mtimeMs / 1000;
  } catch {
    return true;
  }
  if (!Number.isFinite(bootTime) || !Number.isFinite(startTicks)) return true;
  // USER_HZ is 100 on every Linux architecture Bun runs on; the 2 s slack absorbs rounding.
  return bootTime + startTicks / 100 <= createdSeconds + 2;
}

// ---- groups -------------------------------------------------------------------------------------------------

interface GroupPlan {
  readonly parentsAndDirs: readonly (readonly [string, string])[];
  readonly dirs: readonly string[];
  /** Where processes are listed (every process of the group is in each of these). */
  readonly procsFile: string;
  /** A cgroup.kill file, when the kernel has one for this group. */
  readonly killFile: string | undefined;
  applyLimits(limits: CgroupLimits): void;
  stats(): CgroupStats;
}

function planGroup(support: Exclude<CgroupSupport, { kind: "none" }>, name: string): GroupPlan {
  switch (support.kind) {
    case "v2": {
      const dir = `${support.root}/${name}`;
      return {
        parentsAndDirs: [[support.root, dir]],
        dirs: [dir],
        procsFile: `${dir}/cgroup.procs`,
        // Linux ≥ 5.14; killAll falls back to signalling each pid when the file is missing.
        killFile: `${dir}/cgroup.kill`,
        applyLimits(limits) {
          write(`${dir}/memory.max`, String(limits.memoryBytes));
          if (existsSync(`${dir}/memory.swap.max`)) write(`${dir}/memory.swap.max`, "0");
          write(`${dir}/cpu.max`, `${cpuQuota(limits)} ${CPU_PERIOD_US}`);
          write(`${dir}/pids.max`, String(limits.pidsMax));
        },
        stats() {
          const cpu = readKeyed(`${dir}/cpu.stat`);
          return {
            oomKills: readKeyed(`${dir}/memory.events`).get("oom_kill") ?? 0,
            memoryPeakBytes: readNumber(`${dir}/memory.peak`),
            pidsLimitHits: readKeyed(`${dir}/pids.events`).get("max") ?? 0,
            cpuUsageMicros: cpu.get("usage_usec"),
            cpuThrottledPeriods: cpu.get("nr_throttled") ?? 0,
          };
        },
      };
    }
    case "v1": {
      const { roots } = support;
      const dir = (root: string) => `${root}/${name}`;
      const pairs: (readonly [string, string])[] = [roots.memory, roots.cpu, roots.pids, roots.cpuacct, roots.unified]
        .filter((root): root is string => root !== undefined)
        .map((root) => [root, dir(root)] as const);
      return {
        parentsAndDirs: pairs,
        dirs: pairs.map(([, d]) => d),
        procsFile: `${dir(roots.pids)}/cgroup.procs`,
        killFile: roots.unified ? `${dir(roots.unified)}/cgroup.kill` : undefined,
        applyLimits(limits) {
          const memory = dir(roots.memory);
          write(`${memory}/memory.limit_in_bytes`, String(limits.memoryBytes));
          // memsw (RAM + swap) must not be below the RAM limit, so it is written second.
          if (existsSync(`${memory}/memory.memsw.limit_in_bytes`)) write(`${memory}/memory.memsw.limit_in_bytes`, String(limits.memoryBytes));
          write(`${dir(roots.cpu)}/cpu.cfs_period_us`, String(CPU_PERIOD_US));
          write(`${dir(roots.cpu)}/cpu.cfs_quota_us`, String(cpuQuota(limits)));
          write(`${dir(roots.pids)}/pids.max`, String(limits.pidsMax));
        },
        stats() {
          const usageNs = roots.cpuacct ? readNumber(`${dir(roots.cpuacct)}/cpuacct.usage`) : readNumber(`${dir(roots.cpu)}/cpuacct.usage`);
          return {
            oomKills: readKeyed(`${dir(roots.memory)}/memory.oom_control`).get("oom_kill") ?? 0,
            memoryPeakBytes: readNumber(`${dir(roots.memory)}/memory.max_usage_in_bytes`),
            pidsLimitHits: readKeyed(`${dir(roots.pids)}/pids.events`).get("max") ?? 0,
            cpuUsageMicros: usageNs === undefined ? undefined : Math.floor(usageNs / 1000),
            cpuThrottledPeriods: readKeyed(`${dir(roots.cpu)}/cpu.stat`).get("nr_throttled") ?? 0,
          };
        },
      };
    }
    default:
      return assertNever(support);
  }
}

function makeCallCgroup(name: string, plan: GroupPlan): CallCgroup {
  // Every listed cgroup.procs gets the shell's pid before exec, so the tool starts inside all of them.
  const script = `${plan.dirs.map((d) => `echo $$ > ${shellQuote(`${d}/cgroup.procs`)}`).join(" && ")} && exec "$@"`;
  let removed = false;
  const group: CallCgroup = {
    name,
    dirs: Object.freeze([...plan.dirs]),
    enter: Object.freeze(["/bin/sh", "-c", script, "toolwire-cgroup-enter"]),
    stats: () => Object.freeze(plan.stats()),
    processes: () => listProcs(plan.dirs),
    kill() {
      if (removed) return;
      killAll(plan.dirs, plan.killFile);
    },
    remove() {
      if (removed) return;
      killAll(plan.dirs, plan.killFile);
      for (const dir of [...plan.dirs].reverse()) rmdirWhenEmpty(dir);
      removed = true;
    },
  };
  return Object.freeze(group);
}

/** SIGKILLs every process in the groups (atomically through cgroup.kill when there is one), then waits until they are empty. */
function killAll(dirs: readonly string[], killFile: string | undefined): void {
  if (killFile && existsSync(killFile)) tryWrite(killFile, "1");
  const deadline = Date.now() + WAIT_EMPTY_MS;
  for (;;) {
    const pids = listProcs(dirs);
    if (pids.length === 0) return;
    // Without cgroup.kill, a process may fork between the read and the kill; the loop catches the children next round.
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Exited meanwhile.
      }
    }
    if (Date.now() > deadline) throw new Error(`cgroup: processes ${pids.slice(0, 10).join(", ")} still in ${dirs[0]} after ${WAIT_EMPTY_MS} ms of SIGKILL`);
    Bun.sleepSync(5);
  }
}

function listProcs(dirs: readonly string[]): number[] {
  const pids = new Set<number>();
  for (const dir of dirs) {
    for (const line of (readBounded(`${dir}/cgroup.procs`, MAX_READ_BYTES) ?? "").split("\n")) {
      if (/^\d{1,10}$/.test(line)) pids.add(Number(line));
    }
  }
  return [...pids];
}

function rmdirWhenEmpty(dir: string): void {
  const deadline = Date.now() + WAIT_EMPTY_MS;
  for (;;) {
    try {
      rmdirSync(dir);
      return;
    } catch (error) {
      const code = errorCode(error);
      if (code === "ENOENT") return;
      if (code !== "EBUSY" || Date.now() > deadline) throw new Error(`cgroup: cannot remove ${dir}: ${code}`);
      Bun.sleepSync(5);
    }
  }
}

/** Kills and removes a parent and its call groups (one level of children; deeper ones are not ours). */
function removeTree(parent: string): void {
  let children: string[];
  try {
    children = readdirSync(parent, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw new Error(`cgroup: cannot list ${parent}: ${errorCode(error)}`);
  }
  for (const child of children) {
    if (!NAME_PATTERN.test(child)) continue;
    const dir = `${parent}/${child}`;
    killAll([dir], `${dir}/cgroup.kill`);
    rmdirWhenEmpty(dir);
  }
  rmdirWhenEmpty(parent);
}

function ensureParent(parent: string, v2: boolean): void {
  try {
    mkdirSync(parent);
  } catch (error) {
    if (errorCode(error) === "EEXIST") return;
    throw new Error(`cgroup: cannot create ${parent}: ${errorCode(error)}`);
  }
  // v2: a call group gets controllers only if its parent delegates them (the parent itself holds no process).
  if (v2) {
    try {
      write(`${parent}/cgroup.subtree_control`, "+memory +cpu +pids");
    } catch (error) {
      tryRmdir(parent);
      throw error;
    }
  }
}

function parentDirs(support: CgroupSupport): string[] {
  switch (support.kind) {
    case "v2":
      return [support.root];
    case "v1":
      // The unified parent first: its atomic cgroup.kill runs before the per-pid loops of the v1 hierarchies.
      return [support.roots.unified, support.roots.memory, support.roots.cpu, support.roots.pids, support.roots.cpuacct].filter((d): d is string => d !== undefined);
    case "none":
      return [];
    default:
      return assertNever(support);
  }
}

// ---- small helpers ------------------------------------------------------------------------------------------

function checkLimits(limits: CgroupLimits): CgroupLimits {
  const { memoryBytes, cpuPercent, pidsMax } = limits;
  if (!Number.isSafeInteger(memoryBytes) || memoryBytes < 4 * MIB) throw new Error(`cgroup: limits.memoryBytes must be an integer ≥ ${4 * MIB} (got ${memoryBytes})`);
  if (!Number.isFinite(cpuPercent) || cpuPercent < 1 || cpuPercent > 100_000) throw new Error(`cgroup: limits.cpuPercent must be between 1 and 100000 (got ${cpuPercent})`);
  if (!Number.isSafeInteger(pidsMax) || pidsMax < 1 || pidsMax > 4_194_304) throw new Error(`cgroup: limits.pidsMax must be an integer between 1 and 4194304 (got ${pidsMax})`);
  return Object.freeze({ memoryBytes, cpuPercent, pidsMax });
}

/** The quota per 100 ms period, µs; at least 1 ms, the kernel's minimum. */
function cpuQuota(limits: CgroupLimits): number {
  return Math.max(1000, Math.round((CPU_PERIOD_US * limits.cpuPercent) / 100));
}

/** Reads at most `max` bytes of a file; undefined when it cannot be read. */
function readBounded(path: string, max: number): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(max);
    let length = 0;
    while (length < max) {
      const n = readSync(fd, buffer, length, max - length, null);
      if (n <= 0) break;
      length += n;
    }
    return buffer.subarray(0, length).toString("utf8");
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

function readNumber(path: string): number | undefined {
  const text = readBounded(path, 64)?.trim();
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/** Reads a `key value` per line file (memory.events, cpu.stat, pids.events, memory.oom_control). */
function readKeyed(path: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of (readBounded(path, MAX_READ_BYTES) ?? "").split("\n")) {
    const [key, value] = line.split(" ");
    if (key && value !== undefined && /^\d+$/.test(value)) values.set(key, Number(value));
  }
  return values;
}

function write(path: string, value: string): void {
  const error = tryWrite(path, value);
  if (error) throw new Error(`cgroup: cannot write ${JSON.stringify(value)} to ${path}: ${error}`);
}

function tryWrite(path: string, value: string): string | undefined {
  try {
    writeFileSync(path, value);
    return undefined;
  } catch (error) {
    return errorCode(error);
  }
}

function tryRmdir(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Best effort while unwinding a failed create; closeCgroups or the next start's stale sweep retries.
  }
}

function isWritable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function dirname(path: string): string {
  return path.slice(0, path.lastIndexOf("/")) || "/";
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function errorCode(error: unknown): string {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") return error.code;
  return error instanceof Error ? error.message : String(error);
}

function formatBytes(bytes: number): string {
  return bytes % MIB === 0 ? `${bytes / MIB} MB` : `${bytes} bytes`;
}

function none(reason: string): CgroupSupport {
  return Object.freeze({ kind: "none", reason });
}

function assertNever(value: never): never {
  throw new Error(`cgroup: unexpected ${JSON.stringify(value)}`);
}
