import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { detectCgroups } from "../../src/sandbox/cgroup-limits.ts";
import { isAlive } from "../../src/tools/resource-limits.ts";
import { completedOf, errorOf, type Harness, openHarness } from "../tools/engine-harness.ts";

// Real language servers (typescript-language-server on TypeScript 5, pyright) in the real sandbox.
const TS = [
  "export const n: number = 'not a number';",
  "export function greet(name: string): string {",
  "  return `hello ${name}`;",
  "}",
  "const g = greet('x');",
  "console.log(g);",
  "",
].join("\n");
const PY = ["def f() -> str:", "    return 1", ""].join("\n");

/** The memory limit of the cgroup `pid` is in (v1 memory.limit_in_bytes or v2 memory.max), bytes. */
function memoryLimitOf(pid: number): number | undefined {
  const lines = readFileSync(`/proc/${pid}/cgroup`, "utf8").trim().split("\n");
  const mounts = readFileSync("/proc/self/mountinfo", "utf8").trim().split("\n").map((l) => l.split(" "));
  const mountOf = (type: string, option?: string) =>
    mounts.find((f) => {
      const dash = f.indexOf("-");
      return f[dash + 1] === type && (option === undefined || f[dash + 3]!.split(",").includes(option));
    });
  const v1 = lines.find((l) => l.split(":")[1]!.split(",").includes("memory"));
  if (v1) {
    const mount = mountOf("cgroup", "memory");
    if (!mount) return undefined;
    const path = v1.split(":")[2]!;
    return Number(readFileSync(join(mount[4]!, path.slice(mount[3] === "/" ? 0 : mount[3]!.length), "memory.limit_in_bytes"), "utf8"));
  }
  const v2 = lines.find((l) => l.startsWith("0::"));
  const mount = mountOf("cgroup2");
  if (!v2 || !mount) return undefined;
  const max = readFileSync(join(mount[4]!, v2.slice(3), "memory.max"), "utf8").trim();
  return max === "max" ? undefined : Number(max);
}

describe("code analysis on real language servers", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness();
    writeFileSync(join(h.root, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noUnusedLocals: true, target: "es2022", module: "esnext" } }));
    writeFileSync(join(h.root, "a.ts"), TS);
    writeFileSync(join(h.root, "m.py"), PY);
  });
  afterAll(async () => {
    await h.close();
  });

  test("lsp-diagnostics names file, line and message of a type error (TypeScript)", async () => {
    const done = completedOf(await h.call("lsp-diagnostics", { filePath: "a.ts" }));
    expect(done.output).toContain("a.ts:1:14 error TS2322: Type 'string' is not assignable to type 'number'.");
    const diagnostics = done.metadata.diagnostics as { range: { start: { line: number; character: number } }; severity: string; message: string }[];
    expect(diagnostics.find((d) => d.severity === "error")).toMatchObject({ range: { start: { line: 0, character: 13 } }, message: "Type 'string' is not assignable to type 'number'." });
    expect(done.metadata.language).toBe("typescript");
  }, 90_000);

  test("lsp-hover on a symbol returns its type", async () => {
    const done = completedOf(await h.call("lsp-hover", { filePath: "a.ts", line: 4, character: 6 }));
    expect(done.output).toContain("const g: string");
    const fn = completedOf(await h.call("lsp-hover", { filePath: "a.ts", line: 1, character: 17 }));
    expect(fn.output).toContain("function greet(name: string): string");
  }, 60_000);

  test("lsp-definition and lsp-references give workspace paths and LSP ranges", async () => {
    const def = completedOf(await h.call("lsp-definition", { filePath: "a.ts", line: 4, character: 11 }));
    expect(def.output).toBe("a.ts:2:17");
    expect(def.metadata.locations).toEqual([{ path: "a.ts", range: { start: { line: 1, character: 16 }, end: { line: 1, character: 21 } } }]);
    const refs = completedOf(await h.call("lsp-references", { filePath: "a.ts", line: 1, character: 17 }));
    expect(refs.output.split("\n").sort()).toEqual(["a.ts:2:17", "a.ts:5:11"]);
  }, 60_000);

  test("an edit gets the warm server's diagnostics of the new text in its part", async () => {
    const broke = completedOf(await h.call("edit", { filePath: "a.ts", oldString: "greet('x')", newString: "greet(42)" }));
    expect(broke.output).toContain("a.ts:5:17 error TS2345");
    expect((broke.metadata.diagnostics as unknown[]).length).toBeGreaterThan(0);
    const fixed = completedOf(await h.call("edit", { filePath: "a.ts", oldString: "greet(42)", newString: "greet('x')" }));
    expect(fixed.output).not.toContain("TS2345");
    expect((fixed.metadata.diagnostics as { message: string }[]).map((d) => d.message)).toEqual(["Type 'string' is not assignable to type 'number'."]);
  }, 60_000);

  test("Python goes to pyright", async () => {
    const done = completedOf(await h.call("lsp-diagnostics", { filePath: "m.py" }));
    expect(done.output).toMatch(/^m\.py:2:12 error reportReturnType: Type "(int|Literal\[1\])" is not assignable to return type "str"/);
    expect(done.metadata.language).toBe("python");
  }, 90_000);

  test("a file type without a server is refused, naming the extension", async () => {
    writeFileSync(join(h.root, "x.xyz"), "whatever");
    expect(errorOf(await h.call("lsp-diagnostics", { filePath: "x.xyz" }))).toContain("no language server for .xyz");
  });

  test("a path outside the workspace is refused before any server sees it", async () => {
    expect(errorOf(await h.call("lsp-hover", { filePath: "../../etc/passwd.ts", line: 0, character: 0 }))).toMatch(/outside the workspace/);
  });

  test("the server's memory is bounded by the sandbox's cgroup", () => {
    const ts = h.engine.lsp.status().find((s) => s.language === "typescript");
    expect(ts?.pid).toBeNumber();
    if (detectCgroups().kind === "none") {
      // The cgroup tests say why on such a machine; the bound then is the sandbox's prlimit.
      console.warn("no writable cgroup hierarchy here: the language server's memory bound is not checked");
      return;
    }
    expect(memoryLimitOf(ts!.pid!)).toBe(500 * 1024 * 1024);
  });

  test("a killed server is started again: a call made during the restart waits for it, and so does the next one", async () => {
    const before = h.engine.lsp.status().find((s) => s.language === "typescript")!.pid!;
    process.kill(before, "SIGKILL");
    // Sent before the exit is seen or after: either way the call is asked again of the new server.
    const during = completedOf(await h.call("lsp-hover", { filePath: "a.ts", line: 4, character: 6 }));
    expect(during.output).toContain("const g: string");
    const after = completedOf(await h.call("lsp-hover", { filePath: "a.ts", line: 4, character: 6 }));
    expect(after.output).toContain("const g: string");
    const now = h.engine.lsp.status().find((s) => s.language === "typescript")!.pid!;
    expect(now).not.toBe(before);
    expect(isAlive(before)).toBe(false);
  }, 90_000);

  test("closing the engine stops every language server", async () => {
    const pids = h.engine.lsp.status().map((s) => s.pid!);
    expect(h.engine.lsp.status().map((s) => s.language).sort()).toEqual(["python", "typescript"]);
    await h.engine.lsp.close();
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
    expect(errorOf(await h.call("lsp-hover", { filePath: "a.ts", line: 4, character: 6 }))).toContain("shut down");
  });
});
