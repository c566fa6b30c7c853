/**
 * The attacker, for real: every probe is an ordinary `bash` tool call with the agent token
 * over HTTP against a `bun run serve` subprocess. Sandboxed, nothing escapes and /health still
 * answers; the same probes against a server started with `--sandbox off` do escape, which shows
 * the probes are real and the sandbox is what stops them.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AGENT, type AttackFixture, eventually, killAll, openAttackFixture, processesWith, USER } from "./attack-harness.ts";

const hasBwrap = Bun.which("bwrap") !== null;
if (!hasBwrap) console.error("test/sandbox: bubblewrap is not installed (apt-get install bubblewrap); `bun run test` installs it when run as root");

/** Python that prints what opening the approvals database gives (tables, or the error). */
const openDb = (db: string) => `python3 -c "import sqlite3,sys
try:
  c=sqlite3.connect('file:${db}?mode=rw', uri=True); print('TABLES', c.execute('select count(*) from sqlite_master').fetchone()[0])
except Exception as e: print('DBERR', e)"`;

/** Python that prints what connecting to the runtime's own HTTP port gives. */
const reachPort = (port: number) => `python3 -c "import urllib.request
try: print('REACHED', urllib.request.urlopen('http://127.0.0.1:${port}/health', timeout=3).read().decode())
except Exception as e: print('NETERR', e)"`;

describe.if(hasBwrap)("sandboxed (default): nothing escapes", () => {
  let f: AttackFixture;
  beforeAll(async () => {
    f = await openAttackFixture();
  });
  afterAll(() => f.close());

  test("the banner and /health say which sandbox runs tools", async () => {
    await eventually(() => f.server.output().includes("send it as"), "banner printed");
    expect(f.server.output()).toContain("sandbox   bubblewrap");
    const health = (await (await fetch(`${f.server.httpUrl}/health`)).json()) as { sandbox: { kind: string } };
    expect(health.sandbox.kind).toBe("bwrap");
  });

  test("env, /proc/*/environ and cmdline scans, ps: no token, no TOOLWIRE_ variable, no server", async () => {
    const { text, part } = await f.bash("env; echo ---; cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n'; echo ---; cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' ' '; echo ---; cat /proc/$PPID/environ; ps -eo pid,args");
    expect(part.state.status).toBe("completed");
    expect(part.state.metadata?.sandbox).toBe("bwrap");
    for (const secret of [AGENT, USER, "TOOLWIRE_", "serve.ts"]) expect(text).not.toContain(secret);
    // The environment is the allow-list, HOME the sandbox's own.
    expect(text).toContain("HOME=/tmp/home");
  });

  test("the data dir, the token file, the rules and the user's ~/.ssh are invisible and unwritable", async () => {
    const rules = readFileSync(join(f.data, "permission.json"), "utf8");
    const { text } = await f.bash(`ls -la ${f.data}; cat ${f.userTokenFile}; cat ${f.home}/.ssh/id_ed25519; echo '{"*":"allow"}' > ${f.data}/permission.json; echo wrote=$?`);
    expect(text).not.toContain(USER);
    expect(text).not.toContain("PRIVATE-KEY-OF-THE-USER");
    expect(text).not.toContain("approvals.db");
    expect(text).toContain("wrote=1");
    expect(readFileSync(join(f.data, "permission.json"), "utf8")).toBe(rules);
  });

  test("the SQLite store cannot be opened with python", async () => {
    expect(existsSync(join(f.data, "approvals.db"))).toBe(true);
    const { text } = await f.bash(openDb(join(f.data, "approvals.db")));
    expect(text).toContain("DBERR");
    expect(text).not.toContain("TABLES");
  });

  test("the runtime's own HTTP port is unreachable (no network at all)", async () => {
    const { text } = await f.bash(reachPort(f.server.httpPort));
    expect(text).toContain("NETERR");
    expect(text).not.toContain("REACHED");
  });

  test("writes outside the workspace fail; the workspace is writable", async () => {
    const { text } = await f.bash(`echo pwned > ${f.outside}/pwned.txt; echo outside=$?; echo fine > inside.txt; echo inside=$?; echo x > /etc/toolwire-pwned; echo etc=$?`);
    expect(text).toContain("outside=1");
    expect(text).toContain("inside=0");
    expect(text).toContain("etc=1");
    expect(existsSync(join(f.outside, "pwned.txt"))).toBe(false);
    expect(existsSync("/etc/toolwire-pwned")).toBe(false);
    expect(readFileSync(join(f.workspace, "inside.txt"), "utf8")).toBe("fine\n");
  });

  test("a detached (setsid nohup) child and a fork of 500 sleeps are gone when the call ends", async () => {
    const { status, text } = await f.bash("setsid nohup sleep 301.4242 >/dev/null 2>&1 & sleep 0.3; for i in $(seq 500); do sleep 302.4242 & done; echo forked");
    expect([status, text.trim()]).toEqual(["completed", "forked"]);
    await eventually(() => processesWith("301.4242").length === 0 && processesWith("302.4242").length === 0, "every sleep gone");
  });

  test("files are held to the 100 MB limit (fallocate 2G, dd 150M)", async () => {
    const { text } = await f.bash("fallocate -l 2G big 2>&1; echo fallocate=$?; dd if=/dev/zero of=dd.bin bs=1M count=150 2>&1 | tail -1; stat -c %s dd.bin");
    expect(text).not.toContain("fallocate=0");
    expect(existsSync(join(f.workspace, "big")) ? Bun.file(join(f.workspace, "big")).size : 0).toBeLessThanOrEqual(100 * 1024 * 1024);
    expect(Bun.file(join(f.workspace, "dd.bin")).size).toBeLessThanOrEqual(100 * 1024 * 1024);
  });

  test("the call's cgroup holds it: cgroup files are read-only inside, memory over 500 MB is killed (where cgroups are writable)", async () => {
    const { text } = await f.bash("for d in /sys/fs/cgroup /sys/fs/cgroup/memory /sys/fs/cgroup/pids /sys/fs/cgroup/unified; do [ -e $d/cgroup.procs ] && (echo $$ > $d/cgroup.procs) 2>/dev/null && echo ESCAPED $d; done; mkdir /sys/fs/cgroup/memory/x 2>/dev/null && echo ESCAPED mkdir; echo checked");
    expect(text).toContain("checked");
    expect(text).not.toContain("ESCAPED");
    const health = (await (await fetch(`${f.server.httpUrl}/health`)).json()) as { sandbox: { summary: string[] } };
    const cgroupLine = health.sandbox.summary.find((line) => line.startsWith("cgroup"))!;
    if (cgroupLine.startsWith("cgroup v")) {
      const { part } = await f.bash(`python3 -c "b = bytearray(700 * 1024 * 1024); print('allocated', len(b))"`);
      expect(part.state.status).toBe("error");
      expect(part.state.error).toMatch(/memory limit exceeded/);
    } else console.error(`test/sandbox: cgroups not used here (${cgroupLine}); memory is held by prlimit and RSS sampling instead`);
  });

  test("1 GB to stdout: the output is capped, the server keeps answering", async () => {
    const { status, text } = await f.bash("head -c 1073741824 /dev/zero | tr '\\0' a; echo", 60_000);
    expect(status).toBe("completed");
    expect(text.length).toBeLessThan(11 * 1024 * 1024);
    expect(await f.alive()).toBe(true);
  });

  test("kill -9 $PPID and of every pid it can see: only the call's own processes die; the server answers", async () => {
    // Safety first: a sandbox that failed to isolate would show the whole machine; then kill nothing.
    const { text } = await f.bash("n=$(ls -d /proc/[0-9]* | wc -l); if [ $n -gt 20 ]; then echo REFUSING sees $n; exit 9; fi; echo sees $n; kill -9 $PPID; for p in /proc/[0-9]*; do kill -9 ${p#/proc/} 2>/dev/null; done; echo survived");
    expect(text).not.toContain("REFUSING");
    expect(await f.alive()).toBe(true);
    // The next call works as before.
    expect((await f.bash("echo again")).text.trim()).toBe("again");
  });

  test("the file tools over the same route: glob escapes, a hard link to an outside file, write through a symlinked dir, the token by path", async () => {
    const { symlinkSync, linkSync } = await import("node:fs");
    symlinkSync(f.outside, join(f.workspace, "dirlink"));
    linkSync(join(f.outside, "secret.txt"), join(f.workspace, "hardlink.txt"));
    for (const pattern of ["../*", "/etc/shad*"]) expect((await f.call("glob", { pattern })).state.status).toBe("error");
    const listed = await f.call("glob", { pattern: "dirlink/*" });
    expect(listed.state.output).toBe("No files found");
    expect((await f.call("read", { filePath: "hardlink.txt" })).state.error).toMatch(/hard links/);
    expect((await f.call("grep", { pattern: "outside the workspace" })).state.output).toBe("No files found");
    expect((await f.call("write", { filePath: "dirlink/pwned.txt", content: "x" })).state.status).toBe("error");
    expect(existsSync(join(f.outside, "pwned.txt"))).toBe(false);
    expect((await f.call("read", { filePath: f.userTokenFile })).state.status).toBe("error");
  });

  test("the workspace keeps working: git, bun, python and a C compiler on workspace files", async () => {
    const { status, text } = await f.bash(
      [
        "git init -q . && git -c user.email=a@b -c user.name=t add hello.txt && git -c user.email=a@b -c user.name=t commit -qm first && git log --oneline | wc -l",
        `${process.execPath} -e 'console.log("bun", 1 + 1)'`,
        "python3 -c 'print(\"py\", 2 * 3)'",
        "printf '#include <stdio.h>\\nint main(){puts(\"cc ok\");return 0;}' > m.c && cc -o m m.c && ./m",
      ].join(" && "),
      60_000,
    );
    expect(status).toBe("completed");
    expect(text).toContain("bun 2");
    expect(text).toContain("py 6");
    expect(text).toContain("cc ok");
    expect(existsSync(join(f.workspace, ".git"))).toBe(true);
  });
});

describe.if(hasBwrap)("--sandbox off: the same probes escape (they are real)", () => {
  let f: AttackFixture;
  beforeAll(async () => {
    f = await openAttackFixture(["--sandbox", "off"]);
  });
  afterAll(async () => {
    killAll("301.4243");
    await f.close();
  });

  test("the banner, /health and the part's metadata say the sandbox is off", async () => {
    await eventually(() => f.server.output().includes("send it as"), "banner printed");
    expect(f.server.output()).toContain("sandbox   OFF (--sandbox off)");
    const health = (await (await fetch(`${f.server.httpUrl}/health`)).json()) as { sandbox: { kind: string } };
    expect(health.sandbox.kind).toBe("off");
    expect((await f.bash("true")).part.state.metadata?.sandbox).toBe("off");
  });

  test("env is still clean (the tokens left the environment), but /proc/<server>/environ and ps show the server and its token", async () => {
    const { text } = await f.bash("env; echo ---; cat /proc/$PPID/environ | tr '\\0' '\\n'; ps -eo pid,args");
    const [env, rest] = text.split("---");
    expect(env).not.toContain(AGENT);
    expect(env).not.toContain("TOOLWIRE_");
    expect(rest).toContain(AGENT);
    expect(rest).toContain("serve.ts");
  });

  test("the token file, ~/.ssh, the rules and the SQLite store are read and written", async () => {
    const { text } = await f.bash(`cat ${f.userTokenFile}; cat ${f.home}/.ssh/id_ed25519; echo '{"*":"allow","x":"allow"}' > ${f.data}/permission.json; ${openDb(join(f.data, "approvals.db"))}`);
    expect(text).toContain(USER);
    expect(text).toContain("PRIVATE-KEY-OF-THE-USER");
    expect(text).toContain("TABLES");
    expect(readFileSync(join(f.data, "permission.json"), "utf8")).toContain('"x"');
  });

  test("the runtime's port is reached and files outside the workspace are written", async () => {
    const { text } = await f.bash(`${reachPort(f.server.httpPort)}; echo pwned > ${f.outside}/pwned.txt`);
    expect(text).toContain("REACHED");
    expect(existsSync(join(f.outside, "pwned.txt"))).toBe(true);
  });

  test("a detached child outlives the call", async () => {
    // The pause lets the child leave the call's process group before the call ends (an attacker waits too).
    await f.bash("setsid nohup sleep 301.4243 >/dev/null 2>&1 & sleep 0.3; echo started");
    await Bun.sleep(300);
    expect(processesWith("301.4243").length).toBe(1);
  });

  test("kill -9 $PPID kills the server", async () => {
    await f.bash("kill -9 $PPID").catch(() => undefined);
    await eventually(async () => !(await f.alive()), "server dead");
    expect(await f.alive()).toBe(false);
  });
});
