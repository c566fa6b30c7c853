import { afterAll, describe, expect, test } from "bun:test";
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { type CallCgroup, type CgroupSupport, closeCgroups, createCallCgroup, describeCgroups, detectCgroups } from "../../src/sandbox/cgroup-limits.ts";
import { isAlive } from "../../src/tools/resource-limits.ts";

// Real cgroups: these tests create groups, run processes in them and read the kernel's counters.
const support = detectCgroups();
const MIB = 1024 * 1024;

/** Why the cgroup tests cannot run on this machine, or undefined when they can. */
const cannotRun: string | undefined = support.kind === "none" ? `no usable cgroup hierarchy: ${support.reason}` : undefined;
if (cannotRun) console.warn(`cgroup-limits tests cannot run here (${cannotRun}); run them as root on a machine with writable cgroups`);

/** Whether this process could use cgroups at all: root, and some cgroup mount writable. */
function machineShouldHaveCgroups(): boolean {
  if (process.getuid?.() !== 0) return false;
  const mounts = readFileSync("/proc/self/mountinfo", "utf8").split("\n");
  return mounts.some((line) => {
    const fields = line.split(" ");
    const dash = fields.indexOf("-");
    if (dash < 0 || !fields[dash + 1]?.startsWith("cgroup")) return false;
    try {
      accessSync(fields[4]!, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const parents = (s: CgroupSupport): string[] => (s.kind === "v2" ? [s.root] : s.kind === "v1" ? Object.values(s.roots) : []);
const groups: CallCgroup[] = [];
function group(name: string, limits: { memoryBytes?: number; cpuPercent?: number; pidsMax?: number } = {}): CallCgroup {
  const made = createCallCgroup(support, { memoryBytes: 64 * MIB, cpuPercent: 50, pidsMax: 64, ...limits }, name);
  groups.push(made);
  return made;
}

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return;
    await Bun.sleep(10);
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

afterAll(() => {
  for (const g of groups) g.remove();
  closeCgroups(support);
  for (const parent of parents(support)) expect(existsSync(parent)).toBe(false);
});

test("this machine (root, a writable cgroup mount) has a usable hierarchy", () => {
  if (!machineShouldHaveCgroups()) {
    console.warn("not root or no writable cgroup mount: detection is expected to say none");
    expect(support.kind).toBe("none");
    return;
  }
  expect(cannotRun).toBeUndefined();
  expect(["v1", "v2"]).toContain(support.kind);
  // Detection removed its probe: nothing of this runtime is left until a call group is made.
  for (const parent of parents(support)) expect(existsSync(parent)).toBe(false);
  expect(describeCgroups(support)).toMatch(/^cgroup v[12] \(memory, cpu, pids.*\): 500 MB memory, 50 % CPU, 512 processes per tool call$/);
});

describe("limits", () => {
  test("a process allocating over the memory limit is OOM-killed and the stats say so; without the group it succeeds", async () => {
    if (cannotRun) return;
    const python = Bun.which("python3");
    expect(python).toBeTruthy();
    const allocate = [python!, "-c", "x = b'a' * (200 << 20); print('survived', len(x))"];

    const free = Bun.spawnSync(allocate);
    expect(free.stdout.toString()).toContain("survived");

    const g = group("oom");
    const limited = Bun.spawn([...g.enter, ...allocate], { stdout: "pipe", stderr: "pipe" });
    await limited.exited;
    expect(await new Response(limited.stdout).text()).not.toContain("survived");
    expect(limited.signalCode).toBe("SIGKILL");
    const stats = g.stats();
    expect(stats.oomKills).toBeGreaterThanOrEqual(1);
    if (stats.memoryPeakBytes !== undefined) {
      expect(stats.memoryPeakBytes).toBeLessThanOrEqual(64 * MIB + MIB);
      expect(stats.memoryPeakBytes).toBeGreaterThan(32 * MIB);
    }
  }, 15_000);

  test("a fork of 600 `sleep 60` is capped at pidsMax, and kill() leaves none alive; with a high cap all 600 start", async () => {
    if (cannotRun) return;
    const fork = ["/bin/sh", "-c", 'i=0; while [ $i -lt 600 ]; do sleep 60 & i=$((i+1)); done 2>/dev/null; echo forked; wait'];

    const capped = group("forks-capped", { pidsMax: 64 });
    const cappedShell = Bun.spawn([...capped.enter, ...fork], { stdout: "ignore", stderr: "ignore" });
    await until(() => capped.stats().pidsLimitHits > 0, "pids limit hit");
    const seen = new Set<number>();
    // Sample a while: the count never passes the cap, however long the shell keeps trying.
    for (let i = 0; i < 20; i++) {
      const pids = capped.processes();
      expect(pids.length).toBeLessThanOrEqual(64);
      for (const pid of pids) seen.add(pid);
      await Bun.sleep(10);
    }
    expect(seen.size).toBeGreaterThan(10);
    capped.kill();
    await cappedShell.exited;
    expect(capped.processes()).toEqual([]);
    for (const pid of seen) expect(isAlive(pid)).toBe(false);

    // 600 processes' kernel memory counts against a v1 memory limit: room for them, so only pidsMax differs.
    const wide = group("forks-wide", { pidsMax: 1000, memoryBytes: 512 * MIB });
    const wideShell = Bun.spawn([...wide.enter, ...fork], { stdout: "pipe", stderr: "ignore" });
    await until(() => wide.processes().length >= 601, "600 sleeps and their shell", 20_000);
    const widePids = wide.processes();
    expect(wide.stats().pidsLimitHits).toBe(0);
    wide.kill();
    await wideShell.exited;
    expect(wide.processes()).toEqual([]);
    for (const pid of widePids) expect(isAlive(pid)).toBe(false);
  }, 30_000);

  test("busy loops under a 50 % CPU cap use at most about half a core together and are throttled; a loop under a 400 % cap is never throttled and runnable all the time", async () => {
    if (cannotRun) return;
    /** Nanoseconds on a CPU plus waiting for one (runnable), from the scheduler; throttled time is neither. */
    const demand = (pid: number) => {
      const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ").map(Number);
      return run! + wait!;
    };
    /** Runs `script` in `g` for 1.2 s (after 0.2 s of warm-up) and returns what it used, measured by the group. */
    const measure = async (g: CallCgroup, script: string) => {
      const proc = Bun.spawn([...g.enter, "/bin/sh", "-c", script]);
      await Bun.sleep(200);
      const start = { at: performance.now(), stats: g.stats(), demand: demand(proc.pid) };
      await Bun.sleep(1200);
      const end = { at: performance.now(), stats: g.stats(), demand: demand(proc.pid) };
      g.kill();
      await proc.exited;
      const wallMicros = (end.at - start.at) * 1000;
      return {
        share: ((end.stats.cpuUsageMicros ?? 0) - (start.stats.cpuUsageMicros ?? 0)) / wallMicros,
        throttled: end.stats.cpuThrottledPeriods - start.stats.cpuThrottledPeriods,
        runnable: (end.demand - start.demand) / 1000 / wallMicros,
        usageKnown: end.stats.cpuUsageMicros !== undefined,
      };
    };
    // Four loops want more than the cap even when other work on a shared machine takes much of both CPUs, so the quota bites.
    const loop = "while :; do :; done";
    const capped = await measure(group("cpu-half", { cpuPercent: 50 }), `${loop} & ${loop} & ${loop} & ${loop}`);
    // One loop at a cap above a core: other work can take CPU from it, but never its wish to run (on a CPU or queued).
    const open = await measure(group("cpu-open", { cpuPercent: 400 }), loop);
    console.log(
      `four busy loops at a 50 % cap: ${(capped.share * 100).toFixed(0)} % of a core, throttled in ${capped.throttled} periods of 100 ms; ` +
        `one loop at a 400 % cap: ${(open.share * 100).toFixed(0)} % of a core, runnable ${(open.runnable * 100).toFixed(0)} % of the time, throttled in ${open.throttled} periods`,
    );
    expect(capped.usageKnown).toBe(true);
    expect(capped.share).toBeLessThan(0.75);
    expect(capped.throttled).toBeGreaterThan(0);
    expect(open.throttled).toBe(0);
    expect(open.runnable).toBeGreaterThan(0.85);
  }, 15_000);
});

describe("kill and remove", () => {
  test("a detached setsid child is still in the group after its parent exits, and kill() ends it", async () => {
    if (cannotRun) return;
    const g = group("detached");
    const shell = Bun.spawn([...g.enter, "/bin/sh", "-c", "setsid nohup sleep 301 >/dev/null 2>&1 & echo $!"], { stdout: "pipe" });
    const pid = Number((await new Response(shell.stdout).text()).trim());
    await shell.exited;
    await until(() => {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.includes("(sleep)");
    }, "sleep exec'd");
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    expect(Number(fields[3])).toBe(pid); // its own session: detached from the shell and from us
    expect(isAlive(pid)).toBe(true);
    expect(g.processes()).toEqual([pid]);
    g.kill();
    expect(isAlive(pid)).toBe(false);
    expect(g.processes()).toEqual([]);
  });

  test("remove() kills what runs, leaves no directory behind and is idempotent; closeCgroups removes the parents", async () => {
    if (cannotRun) return;
    const g = group("removed");
    const sleeper = Bun.spawn([...g.enter, "sleep", "60"]);
    await until(() => g.processes().length === 1, "sleep in the group");
    for (const dir of g.dirs) expect(existsSync(dir)).toBe(true);
    g.remove();
    await sleeper.exited;
    expect(sleeper.signalCode).toBe("SIGKILL");
    for (const dir of g.dirs) expect(existsSync(dir)).toBe(false);
    g.remove();

    const other = group("closed");
    const other2 = Bun.spawn([...other.enter, "sleep", "60"]);
    await until(() => other.processes().length === 1, "sleep in the second group");
    closeCgroups(support);
    await other2.exited;
    for (const parent of parents(support)) expect(existsSync(parent)).toBe(false);
    other.remove(); // already gone with its parent: still fine
    // The parent comes back on the next call group.
    const again = group("after-close");
    for (const dir of again.dirs) expect(existsSync(dir)).toBe(true);
    again.remove();
  });

  test("detection removes the groups of a dead runtime and kills what was left in them, and leaves live groups alone", async () => {
    if (cannotRun) return;
    const live = group("live");
    const liveSleeper = Bun.spawn([...live.enter, "sleep", "60"]);
    await until(() => live.processes().length === 1, "live sleep in its group");

    const gone = Bun.spawn(["true"]);
    await gone.exited;
    const stale = parents(support).map((parent) => `${parent.slice(0, parent.lastIndexOf("/"))}/toolwire-${gone.pid}`);
    const leftover = Bun.spawn(["sleep", "60"]);
    for (const dir of stale) {
      mkdirSync(dir);
      mkdirSync(`${dir}/call`);
      writeFileSync(`${dir}/call/cgroup.procs`, String(leftover.pid));
    }
    expect(readFileSync(`${stale[0]}/call/cgroup.procs`, "utf8").trim()).toBe(String(leftover.pid));

    const again = detectCgroups();
    expect(again).toEqual(support);
    await leftover.exited;
    expect(leftover.signalCode).toBe("SIGKILL");
    for (const dir of stale) expect(existsSync(dir)).toBe(false);
    expect(live.processes()).toEqual([liveSleeper.pid]);
    live.remove();
  });
});

describe("refusals", () => {
  test("bad names and limits are refused and nothing is created", () => {
    if (cannotRun) return;
    const before = parents(support).map((p) => (existsSync(p) ? readdirSync(p).sort() : []));
    for (const name of ["", "../escape", "a/b", ".hidden", "x".repeat(65), "cgroup.procs", "sp ace"]) {
      expect(() => createCallCgroup(support, { memoryBytes: 64 * MIB, cpuPercent: 50, pidsMax: 8 }, name)).toThrow(/group name .* must match/);
    }
    expect(() => createCallCgroup(support, { memoryBytes: 1024, cpuPercent: 50, pidsMax: 8 }, "tiny")).toThrow(/limits\.memoryBytes/);
    expect(() => createCallCgroup(support, { memoryBytes: 64 * MIB, cpuPercent: 0, pidsMax: 8 }, "nocpu")).toThrow(/limits\.cpuPercent/);
    expect(() => createCallCgroup(support, { memoryBytes: 64 * MIB, cpuPercent: 50, pidsMax: 0.5 }, "half")).toThrow(/limits\.pidsMax/);
    const after = parents(support).map((p) => (existsSync(p) ? readdirSync(p).sort() : []));
    expect(after).toEqual(before);
  });

  test("a name already in use is refused with the directory named, and the first group keeps working", async () => {
    if (cannotRun) return;
    const first = group("twice");
    expect(() => createCallCgroup(support, { memoryBytes: 64 * MIB, cpuPercent: 50, pidsMax: 8 }, "twice")).toThrow(/cannot create .*twice: EEXIST/);
    for (const dir of first.dirs) expect(existsSync(dir)).toBe(true);
    const r = Bun.spawnSync([...first.enter, "true"]);
    expect(r.exitCode).toBe(0);
    first.remove();
  });

  test("a cgroup2 mount without memory, cpu and pids controllers (this machine's unified mount) gives none, with the reason", () => {
    const mountinfo = "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n";
    const none = detectCgroups({ mountinfo, selfCgroup: "0::/\n" });
    expect(none.kind).toBe("none");
    if (none.kind !== "none") return;
    expect(none.reason).toContain("cgroup v2 at /sys/fs/cgroup/unified: controllers");
    expect(none.reason).toContain("cgroup v1: no memory, cpu, pids hierarchy mounted");
    expect(describeCgroups(none)).toMatch(/^cgroup: not used \(.*\); limits fall back to prlimit/);
    expect(() => createCallCgroup(none, { memoryBytes: 64 * MIB, cpuPercent: 50, pidsMax: 8 }, "x")).toThrow(/no usable hierarchy/);
  });
});

test("when the runtime's own cgroup cannot hold groups, detection falls back to the hierarchy's root and says where", () => {
  if (cannotRun || support.kind !== "v1") return;
  // This process's memory cgroup, as /proc/self/cgroup would name it if it had been removed under us.
  const selfCgroup = readFileSync("/proc/self/cgroup", "utf8").replace(/^(\d+:memory:).*$/m, "$1/toolwire-test-missing/gone");
  const fallback = detectCgroups({ selfCgroup });
  expect(fallback.kind).toBe("v1");
  if (fallback.kind !== "v1") return;
  const memoryMount = readFileSync("/proc/self/mountinfo", "utf8")
    .split("\n")
    .map((line) => line.split(" "))
    .find((fields) => fields[fields.indexOf("-") + 1] === "cgroup" && fields.at(-1)!.split(",").includes("memory"))![4]!;
  expect(fallback.roots.memory).toBe(`${memoryMount}/toolwire-${process.pid}`);
  expect(existsSync(fallback.roots.memory)).toBe(false);
});

test("without cgroup.kill (no cgroup2 mount), kill() still ends a fork of 600 processes, pid by pid", async () => {
  if (cannotRun || support.kind !== "v1") return;
  const mountinfo = readFileSync("/proc/self/mountinfo", "utf8")
    .split("\n")
    .filter((line) => !line.includes(" - cgroup2 "))
    .join("\n");
  const plain = detectCgroups({ mountinfo });
  expect(plain.kind).toBe("v1");
  if (plain.kind !== "v1") return;
  expect(plain.roots.unified).toBeUndefined();
  const g = createCallCgroup(plain, { memoryBytes: 512 * MIB, cpuPercent: 400, pidsMax: 1000 }, "forks-pid-by-pid");
  groups.push(g);
  expect(g.dirs.some((dir) => existsSync(`${dir}/cgroup.kill`))).toBe(false);
  const shell = Bun.spawn([...g.enter, "/bin/sh", "-c", "i=0; while [ $i -lt 600 ]; do sleep 60 & i=$((i+1)); done; wait"]);
  await until(() => g.processes().length >= 601, "600 sleeps and their shell", 20_000);
  const pids = g.processes();
  g.kill();
  await shell.exited;
  expect(g.processes()).toEqual([]);
  for (const pid of pids) expect(isAlive(pid)).toBe(false);
  g.remove();
  for (const dir of g.dirs) expect(existsSync(dir)).toBe(false);
}, 30_000);
