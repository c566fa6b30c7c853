import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

let h: Harness;
let outside: string;
beforeEach(async () => {
  h = await openHarness();
  outside = mkdtempSync(join(tmpdir(), "toolwire-outside-"));
  writeFileSync(join(outside, "secret.txt"), "top secret\n");
  writeFileSync(join(h.root, "inside.txt"), "hello\n");
});
afterEach(async () => {
  await h.close();
  rmSync(outside, { recursive: true, force: true });
});

describe("paths stay inside the workspace", () => {
  test("`..` escapes are refused for every file tool, before any permission is asked", async () => {
    for (const [tool, input] of [
      ["read", { filePath: "../secret.txt" }],
      ["write", { filePath: "../../tmp/evil.txt", content: "x" }],
      ["edit", { filePath: "sub/../../x.txt", oldString: "a", newString: "b" }],
      ["grep", { pattern: "secret", path: ".." }],
      ["glob", { pattern: "*", path: "../" }],
      ["bash", { command: "pwd", workdir: ".." }],
    ] as const) {
      const part = await h.call(tool, input);
      expect(errorOf(part)).toMatch(/is outside the workspace/);
    }
    expect(h.asks).toHaveLength(0);
  });

  test("absolute paths outside are refused; absolute paths inside work", async () => {
    expect(errorOf(await h.call("read", { filePath: join(outside, "secret.txt") }))).toMatch(/outside the workspace/);
    expect(errorOf(await h.call("read", { filePath: "/etc/passwd" }))).toMatch(/outside the workspace/);
    expect(completedOf(await h.call("read", { filePath: join(h.root, "inside.txt") })).output).toContain("hello");
  });

  test("symlinks leading out are refused (a linked file, a linked directory, a write through one)", async () => {
    symlinkSync(join(outside, "secret.txt"), join(h.root, "link.txt"));
    symlinkSync(outside, join(h.root, "linkdir"));
    expect(errorOf(await h.call("read", { filePath: "link.txt" }))).toMatch(/through a symlink/);
    expect(errorOf(await h.call("read", { filePath: "linkdir/secret.txt" }))).toMatch(/through a symlink/);
    expect(errorOf(await h.call("write", { filePath: "linkdir/new/planted.txt", content: "x" }))).toMatch(/through a symlink/);
    expect(errorOf(await h.call("edit", { filePath: "link.txt", oldString: "top", newString: "no" }))).toMatch(/through a symlink/);
    expect(errorOf(await h.call("bash", { command: "ls", workdir: "linkdir" }))).toMatch(/through a symlink/);
    expect(existsSync(join(outside, "new"))).toBe(false);
    expect(readFileSync(join(outside, "secret.txt"), "utf8")).toBe("top secret\n");
  });

  test("a symlink that stays inside is fine", async () => {
    mkdirSync(join(h.root, "real"));
    writeFileSync(join(h.root, "real", "a.txt"), "inner\n");
    symlinkSync(join(h.root, "real"), join(h.root, "alias"));
    expect(completedOf(await h.call("read", { filePath: "alias/a.txt" })).output).toContain("inner");
  });

  test("files over 100 MB are not loaded whole (a sparse 101 MB file): edit refuses, read streams its window (here: binary, refused)", async () => {
    const big = join(h.root, "big.log");
    writeFileSync(big, "");
    truncateSync(big, 101 * 1024 * 1024);
    expect(errorOf(await h.call("read", { filePath: "big.log" }))).toMatch(/cannot read binary file big.log/);
    expect(errorOf(await h.call("edit", { filePath: "big.log", oldString: "a", newString: "b" }))).toMatch(/over the 100 MB file size limit/);
  });

  test("read's declared fallback for a file over the limit: the window streamed, recorded in metadata and metrics", async () => {
    const small = await openHarness({ workspace: h.root, limits: { maxFileBytes: 1024 } });
    try {
      writeFileSync(join(h.root, "long.txt"), Array.from({ length: 500 }, (_, i) => `line ${i + 1}`).join("\n"));
      const state = completedOf(await small.call("read", { filePath: "long.txt", offset: 100, limit: 3 }));
      expect(state.output).toBe("   101\tline 101\n   102\tline 102\n   103\tline 103\n\n(File has more lines. Use 'offset' to read beyond line 103)");
      expect(String(state.metadata?.fallback)).toMatch(/^streamed window: the file is .* over the 1 KB limit/);
      expect(small.engine.metrics().read).toMatchObject({ fallbacks: 1 });
    } finally {
      await small.close();
    }
  });
});

describe("bash gets no injection through structured inputs", () => {
  test("a workdir full of shell syntax is a directory name, never part of the command", async () => {
    const evil = "dir; touch pwned $(touch pwned2) `touch pwned3`";
    mkdirSync(join(h.root, evil));
    const state = completedOf(await h.call("bash", { command: "pwd", workdir: evil }));
    expect(state.output.trim()).toBe(join(h.root, evil));
    for (const name of ["pwned", "pwned2", "pwned3"]) {
      expect(existsSync(join(h.root, name))).toBe(false);
      expect(existsSync(join(h.root, evil, name))).toBe(false);
    }
  });

  test("the permission pattern is the command exactly as given; always = first word + ' *'", async () => {
    await h.call("bash", { command: "git status --short", description: "Show status" });
    expect(h.asks.at(-1)).toMatchObject({ permission: "bash", patterns: ["git status --short"], always: ["git *"], riskLevel: "high" });
  });
});
