import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./support/fixtures.ts";
import { SCRATCH } from "./support/load-generated.ts";

// Turbo runs tasks in strict env mode: a variable reaches a task only when turbo.json lets it through. This
// runs the repository's own turbo.json and root scripts on a probe workspace whose tasks print what they got.
// `generate:schemas` runs the generator without turbo (its cache only ever skipped unchanged work; a cold run is
// faster than turbo's own start), and its probe checks the generator still learns where the user ran the command.
const TURBO = join(REPO_ROOT, "node_modules", ".bin", "turbo");
/** The generator entry the root `generate:schemas` script runs. */
const GENERATOR = "packages/codegen/src/proto-toolchain/generate-schemas.ts";

/** Variables the tests read (fixture folders, knobs); each must reach `bun run test`. */
const TEST_VARIABLES = ["ACP_SCHEMA_DIR", "ACP_SCHEMA", "JSON_SCHEMA_TEST_SUITE", "TOOLWIRE_RECORD", "CI"];

function probeWorkspace(): string {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "turbo-probe-"));
  const root = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { packageManager: string; scripts: Record<string, string> };
  writeFileSync(join(dir, "turbo.json"), readFileSync(join(REPO_ROOT, "turbo.json")));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "probe-root",
      private: true,
      workspaces: ["packages/*"],
      packageManager: root.packageManager,
      // The real root scripts, pointed at the probe package instead of the generator (repo scripts by their full path).
      scripts: { "generate:schemas": root.scripts["generate:schemas"]!.replace(GENERATOR, "packages/probe/generate.ts"), test: root.scripts.test!.replaceAll("bun scripts/", `bun ${join(REPO_ROOT, "scripts")}/`) },
    }),
  );
  mkdirSync(join(dir, "packages", "probe"), { recursive: true });
  const print = (names: string[]) => `bun -e 'console.log("PROBE " + JSON.stringify({ cwd: process.cwd(), ${names.map((n) => `${n}: process.env.${n}`).join(", ")} }))'`;
  writeFileSync(join(dir, "packages", "probe", "package.json"), JSON.stringify({ name: "probe", private: true, scripts: { test: print(TEST_VARIABLES) } }));
  // Where the generator's display paths start from (display-path.ts: TOOLWIRE_CWD, then INIT_CWD, then the cwd).
  writeFileSync(join(dir, "packages", "probe", "generate.ts"), 'console.log("PROBE " + JSON.stringify({ userCwd: process.env.TOOLWIRE_CWD || process.env.INIT_CWD || process.cwd() }));\n');
  writeFileSync(join(dir, "bun.lock"), JSON.stringify({ lockfileVersion: 1, workspaces: { "": { name: "probe-root" }, "packages/probe": { name: "probe" } }, packages: {} }));
  return dir;
}

function runScript(dir: string, script: string, env: Record<string, string>): Record<string, string | undefined> {
  // Only what a user's shell would have: no variables inherited from the turbo run that may be running this test.
  const base = { PATH: `${join(REPO_ROOT, "node_modules", ".bin")}:${process.env.PATH}`, HOME: process.env.HOME ?? "/tmp", TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", TURBO_FORCE: "true", TURBO_CACHE_DIR: join(dir, ".turbo-cache") };
  const p = Bun.spawnSync(["bun", "run", script], { cwd: dir, env: { ...base, ...env }, stdout: "pipe", stderr: "pipe", timeout: 60_000 });
  const out = p.stdout.toString() + p.stderr.toString();
  // The printed object, not turbo's echo of the command that prints it.
  const line = out.split("\n").find((l) => l.includes('PROBE {"'));
  if (!line) throw new Error(`no probe output from bun run ${script} (exit ${p.exitCode}):\n${out}`);
  return JSON.parse(line.slice(line.indexOf("PROBE ") + 6)) as Record<string, string | undefined>;
}

describe("turbo passes what the tasks need", () => {
  test("bun run test: every variable the tests read reaches them (ACP_SCHEMA_DIR, JSON_SCHEMA_TEST_SUITE, …)", () => {
    expect(TURBO).toBeTruthy();
    const dir = probeWorkspace();
    const env = Object.fromEntries(TEST_VARIABLES.map((n) => [n, `/from/the/shell/${n}`]));
    const got = runScript(dir, "test", env);
    expect(got.cwd).toBe(join(dir, "packages", "probe"));
    expect(Object.fromEntries(TEST_VARIABLES.map((n) => [n, got[n]]))).toEqual(env);
  }, 90_000);

});

describe("bun run generate:schemas", () => {
  test("runs the generator entry, which learns where the user ran the command (its paths are shown from there)", () => {
    const root = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(root.scripts["generate:schemas"]).toContain(GENERATOR);
    const dir = probeWorkspace();
    const got = runScript(dir, "generate:schemas", {});
    expect(got.userCwd).toBe(dir);
  }, 90_000);
});
