import { describe, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ImportExtension } from "../src/emit/imports.ts";
import { emitIndexModule } from "../src/emit/index-module.ts";
import { generateInMemory } from "../src/generate.ts";
import { runTool } from "../src/proto-toolchain/tools.ts";
import { loadCanonical, SCHEMA_DIR } from "./support/canonical.ts";
import { REPO_ROOT } from "./support/fixtures.ts";
import { materialize } from "./support/load-generated.ts";

// The generated TS must fit any TypeScript setup (issue #11 point 6): NodeNext + plain Node ESM with the
// default `.js` specifiers, `allowImportingTsExtensions` with `.ts`, bundler resolution without extensions.
const TSC = join(REPO_ROOT, "node_modules", ".bin", "tsc");
const canonical = loadCanonical();

async function generateWith(importExtension?: ImportExtension): Promise<string> {
  const { files, diagnostics } = await generateInMemory({ schemasDir: SCHEMA_DIR, outDir: "out", targets: ["zod", "ts"], lint: true, ...(importExtension !== undefined ? { importExtension } : {}) });
  expect(diagnostics).toEqual([]);
  return materialize(files, "setups-");
}

/** Every relative specifier in the generated validators and types. */
function relativeSpecifiers(dir: string, modules: readonly string[]): string[] {
  return modules.flatMap((m) => [...readFileSync(join(dir, m), "utf8").matchAll(/from "(\.[^"]*)"/g)].map((x) => x[1]!));
}

function tsc(dir: string, compilerOptions: Record<string, unknown>): string {
  const tsconfig = join(dir, "tsconfig.json");
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", skipLibCheck: true, types: [], ...compilerOptions }, include: ["validators/*.ts", "types/*.ts"] }));
  const run = runTool(TSC, ["-p", tsconfig], dir);
  return `${run.code} ${run.stdout}${run.stderr}`.trim();
}

describe("generated output in different TypeScript setups", () => {
  test("default .js specifiers: NodeNext type-checks, tsc emits, and plain Node ESM validates every canonical example through validators/index.js", async () => {
    const dir = await generateWith();
    const modules = canonical.map((c) => `validators/${c.module}.ts`).concat(canonical.map((c) => `types/${c.module}.ts`), ["validators/index.ts", "types/index.ts"]);
    const specifiers = relativeSpecifiers(dir, modules);
    expect(specifiers.length).toBeGreaterThan(100);
    expect(specifiers.filter((s) => !s.endsWith(".js"))).toEqual([]);
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    expect(tsc(dir, { module: "NodeNext", moduleResolution: "NodeNext", outDir: "dist", declaration: false })).toBe("0");
    // Node 20 has no TypeScript loader: this runs the JavaScript tsc emitted, resolving zod from this package.
    const script = `
      import { readFileSync } from "node:fs";
      import * as v from "./dist/validators/index.js";
      const cases = JSON.parse(readFileSync("cases.json", "utf8"));
      const wrong = [];
      for (const c of cases) {
        const schema = v[c.module + "Schema"];
        if (!schema) { wrong.push(c.module + ": not exported by index.js"); continue; }
        c.valid.forEach((d, i) => { if (!schema.safeParse(d).success) wrong.push(c.module + " valid #" + i); });
        c.invalid.forEach((d, i) => { if (schema.safeParse(d).success) wrong.push(c.module + " invalid #" + i); });
      }
      console.log(JSON.stringify({ checked: cases.reduce((n, c) => n + c.valid.length + c.invalid.length, 0), wrong }));
    `;
    writeFileSync(join(dir, "check.mjs"), script);
    const cases = canonical.map((c) => ({ module: c.module, valid: c.examples.valid, invalid: c.examples.invalid }));
    writeFileSync(join(dir, "cases.json"), JSON.stringify(cases));
    const node = runTool("node", ["check.mjs"], dir);
    expect(node.stderr).toBe("");
    const result = JSON.parse(node.stdout) as { checked: number; wrong: string[] };
    expect(result.wrong).toEqual([]);
    expect(result.checked).toBeGreaterThan(canonical.length);
  }, 120_000);

  test("--import-extension .ts type-checks with allowImportingTsExtensions and loads in Bun", async () => {
    const dir = await generateWith(".ts");
    const specifiers = relativeSpecifiers(dir, ["validators/index.ts", "types/index.ts", ...canonical.map((c) => `validators/${c.module}.ts`)]);
    expect(specifiers.filter((s) => !s.endsWith(".ts"))).toEqual([]);
    expect(tsc(dir, { module: "ESNext", moduleResolution: "Bundler", allowImportingTsExtensions: true, noEmit: true })).toBe("0");
    const index = (await import(join(dir, "validators", "index.ts"))) as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    const first = canonical.find((c) => c.examples.valid.length > 0)!;
    expect(index[`${first.module}Schema`]!.safeParse(first.examples.valid[0]).success).toBe(true);
  }, 120_000);

  test("--import-extension none: extensionless specifiers type-check under bundler resolution", async () => {
    const dir = await generateWith("");
    const specifiers = relativeSpecifiers(dir, ["validators/index.ts", "types/index.ts", ...canonical.map((c) => `validators/${c.module}.ts`)]);
    expect(specifiers.filter((s) => /\.(js|ts)$/.test(s))).toEqual([]);
    expect(tsc(dir, { module: "ESNext", moduleResolution: "Bundler", noEmit: true })).toBe("0");
  }, 120_000);

  test("index.ts re-exports every module of its folder and nothing internal", async () => {
    const dir = await generateWith();
    for (const folder of ["validators", "types"]) {
      const index = readFileSync(join(dir, folder, "index.ts"), "utf8");
      const reexported = [...index.matchAll(/from "\.\/([^"]+)\.js"/g)].map((m) => m[1]!).sort();
      expect(reexported).toEqual(canonical.map((c) => c.module).sort());
    }
  }, 60_000);
});

describe("index.ts when two modules export the same name", () => {
  test("each clashing name is re-exported under its module's name, so none is lost or ambiguous", async () => {
    const files = [
      { path: "types/eslintrc.ts", content: "// x. DO NOT EDIT.\nexport type Rule = 0 | 1 | 2;\nexport interface Eslintrc { rules?: Rule[] }\n" },
      { path: "types/stylelintrc.ts", content: "// x. DO NOT EDIT.\nexport type Rule = string;\nexport const ruleNames = [\"a\"] as const;\n" },
      { path: "types/other.ts", content: "// x. DO NOT EDIT.\nexport const ruleNames = 1;\nexport type StylelintrcRule = boolean;\n" },
    ];
    const index = emitIndexModule("types", files, ".js");
    expect(index.content.split("\n").slice(1)).toEqual([
      'export type { Rule as EslintrcRule, Eslintrc } from "./eslintrc.js";',
      'export { ruleNames as otherRuleNames, type StylelintrcRule } from "./other.js";',
      'export { ruleNames as stylelintrcRuleNames, type Rule as StylelintrcRule2 } from "./stylelintrc.js";',
      "",
    ]);
    // The wrong thing would be silent: check the result type-checks and every value arrives.
    const dir = materialize([...files, index], "index-clash-");
    expect(tsc(dir, { module: "ESNext", moduleResolution: "Bundler", noEmit: true, verbatimModuleSyntax: true })).toBe("0");
    const loaded = (await import(join(dir, "types", "index.ts"))) as Record<string, unknown>;
    expect(Object.keys(loaded).sort()).toEqual(["otherRuleNames", "stylelintrcRuleNames"]);
  });
});
