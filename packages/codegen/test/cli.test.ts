import { describe, expect, test } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./support/fixtures.ts";
import { SCRATCH } from "./support/load-generated.ts";

const CLI = join(REPO_ROOT, "packages/codegen/src/cli/main.ts");

function run(args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  // Paths in messages are relative to where the command runs; an invocation folder inherited from the test runner would move them.
  const { TOOLWIRE_CWD: _t, INIT_CWD: _i, ...env } = process.env;
  const p = Bun.spawnSync(["bun", CLI, ...args], { cwd, env: { ...env, ...extraEnv }, stdout: "pipe", stderr: "pipe" });
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() };
}

/** A scratch project holding a copy of the canonical schemas. */
function project(): string {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "cli-"));
  cpSync(join(REPO_ROOT, "schema"), join(dir, "schema"), { recursive: true });
  return dir;
}

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const family of ["validators", "types"]) {
    for (const f of readdirSync(join(dir, "out", family))) out[`${family}/${f}`] = readFileSync(join(dir, "out", family, f), "utf8");
  }
  return out;
}

const ARGS = ["--schemas", "schema", "--out", "out", "--lint"];

describe("toolwire CLI", () => {
  test("--help documents the command; bad usage exits 2", () => {
    const help = run(["--help"], REPO_ROOT);
    expect(help.code).toBe(0);
    expect(help.out).toContain("toolwire generate --schemas <dir> --out <dir>");
    expect(help.out).toContain("--targets");
    const bad = run(["generate", "--schemas"], REPO_ROOT);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--schemas needs a value");
    expect(run(["generate", "--frobnicate"], REPO_ROOT).code).toBe(2);
  });

  test("generate is idempotent and check passes on fresh output", () => {
    const dir = project();
    const first = run(["generate", ...ARGS], dir);
    expect(first.code).toBe(0);
    const before = snapshot(dir);
    const second = run(["generate", ...ARGS], dir);
    expect(second.code).toBe(0);
    expect(second.out).toContain(" 0 written");
    expect(snapshot(dir)).toEqual(before);
    expect(run(["check", ...ARGS], dir).code).toBe(0);
  }, 30_000);

  test("check names a hand-edited, a stale and an extra generated file", () => {
    const dir = project();
    expect(run(["generate", ...ARGS], dir).code).toBe(0);
    const edited = join(dir, "out/validators/toolPart.ts");
    writeFileSync(edited, readFileSync(edited, "utf8").replace("z.string()", "z.any()"));
    const schemaFile = join(dir, "schema/tool/toolTime.schema.json");
    const schema = JSON.parse(readFileSync(schemaFile, "utf8"));
    schema.properties.start.minimum = 5;
    writeFileSync(schemaFile, JSON.stringify(schema, null, 2));
    writeFileSync(join(dir, "out/types/orphan.ts"), "// Code generated from schema/orphan.schema.json. DO NOT EDIT.\nexport type Orphan = 1;\n");
    const result = run(["check", ...ARGS], dir);
    expect(result.code).toBe(1);
    expect(result.err).toContain("changed: out/validators/toolPart.ts");
    expect(result.err).toContain("changed: out/validators/toolTime.ts");
    expect(result.err).toContain("extra (no schema generates it): out/types/orphan.ts");
    expect(result.err).toMatch(/- .*z\.string\(\)/);
  }, 30_000);

  test("bad input exits 1 with file#pointer messages and leaves previous output untouched", () => {
    const dir = project();
    expect(run(["generate", ...ARGS], dir).code).toBe(0);
    const before = snapshot(dir);
    writeFileSync(join(dir, "schema/tool/broken.schema.json"), '{ "type": "object", ');
    const badRef = join(dir, "schema/tool/toolPart.schema.json");
    writeFileSync(badRef, readFileSync(badRef, "utf8").replace('"toolState.schema.json"', '"toolStat.schema.json"'));
    const result = run(["generate", ...ARGS], dir);
    expect(result.code).toBe(1);
    expect(result.err).toContain("schema/tool/broken.schema.json#: malformed JSON at line 1");
    expect(result.err).toContain("nothing was written");
    expect(snapshot(dir)).toEqual(before);
    // Fix the JSON: the dangling ref is now reported with its pointer, and still nothing is written.
    writeFileSync(join(dir, "schema/tool/broken.schema.json"), JSON.stringify({ $schema: "https://json-schema.org/draft/2020-12/schema", $id: "broken.schema.json", title: "B", description: "d", type: "string" }));
    const again = run(["generate", ...ARGS], dir);
    expect(again.code).toBe(1);
    expect(again.err).toContain('schema/tool/toolPart.schema.json#/properties/state/$ref: $ref "toolStat.schema.json" points to toolStat.schema.json');
    expect(snapshot(dir)).toEqual(before);
  });

  test("paths in messages are relative to where the user ran the command, not the task runner's folder", () => {
    const dir = project();
    writeFileSync(join(dir, "schema/tool/broken.schema.json"), JSON.stringify({ type: "object", properties: { a: { $ref: "#/$defs/missing" } } }));
    mkdirSync(join(dir, "packages/codegen"), { recursive: true });
    const args = ["generate", "--schemas", "../../schema", "--out", "../../out"];
    const viaRunner = run(args, join(dir, "packages/codegen"), { TOOLWIRE_CWD: dir });
    expect(viaRunner.code).toBe(1);
    expect(viaRunner.err).toMatch(/^schema\/tool\/broken\.schema\.json#\/properties\/a\/\$ref: /m);
    expect(run(args, join(dir, "packages/codegen"), { INIT_CWD: dir }).err).toMatch(/^schema\/tool\/broken\.schema\.json#\/properties\/a\/\$ref: /m);
    expect(run(args, join(dir, "packages/codegen")).err).toMatch(/^\.\.\/\.\.\/schema\/tool\/broken\.schema\.json#\/properties\/a\/\$ref: /m);
  });

  test("warnings (a typo'd keyword) are printed with file#pointer and do not fail generation", () => {
    const dir = project();
    writeFileSync(join(dir, "schema/tool/typo.schema.json"), JSON.stringify({ $id: "typo.schema.json", title: "T", description: "T", type: "object", additionalProperties: false, properties: { a: { title: "A", description: "A", type: "string", maxLenght: 3, "x-vendor": 1, markdownDescription: "m", format: "my-format" } } }));
    const result = run(["generate", ...ARGS], dir);
    expect(result.code).toBe(0);
    expect(result.err.trim()).toBe('schema/tool/typo.schema.json#/properties/a/maxLenght: warning: unknown keyword "maxLenght" (did you mean "maxLength"?) is ignored (an annotation)');
  });

  test("removing a schema deletes its generated files", () => {
    const dir = project();
    expect(run(["generate", ...ARGS], dir).code).toBe(0);
    Bun.spawnSync(["rm", join(dir, "schema/invocation/toolProgress.schema.json")]);
    const result = run(["generate", ...ARGS], dir);
    expect(result.code).toBe(0);
    expect(result.out).toContain("deleted out/validators/toolProgress.ts");
    expect(Object.keys(snapshot(dir))).not.toContain("validators/toolProgress.ts");
  });
});
