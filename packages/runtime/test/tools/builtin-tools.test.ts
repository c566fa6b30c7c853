import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

let h: Harness;
beforeEach(async () => {
  h = await openHarness();
});
afterEach(() => h.close());

describe("read / write / edit", () => {
  test("read numbers lines and honours offset and limit; the ask is `read` with the relative path", async () => {
    writeFileSync(join(h.root, "f.txt"), ["one", "two", "three", "four"].join("\n") + "\n");
    const state = completedOf(await h.call("read", { filePath: "f.txt", offset: 1, limit: 2 }));
    expect(state.output).toContain("     2\ttwo\n     3\tthree");
    expect(state.output).not.toContain("one");
    expect(state.metadata).toMatchObject({ totalLines: 4, linesRead: 2, truncated: true });
    expect(h.asks[0]).toMatchObject({ permission: "read", patterns: ["f.txt"], always: ["f.txt"], riskLevel: "low", tool: { callID: "call_1" } });
  });

  test("write creates parent directories and leaves no temp file behind", async () => {
    const state = completedOf(await h.call("write", { filePath: "a/b/c.txt", content: "data\n" }));
    expect(readFileSync(join(h.root, "a/b/c.txt"), "utf8")).toBe("data\n");
    expect(readdirSync(join(h.root, "a/b"))).toEqual(["c.txt"]);
    expect(state.metadata).toMatchObject({ filepath: "a/b/c.txt", exists: false });
    expect(h.asks[0]).toMatchObject({ permission: "edit", patterns: ["a/b/c.txt"], riskLevel: "medium" });
  });

  test("edit replaces once, reports a unified diff and filediff counts", async () => {
    writeFileSync(join(h.root, "app.ts"), "let x = 1\nlet y = 2\n");
    const state = completedOf(await h.call("edit", { filePath: "app.ts", oldString: "let x = 1", newString: "const x = 1\nconst z = 3" }));
    expect(readFileSync(join(h.root, "app.ts"), "utf8")).toBe("const x = 1\nconst z = 3\nlet y = 2\n");
    expect(state.metadata.diff).toContain("-let x = 1\n+const x = 1\n+const z = 3");
    expect(state.metadata.filediff).toEqual({ file: "app.ts", additions: 2, deletions: 1 });
  });

  test("edit refuses an ambiguous match unless replaceAll; `$&` in newString stays literal", async () => {
    writeFileSync(join(h.root, "m.txt"), "a a a\n");
    expect(errorOf(await h.call("edit", { filePath: "m.txt", oldString: "a", newString: "b" }))).toMatch(/found 3 times/);
    completedOf(await h.call("edit", { filePath: "m.txt", oldString: "a", newString: "$&", replaceAll: true }));
    expect(readFileSync(join(h.root, "m.txt"), "utf8")).toBe("$& $& $&\n");
    expect(errorOf(await h.call("edit", { filePath: "m.txt", oldString: "zzz", newString: "y" }))).toMatch(/not found/);
  });
});

describe("input validation and permission", () => {
  test("an invalid input ends the part in error naming the path, without asking", async () => {
    const part = await h.call("read", { filePath: "x", limit: 0 });
    expect(errorOf(part)).toMatch(/^invalid input for tool "read": limit: /);
    expect(errorOf(await h.call("bash", { cmd: "ls" }))).toMatch(/command: /);
    expect(errorOf(await h.call("nope", {}))).toMatch(/unknown tool "nope"/);
    expect(h.asks).toHaveLength(0);
  });

  test("a denied permission ends the part in error with the permission error's message; nothing runs", async () => {
    const denied = await openHarness({ rules: [{ permission: "*", pattern: "*", action: "allow" }, { permission: "edit", pattern: "*", action: "deny" }] });
    try {
      const part = await denied.call("write", { filePath: "blocked.txt", content: "x" });
      expect(errorOf(part)).toMatch(/The user has specified a rule which prevents you from using this specific tool call/);
      expect(readdirSync(denied.root)).toEqual([]);
      expect(denied.history(part.id).map((p) => p.state.status)).toEqual(["pending", "error"]);
    } finally {
      await denied.close();
    }
  });

  test("a rejected ask ends the part in error; the running part carries category and risk level", async () => {
    const asking = await openHarness({ rules: [] });
    try {
      const running = asking.call("bash", { command: "echo hi" });
      const request = await waitFor(() => asking.permissions.list()[0]);
      expect(request).toMatchObject({ permission: "bash", patterns: ["echo hi"], always: ["echo *"] });
      await asking.permissions.reply({ requestID: request.id, reply: "reject" });
      expect(errorOf(await running)).toBe("The user rejected permission to use this specific tool call.");

      // read is low risk: with no rule about it, it runs without asking.
      const part = await asking.call("read", { filePath: "none.txt" });
      expect(asking.permissions.list()).toEqual([]);
      expect(errorOf(part)).toMatch(/ENOENT/);
      const running2 = asking.history(part.id).find((p) => p.state.status === "running");
      expect(running2?.state).toMatchObject({ metadata: { category: "file", riskLevel: "low" } });
    } finally {
      await asking.close();
    }
  });
});

describe("grep and glob", () => {
  const tree = (root: string) => {
    mkdirSync(join(root, "src/deep"), { recursive: true });
    mkdirSync(join(root, "node_modules/pkg"), { recursive: true });
    writeFileSync(join(root, "src/a.ts"), "const needle = 1;\nno match\nneedle again\n");
    writeFileSync(join(root, "src/deep/b.tsx"), "export const x = 'needle';\n");
    writeFileSync(join(root, "src/c.md"), "needle in docs\n");
    writeFileSync(join(root, ".hidden.ts"), "needle hidden\n");
    writeFileSync(join(root, "node_modules/pkg/index.ts"), "needle skipped\n");
    writeFileSync(join(root, "bin.dat"), Buffer.from([110, 101, 101, 100, 108, 101, 0, 1]));
  };

  test("ripgrep and the JS search give the same results", async () => {
    tree(h.root);
    const js = await openHarness({ ripgrep: false, workspace: h.root });
    try {
      for (const input of [{ pattern: "needle" }, { pattern: "need(le)? again", path: "src" }, { pattern: "needle", include: "*.{ts,tsx}" }, { pattern: "^export", include: "*.tsx" }, { pattern: "absent" }]) {
        const withRg = completedOf(await h.call("grep", input));
        const withJs = completedOf(await js.call("grep", input));
        expect(withRg.metadata.engine).toBe("ripgrep");
        expect(withJs.metadata.engine).toBe("js");
        expect(withJs.output).toBe(withRg.output);
      }
      const all = completedOf(await h.call("grep", { pattern: "needle" }));
      expect(all.output).toBe(
        ["Found 5 matches", "", ".hidden.ts:", "  Line 1: needle hidden", "", "src/a.ts:", "  Line 1: const needle = 1;", "  Line 3: needle again", "", "src/c.md:", "  Line 1: needle in docs", "", "src/deep/b.tsx:", "  Line 1: export const x = 'needle';"].join("\n"),
      );
    } finally {
      await js.close();
    }
  });

  test("glob lists matching files sorted, relative to the workspace", async () => {
    tree(h.root);
    const state = completedOf(await h.call("glob", { pattern: "**/*.ts", path: "src" }));
    expect(state.output).toBe("src/a.ts");
    expect(completedOf(await h.call("glob", { pattern: "**/*.{ts,tsx}", path: "src" })).output).toBe("src/a.ts\nsrc/deep/b.tsx");
    expect(h.asks.at(-1)).toMatchObject({ permission: "glob", patterns: ["**/*.{ts,tsx}"] });
  });
});

async function waitFor<T>(check: () => T | undefined): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = check();
    if (value !== undefined) return value;
    await Bun.sleep(10);
  }
  throw new Error("condition not met in time");
}
