/**
 * The file tools against an agent that races and plants links: a directory flipped to a symlink
 * during `write`, hard links to outside files, glob patterns reaching out, and the runtime's own
 * state under any spelling. Each attack is also run against the naive resolve-then-use approach,
 * to show it is a real one.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeInside } from "../../src/tools/safe-file.ts";
import { createWorkspace } from "../../src/tools/workspace.ts";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

let h: Harness;
let outside: string;
let state: string;
beforeEach(async () => {
  outside = realpathSync(mkdtempSync("/tmp/toolwire-outside-"));
  state = realpathSync(mkdtempSync("/tmp/toolwire-state-"));
  writeFileSync(join(outside, "secret.txt"), "OUTSIDE SECRET\n");
  writeFileSync(join(state, "user.token"), "USER-TOKEN-VALUE\n");
  h = await openHarness({ protectedPaths: [state] });
});
afterEach(async () => {
  await h.close();
  rmSync(outside, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

/**
 * Flips `dir` between a real directory and a symlink to `target` in another process (true
 * concurrency with the tool), until stopped; bounded to 30 s in any case.
 */
function flipper(dir: string, target: string): { stop(): Promise<void> } {
  const script = `
import os, sys, time
d, t = sys.argv[1], sys.argv[2]
park = d + ".real"
end = time.time() + 30
while time.time() < end and not os.path.exists(d + ".stop"):
    try:
        os.rename(d, park); os.symlink(t, d); time.sleep(0.0003); os.unlink(d); os.rename(park, d); time.sleep(0.0003)
    except OSError:
        pass
`;
  const proc = Bun.spawn(["python3", "-c", script, dir, target], { stdout: "ignore", stderr: "ignore" });
  return {
    async stop() {
      writeFileSync(`${dir}.stop`, "");
      await proc.exited;
      rmSync(`${dir}.stop`, { force: true });
      // Leave the real directory in place, whatever step the flipper stopped at. While it was parked, `write` may
      // have made `d` anew as a directory (it creates missing parents): that one goes (lstat-based, so a symlink
      // there is unlinked, never followed).
      if (existsSync(`${dir}.real`)) {
        rmSync(dir, { recursive: true, force: true });
        renameSync(`${dir}.real`, dir);
      }
    },
  };
}

describe("a directory flipped to a symlink while files are written", () => {
  test("`write` never lands outside in 200 tries against another process flipping it; the check-then-write window is real", async () => {
    const dir = join(h.root, "d");
    mkdirSync(dir);
    const flip = flipper(dir, outside);
    try {
      for (let i = 0; i < 200; i++) await h.call("write", { filePath: `d/f${i}.txt`, content: "x" });
    } finally {
      await flip.stop();
    }
    expect(readdirSync(outside).filter((n) => n.startsWith("f"))).toEqual([]);

    // The window itself, deterministically: check the path, the directory turns into a symlink, then use it.
    const workspace = createWorkspace(h.root);
    const flipNow = () => {
      renameSync(dir, `${dir}.real`);
      symlinkSync(outside, dir);
    };
    const unflip = () => {
      rmSync(dir);
      renameSync(`${dir}.real`, dir);
    };
    // The old way (resolve, then write to the path) lands outside.
    const naivePath = workspace.resolve("d/naive.txt");
    flipNow();
    await writeFile(naivePath, "x");
    unflip();
    expect(existsSync(join(outside, "naive.txt"))).toBe(true);
    // The same sequence through writeInside: refused, nothing outside.
    const safePath = workspace.resolve("d/safe.txt");
    flipNow();
    await expect(writeInside(workspace, safePath, "x")).rejects.toThrow(/leads outside the workspace/);
    unflip();
    expect(existsSync(join(outside, "safe.txt"))).toBe(false);
  });
});

describe("hard links", () => {
  test("a hard link to an outside file is refused by read, edit and write, and grep returns nothing of it (both engines)", async () => {
    linkSync(join(outside, "secret.txt"), join(h.root, "planted.txt"));
    expect(errorOf(await h.call("read", { filePath: "planted.txt" }))).toMatch(/hard links/);
    expect(errorOf(await h.call("edit", { filePath: "planted.txt", oldString: "OUTSIDE", newString: "x" }))).toMatch(/hard links/);
    expect(errorOf(await h.call("write", { filePath: "planted.txt", content: "x" }))).toMatch(/hard links/);
    const rg = completedOf(await h.call("grep", { pattern: "SECRET" }));
    expect(rg.output).not.toContain("SECRET");
    const js = await openHarness({ workspace: h.root, ripgrep: false });
    try {
      expect(completedOf(await js.call("grep", { pattern: "SECRET" })).output).not.toContain("SECRET");
    } finally {
      await js.close();
    }
    // The outside file is untouched.
    expect(await Bun.file(join(outside, "secret.txt")).text()).toBe("OUTSIDE SECRET\n");
  });
});

describe("glob stays inside", () => {
  test("`../*` and absolute patterns are refused; names under a symlinked directory are not listed", async () => {
    mkdirSync(join(h.root, "sub"));
    symlinkSync(outside, join(h.root, "dirlink"));
    expect(errorOf(await h.call("glob", { pattern: "../*" }))).toMatch(/outside the search directory/);
    expect(errorOf(await h.call("glob", { pattern: "/etc/shad*" }))).toMatch(/outside the search directory/);
    expect(errorOf(await h.call("glob", { pattern: "*", path: "dirlink" }))).toMatch(/outside the workspace/);
    const listed = completedOf(await h.call("glob", { pattern: "dirlink/*" }));
    expect(listed.output).toBe("No files found");
    expect(completedOf(await h.call("glob", { pattern: "**/*" })).output).not.toContain("secret");
  });
});

describe("glob's two engines", () => {
  test("ripgrep's file list and the JS walk (its fallback) list the same files; the fallback is recorded", async () => {
    mkdirSync(join(h.root, "src", "deep"), { recursive: true });
    for (const f of ["a.ts", "src/b.ts", "src/deep/c.ts", "src/d.js", ".hidden.ts", ".git-not/e.ts"]) {
      mkdirSync(join(h.root, f, ".."), { recursive: true });
      writeFileSync(join(h.root, f), "x");
    }
    symlinkSync(outside, join(h.root, "src", "out"));
    const rg = completedOf(await h.call("glob", { pattern: "**/*.ts" }));
    const js = await openHarness({ workspace: h.root, ripgrep: false });
    try {
      const jsState = completedOf(await js.call("glob", { pattern: "**/*.ts" }));
      expect(jsState.output).toBe(rg.output);
      expect(jsState.metadata).toMatchObject({ engine: "js", fallback: "disabled by the embedder" });
      expect(js.engine.metrics().glob).toMatchObject({ fallbacks: 1 });
    } finally {
      await js.close();
    }
    expect(rg.metadata).toMatchObject({ engine: "ripgrep" });
    expect(rg.output.split("\n")).toEqual([".git-not/e.ts", ".hidden.ts", "a.ts", "src/b.ts", "src/deep/c.ts"]);
  });
});

describe("the runtime's state, whatever the spelling", () => {
  test("absolute, through a symlink, through a hard link: refused by every file tool", async () => {
    const token = join(state, "user.token");
    symlinkSync(state, join(h.root, "statelink"));
    linkSync(token, join(h.root, "token-copy"));
    for (const filePath of [token, "statelink/user.token", "./x/../statelink/user.token", "token-copy"]) {
      const error = errorOf(await h.call("read", { filePath }));
      expect(error).toMatch(/outside the workspace|runtime's own state|hard links/);
    }
    expect(errorOf(await h.call("write", { filePath: "statelink/permission.json", content: '{"*":"allow"}' }))).toMatch(/outside the workspace/);
    expect(existsSync(join(state, "permission.json"))).toBe(false);
    expect(completedOf(await h.call("grep", { pattern: "USER-TOKEN" })).output).toBe("No files found");
  });

  test("a protected directory inside the workspace (an ACP session whose cwd holds the data dir) is refused, the rest works", async () => {
    const inner = join(h.root, ".state");
    mkdirSync(inner);
    writeFileSync(join(inner, "agent.token"), "AGENT-TOKEN\n");
    writeFileSync(join(h.root, "ok.txt"), "fine\n");
    const guarded = await openHarness({ workspace: h.root, protectedPaths: [inner] });
    try {
      expect(errorOf(await guarded.call("read", { filePath: ".state/agent.token" }))).toMatch(/runtime's own state/);
      expect(completedOf(await guarded.call("read", { filePath: "ok.txt" })).output).toContain("fine");
      expect(completedOf(await guarded.call("grep", { pattern: "TOKEN" })).output).toBe("No files found");
      expect(completedOf(await guarded.call("glob", { pattern: "**/*token*" })).output).toBe("No files found");
    } finally {
      await guarded.close();
    }
  });
});

describe("writes are held to the file size limit", () => {
  test("content over maxFileBytes is refused before anything is written (write and edit)", async () => {
    const small = await openHarness({ workspace: h.root, limits: { maxFileBytes: 1024 } });
    try {
      expect(errorOf(await small.call("write", { filePath: "big.txt", content: "x".repeat(2048) }))).toMatch(/over the 1 KB file size limit/);
      expect(existsSync(join(h.root, "big.txt"))).toBe(false);
      writeFileSync(join(h.root, "grow.txt"), "a");
      expect(errorOf(await small.call("edit", { filePath: "grow.txt", oldString: "a", newString: "b".repeat(2048) }))).toMatch(/over the 1 KB file size limit/);
      expect(await Bun.file(join(h.root, "grow.txt")).text()).toBe("a");
    } finally {
      await small.close();
    }
  });
});

describe("grep honours ignore files as ripgrep users expect, in both engines", () => {
  test(".gitignore (with a negation), a nested .gitignore and .ignore give the same answer from rg and the JS search", async () => {
    writeFileSync(join(h.root, ".gitignore"), "*.log\n!keep.log\n/build\n");
    mkdirSync(join(h.root, "build"));
    mkdirSync(join(h.root, "src", "gen"), { recursive: true });
    writeFileSync(join(h.root, "src", ".gitignore"), "gen/\n");
    writeFileSync(join(h.root, ".ignore"), "scratch.txt\n");
    for (const [file, text] of [["a.log", "NEEDLE"], ["keep.log", "NEEDLE"], ["build/out.txt", "NEEDLE"], ["src/gen/x.ts", "NEEDLE"], ["src/main.ts", "NEEDLE"], ["scratch.txt", "NEEDLE"], [".hidden", "NEEDLE"]] as const) {
      writeFileSync(join(h.root, file), `${text}\n`);
    }
    const rg = completedOf(await h.call("grep", { pattern: "NEEDLE" }));
    const js = await openHarness({ workspace: h.root, ripgrep: false });
    try {
      const jsOut = completedOf(await js.call("grep", { pattern: "NEEDLE" }));
      expect(jsOut.output).toBe(rg.output);
      expect(jsOut.metadata).toMatchObject({ engine: "js", fallback: "disabled by the embedder" });
    } finally {
      await js.close();
    }
    expect(rg.metadata).toMatchObject({ engine: "ripgrep" });
    for (const shown of ["keep.log", "src/main.ts", ".hidden"]) expect(rg.output).toContain(shown);
    for (const hidden of ["a.log", "build/out.txt", "src/gen/x.ts", "scratch.txt"]) expect(rg.output).not.toContain(hidden);
  });
});

describe("ripgrep removed from PATH", () => {
  test("grep and glob still answer with their JS fallbacks, and the part says which ran and why", async () => {
    writeFileSync(join(h.root, "a.txt"), "NEEDLE\n");
    const saved = process.env.PATH;
    process.env.PATH = "/nonexistent";
    let noRg: Harness;
    try {
      noRg = await openHarness({ workspace: h.root, sandbox: { mode: "off" } });
    } finally {
      process.env.PATH = saved;
    }
    try {
      const grep = completedOf(await noRg.call("grep", { pattern: "NEEDLE" }));
      expect(grep.output).toContain("a.txt");
      expect(grep.metadata).toMatchObject({ engine: "js", fallback: "ripgrep (rg) is not on PATH" });
      const glob = completedOf(await noRg.call("glob", { pattern: "*.txt" }));
      expect(glob.output).toBe("a.txt");
      expect(glob.metadata).toMatchObject({ engine: "js", fallback: "ripgrep (rg) is not on PATH" });
      expect(noRg.engine.renderPrometheus()).toContain('toolwire_tool_fallbacks_total{tool="grep"} 1');
    } finally {
      await noRg.close();
    }
  });
});
