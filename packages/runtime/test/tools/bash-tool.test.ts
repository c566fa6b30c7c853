import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { isAlive } from "../../src/tools/resource-limits.ts";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

// These tests follow processes by the pids a command prints, which are host pids only outside the
// sandbox's PID namespace: they run with the sandbox off. The sandboxed path (the default) is
// attacked in test/sandbox/, which finds processes by marker instead.
const UNSANDBOXED = { mode: "off" } as const;

let h: Harness;
beforeEach(async () => {
  h = await openHarness({ sandbox: UNSANDBOXED });
});
afterEach(() => h.close());

/** Pids a command printed as `pid:<n>` lines. */
const pidsIn = (text: string) => [...text.matchAll(/pid:(\d+)/g)].map((m) => Number(m[1]));

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await Bun.sleep(10);
  }
  throw new Error(`${what}: not in time`);
}

describe("bash", () => {
  test("runs in the workspace; a failing command completes with its exit status", async () => {
    const state = completedOf(await h.call("bash", { command: "pwd; echo err >&2; exit 3" }));
    expect(state.output).toBe(`${h.root}\nerr\n\n(exit 3)`);
    expect(state.metadata).toMatchObject({ exit: 3 });
  });

  test("output streams into the running part's metadata while the command runs", async () => {
    let sawFirstOnly = false;
    const unsubscribe = h.tracker.subscribe(({ properties: { part } }) => {
      const output = part.state.status === "running" ? part.state.metadata?.output : undefined;
      if (typeof output === "string" && output.includes("first") && !output.includes("second")) sawFirstOnly = true;
    });
    // The second line waits until the first reached the part's metadata, so this cannot pass by chance or fail by timing.
    const running = h.call("bash", { command: "echo first; while [ ! -e go ]; do sleep 0.02; done; echo second" });
    await until(() => sawFirstOnly, "first line in metadata");
    await Bun.write(`${h.root}/go`, "");
    const state = completedOf(await running);
    unsubscribe();
    expect(state.output).toBe("first\nsecond\n");
  });

  test("a command past its timeout is killed with its whole process group", async () => {
    const part = await h.call("bash", { command: "sleep 60 & echo pid:$!; (sleep 60 & echo pid:$!; wait) & echo pid:$$; wait", timeout: 700 });
    expect(errorOf(part)).toBe("timed out after 0.7 s");
    const running = h.history(part.id).filter((p) => p.state.status === "running");
    const output = String((running.at(-1)?.state as { metadata?: { output?: string } }).metadata?.output ?? "");
    const pids = pidsIn(output);
    expect(pids).toHaveLength(3);
    await until(() => pids.every((pid) => !isAlive(pid)), "every pid of the group gone");
  });

  test("the category timeout applies when the input names none (per-tool override)", async () => {
    const short = await openHarness({ sandbox: UNSANDBOXED, timeouts: { tools: { bash: 400 } } });
    try {
      expect(errorOf(await short.call("bash", { command: "sleep 30" }))).toBe("timed out after 0.4 s");
      expect(short.engine.list().find((t) => t.name === "bash")?.timeoutMs).toBe(400);
    } finally {
      await short.close();
    }
  });

  test("the caller's signal and abortSession stop the work: part error 'aborted', processes gone", async () => {
    const controller = new AbortController();
    const first = h.call("bash", { command: "echo pid:$$; sleep 60" }, { signal: controller.signal });
    const pidOf = async () => {
      let pid: number | undefined;
      await until(() => {
        const running = h.tracker.list(h.sessionID).find((p) => p.state.status === "running" && String(p.state.metadata?.output ?? "").includes("pid:"));
        pid = running ? pidsIn(String(running.state.status === "running" ? running.state.metadata?.output : ""))[0] : undefined;
        return pid !== undefined;
      }, "pid printed");
      return pid!;
    };
    const pid1 = await pidOf();
    controller.abort();
    expect(errorOf(await first)).toBe("aborted");
    await until(() => !isAlive(pid1), "aborted process gone");

    const second = h.call("bash", { command: "echo pid:$$; sleep 60" });
    const pid2 = await pidOf();
    expect(h.engine.abortSession(h.sessionID)).toBe(1);
    expect(errorOf(await second)).toBe("aborted");
    await until(() => !isAlive(pid2), "session-aborted process gone");
  });

  test("a part ended elsewhere (the tracker's session abort) stops its work too", async () => {
    const call = h.call("bash", { command: "echo pid:$$; sleep 60" });
    let pid: number | undefined;
    await until(() => {
      const p = h.tracker.list(h.sessionID).find((x) => x.state.status === "running" && String(x.state.metadata?.output ?? "").includes("pid:"));
      pid = p && p.state.status === "running" ? pidsIn(String(p.state.metadata?.output))[0] : undefined;
      return pid !== undefined;
    }, "pid printed");
    h.tracker.abort(h.sessionID);
    expect(errorOf(await call)).toBe("Tool execution aborted");
    await until(() => !isAlive(pid!), "process gone");
  });

  test("20 MB of output is truncated with a marker and the part completes", async () => {
    const part = await h.call("bash", { command: "head -c 20971520 /dev/zero | tr '\\0' 'x'" });
    const state = completedOf(part);
    expect(Buffer.byteLength(state.output)).toBeLessThan(10 * 1024 * 1024 + 200);
    expect(state.output.startsWith("xxxx")).toBe(true);
    expect(state.output).toContain("[output truncated: 10485760 bytes (10 MB) cut, over the 10 MB result limit]");
    expect(state.metadata).toMatchObject({ truncated: true, truncatedBytes: 10485760 });
    expect(h.engine.metrics().bash).toMatchObject({ calls: 1, successes: 1, truncations: 1 });
  });
});

describe("resource limits", () => {
  test("what is enforced here is detected and said", () => {
    expect(h.engine.enforcement.prlimit).toBeDefined();
    expect(h.engine.enforcement.procfs).toBe(true);
    expect(h.engine.enforcement.summary.join("\n")).toMatch(/RLIMIT_DATA/);
  });

  test("a memory hog is killed at the per-process limit with a resource error", async () => {
    const part = await h.call("bash", { command: "perl -e '$x = \"a\" x 800_000_000; print \"survived\\n\"'" });
    expect(errorOf(part)).toMatch(/^memory limit exceeded: an allocation over the 500 MB per-process limit failed/);
  });

  test("processes that together go over the memory limit are killed as a group", async () => {
    const small = await openHarness({ sandbox: UNSANDBOXED, limits: { memoryBytes: 300 * 1024 * 1024 } });
    try {
      // Each stays under the per-process limit (peak ~240 MB); together they hold well over 300 MB resident.
      const hog = "perl -e '$x = \"a\" x 120_000_000; sleep 30'";
      const part = await small.call("bash", { command: `${hog} & ${hog} & ${hog} & echo pid:$$; wait` });
      expect(errorOf(part)).toMatch(/^memory limit exceeded: the command's processes used .* over the 300 MB limit; process group killed/);
    } finally {
      await small.close();
    }
  });

  test("a CPU-bound command is stopped when it uses its CPU-time budget", async () => {
    // 20 % of a 5 s timeout = a 1 s budget: a busy loop reaches it even on a machine shared with other work.
    const cpu = await openHarness({ sandbox: UNSANDBOXED, limits: { cpuPercent: 20 } });
    try {
      const part = await cpu.call("bash", { command: "while :; do :; done", timeout: 5_000 });
      expect(errorOf(part)).toMatch(/^CPU limit exceeded: the command used its CPU-time budget \(20 % of the 5 s timeout\)/);
    } finally {
      await cpu.close();
    }
  });
});
