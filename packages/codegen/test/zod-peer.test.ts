import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { GeneratedFile } from "../src/emit/generated-file.ts";
import { ZOD_MINIMUM, ZOD_PEER_RANGE } from "../src/emit/zod/zod-peer.ts";
import { generateInMemory } from "../src/generate.ts";
import { runTool } from "../src/proto-toolchain/tools.ts";
import { loadCanonical, SCHEMA_DIR } from "./support/canonical.ts";
import { REPO_ROOT } from "./support/fixtures.ts";
import { installedPackage, TSC_7 } from "./support/npm-versions.ts";

// The emitted validators declare zod ^4.2.0 as their peer: this installs the lowest version of that range from
// npm and type-checks and runs the output against it. The corpus sets chosen use what older zod lacks or does
// differently: z.xor (github-workflow, MCP), recursive getters with a catch-all (jsone).
const CORPUS = join(import.meta.dir, "corpus");
const SETS = [
  { name: "canonical", schemas: SCHEMA_DIR, lint: true },
  { name: "github-workflow", schemas: join(CORPUS, "schemastore", "github-workflow", "schema") },
  { name: "jsone", schemas: join(CORPUS, "schemastore", "jsone", "schema") },
  { name: "mcp", schemas: join(CORPUS, "mcp", "2025-11-25", "schema") },
];

function writeAll(root: string, files: readonly GeneratedFile[]): void {
  for (const f of files) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.content);
  }
}

describe(`zod peer range ${ZOD_PEER_RANGE}`, () => {
  test("is what the codegen package and the generated validators package declare, and what validators/index.ts says", async () => {
    const pkg = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), "utf8")) as { peerDependencies?: Record<string, string> };
    expect(pkg("packages/codegen/package.json").peerDependencies?.zod).toBe(ZOD_PEER_RANGE);
    expect(pkg("packages/validators/package.json").peerDependencies?.zod).toBe(ZOD_PEER_RANGE);
    expect(readFileSync(join(REPO_ROOT, "packages/validators/index.ts"), "utf8")).toContain(`Needs zod ${ZOD_PEER_RANGE}`);
  });

  test(`the output type-checks and validates the canonical examples with zod ${ZOD_MINIMUM} (installed from npm into .tmp once)`, async () => {
    const project = installedPackage("zod", ZOD_MINIMUM);
    const installed = JSON.parse(readFileSync(join(project, "node_modules", "zod", "package.json"), "utf8")) as { version: string };
    expect(installed.version).toBe(ZOD_MINIMUM);
    const dir = mkdtempSync(join(project, "out-"));
    for (const set of SETS) {
      const { files, diagnostics } = await generateInMemory({ schemasDir: set.schemas, outDir: "out", targets: ["zod"], lint: set.lint ?? false });
      expect(diagnostics).toEqual([]);
      writeAll(join(dir, set.name), files);
    }
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", skipLibCheck: true, types: [] }, include: ["*/validators/*.ts"] }),
    );
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    const tsc = runTool(TSC_7, ["-p", "tsconfig.json"], dir);
    expect(`${tsc.code} ${tsc.stdout}${tsc.stderr}`.trim()).toBe("0");
    // Run with Bun from inside the install, so `zod` resolves to the minimum version, not this repository's.
    const cases = loadCanonical().map((c) => ({ module: c.module, valid: c.examples.valid, invalid: c.examples.invalid }));
    writeFileSync(join(dir, "cases.json"), JSON.stringify(cases));
    writeFileSync(
      join(dir, "check.ts"),
      `import { readFileSync } from "node:fs";
       import * as v from "./canonical/validators/index.js";
       import { z } from "zod";
       await import("./jsone/validators/index.js");
       await import("./github-workflow/validators/index.js");
       const mcp = await import("./mcp/validators/index.js");
       const wrong: string[] = [];
       let checked = 0;
       for (const c of JSON.parse(readFileSync("cases.json", "utf8"))) {
         const schema = (v as Record<string, z.ZodType>)[c.module + "Schema"]!;
         for (const d of c.valid) { checked++; if (!schema.safeParse(d).success) wrong.push(c.module + " rejects a valid example"); }
         for (const d of c.invalid) { checked++; if (schema.safeParse(d).success) wrong.push(c.module + " accepts an invalid example"); }
       }
       // oneOf through z.xor: a JSON-RPC id is a string or an integer, never both or neither.
       const id = mcp.requestIdSchema;
       if (!id.safeParse("a").success || !id.safeParse(1).success || id.safeParse(true).success) wrong.push("requestId");
       const zodVersion = JSON.parse(readFileSync(import.meta.resolve("zod/package.json").replace("file://", ""), "utf8")).version;
       console.log(JSON.stringify({ zodVersion, checked, wrong }));`,
    );
    const run = runTool("bun", ["check.ts"], dir);
    expect(run.stderr).toBe("");
    const result = JSON.parse(run.stdout) as { zodVersion: string; checked: number; wrong: string[] };
    expect(result).toEqual({ zodVersion: ZOD_MINIMUM, checked: expect.any(Number), wrong: [] });
    expect(result.checked).toBeGreaterThan(100);
  }, 300_000);
});
