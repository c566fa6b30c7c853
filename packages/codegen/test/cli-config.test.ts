import { describe, expect, test } from "bun:test";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./support/fixtures.ts";
import { scratchDir } from "./support/load-generated.ts";

const CLI = join(REPO_ROOT, "packages/codegen/src/cli/main.ts");
const FIXTURE = join(REPO_ROOT, "packages/codegen/test/fixtures/user-schemas");

function run(args: string[], cwd: string) {
  const { TOOLWIRE_CWD: _t, INIT_CWD: _i, ...env } = process.env;
  const p = Bun.spawnSync(["bun", CLI, ...args], { cwd, env, stdout: "pipe", stderr: "pipe" });
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() };
}

function project(): string {
  const dir = scratchDir("cli-config-");
  cpSync(FIXTURE, join(dir, "schemas"), { recursive: true });
  return dir;
}

describe("toolwire.config.json and toolwire init", () => {
  test("init writes a config that generate then uses; it refuses to overwrite without --force", () => {
    const dir = project();
    const init = run(["init", "--schemas", "schemas", "--out", "gen", "--targets", "zod"], dir);
    expect(init.code).toBe(0);
    const text = readFileSync(join(dir, "toolwire.config.json"), "utf8");
    expect(JSON.parse(text)).toEqual({
      $schema: "./node_modules/@toolwire/codegen/src/config/toolwire.config.schema.json",
      schemas: "schemas",
      out: "gen",
      targets: ["zod"],
    });
    const again = run(["init"], dir);
    expect(again.code).toBe(1);
    expect(again.err).toContain("toolwire.config.json exists; use --force");
    expect(readFileSync(join(dir, "toolwire.config.json"), "utf8")).toBe(text);

    const gen = run(["generate"], dir);
    expect(gen.code).toBe(0);
    expect(existsSync(join(dir, "gen/validators/item.ts"))).toBe(true);
    expect(existsSync(join(dir, "gen/types"))).toBe(false);

    // Flags override the file: --targets ts adds types, --out moves the output.
    expect(run(["generate", "--targets", "ts", "--out", "other"], dir).code).toBe(0);
    expect(existsSync(join(dir, "other/types/item.ts"))).toBe(true);
    expect(existsSync(join(dir, "other/validators"))).toBe(false);

    expect(run(["init", "--force", "--out", "gen2"], dir).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "toolwire.config.json"), "utf8")).out).toBe("gen2");
  }, 30_000);

  test("paths in a config are relative to the file; --config names another file", () => {
    const dir = project();
    writeFileSync(join(dir, "schemas", "cfg.json"), JSON.stringify({ schemas: ".", out: "../elsewhere", targets: ["ts"] }));
    const gen = run(["generate", "--config", "schemas/cfg.json"], dir);
    expect(gen.err).toBe("");
    expect(gen.code).toBe(0);
    expect(existsSync(join(dir, "elsewhere/types/free.ts"))).toBe(true);
    expect(run(["generate", "--config", "missing.json"], dir).code).toBe(2);
  }, 30_000);

  test("an invalid config is refused with file#pointer messages against its JSON Schema, and nothing is written", () => {
    const dir = project();
    writeFileSync(
      join(dir, "toolwire.config.json"),
      JSON.stringify({ schemas: "schemas", out: "gen", targets: ["zod", "rust"], proto: { package: "Acme" }, colour: true }, null, 2),
    );
    const r = run(["generate"], dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain("toolwire.config.json#/targets/1: must be equal to one of the allowed values");
    expect(r.err).toContain("toolwire.config.json#/proto/package: must match pattern");
    expect(r.err).toContain('toolwire.config.json#: must NOT have additional properties "colour"');
    expect(existsSync(join(dir, "gen"))).toBe(false);

    writeFileSync(join(dir, "toolwire.config.json"), '{ "schemas": "schemas", ');
    const broken = run(["check"], dir);
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/toolwire\.config\.json#: malformed JSON at line 1/);
  }, 30_000);

  test("without a config, missing --schemas/--out are usage errors", () => {
    const dir = project();
    const r = run(["generate", "--out", "x"], dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain("--schemas <dir> is required");
  });

  test("every command has its own --help; unknown options name the command", () => {
    const dir = project();
    const overview = run(["--help"], dir);
    expect(overview.code).toBe(0);
    for (const cmd of ["generate", "check", "init"]) expect(overview.out).toContain(`toolwire ${cmd}`);
    const generate = run(["generate", "--help"], dir);
    expect(generate.out).toStartWith("toolwire generate:");
    expect(generate.out).toContain("--watch");
    expect(generate.out).toContain("--config <file>");
    expect(run(["check", "-h"], dir).out).toStartWith("toolwire check:");
    const init = run(["help", "init"], dir);
    expect(init.out).toStartWith("toolwire init:");
    expect(init.out).toContain("--force");
    const bad = run(["check", "--watch"], dir);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown option "--watch" for check');
  });
});
