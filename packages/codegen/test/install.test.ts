import { describe, expect, test } from "bun:test";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "./support/fixtures.ts";

// Installs the packed tarball with npm into a project outside the repository (so no workspace path can help),
// then drives the installed `toolwire` bin under Node and Bun and type-checks and runs its output there.
const PACKAGE = join(REPO_ROOT, "packages/codegen");
const FIXTURE = join(PACKAGE, "test/fixtures/user-schemas");

function run(cmd: string[], cwd: string, timeout = 120_000) {
  const { TOOLWIRE_CWD: _t, INIT_CWD: _i, ...env } = process.env;
  const p = Bun.spawnSync(cmd, { cwd, env: { ...env, NO_COLOR: "1", npm_config_fund: "false", npm_config_audit: "false", npm_config_update_notifier: "false" }, stdout: "pipe", stderr: "pipe", timeout });
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() };
}

/** npm's own warnings about this machine's npmrc are not the package's business. */
const quiet = (s: string) => s.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("npm warn")).join("\n");

describe("npm pack → npm install in a fresh project → npx toolwire", () => {
  test("the tarball installs, generates zod,ts,proto from a config, and its output type-checks and runs under node against the project's zod", () => {
    const work = mkdtempSync(join(tmpdir(), "toolwire-install-"));
    try {
      const pack = run(["npm", "pack", "--pack-destination", work], PACKAGE);
      expect(pack.code).toBe(0);
      const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
      expect(tarball).toBeDefined();
      const listing = run(["tar", "-tzf", join(work, tarball!)], work).out;
      // Built JavaScript, the templates the emitters copy, the config schema; no TypeScript sources of the generator.
      for (const f of ["dist/toolwire.js", "dist/index.js", "dist/types/index.d.ts", "src/emit/zod/runtime/toolwire-runtime.ts", "src/emit/proto/bridge/runtime/bridge-runtime.ts", "src/config/toolwire.config.schema.json"]) {
        expect(listing).toContain(`package/${f}`);
      }
      expect(listing).not.toContain("package/src/cli/main.ts");

      const project = join(work, "project");
      cpSync(FIXTURE, join(project, "schemas"), { recursive: true });
      writeFileSync(join(project, "package.json"), JSON.stringify({ name: "fresh-project", private: true, type: "module" }));
      const install = run(["npm", "install", join(work, tarball!), "zod", "typescript"], project, 180_000);
      expect(quiet(install.err)).toBe("");
      expect(install.code).toBe(0);

      const init = run(["npx", "toolwire", "init", "--schemas", "schemas", "--out", "generated", "--targets", "zod,ts,proto", "--proto-package", "acme.demo"], project);
      expect(init.out).toContain("wrote toolwire.config.json");
      expect(init.code).toBe(0);
      const config = JSON.parse(readFileSync(join(project, "toolwire.config.json"), "utf8"));
      expect(config).toMatchObject({ schemas: "schemas", out: "generated", targets: ["zod", "ts", "proto"], proto: { package: "acme.demo" } });
      // The $schema the file names exists in the installed package.
      expect(existsSync(join(project, config.$schema))).toBe(true);

      const gen = run(["npx", "toolwire", "generate"], project);
      expect(gen.code).toBe(0);
      expect(gen.out).toMatch(/toolwire: \d+ written/);
      for (const f of ["validators/item.ts", "types/item.ts", "proto/acme/demo/v1/demo.proto", "proto-ts/acme/demo/v1/demo.ts", "proto-ts/bridge.ts"]) {
        expect(existsSync(join(project, "generated", f))).toBe(true);
      }
      // The same bin under Bun: nothing to do.
      const bunCheck = run(["bun", "node_modules/@toolwire/codegen/dist/toolwire.js", "check"], project);
      expect(bunCheck.out).toContain("up to date");
      expect(bunCheck.code).toBe(0);

      writeFileSync(
        join(project, "main.ts"),
        [
          `import { z } from "zod";`,
          `import { itemSchema } from "./generated/validators/item.js";`,
          `import type { Item } from "./generated/types/item.js";`,
          `import { decodeItem, encodeItem } from "./generated/proto-ts/bridge.js";`,
          // The library entry, typed by its shipped declarations (without them strict tsc stops at TS7016).
          `import { formatDiagnostic, generateInMemory, type GenerateOptions } from "@toolwire/codegen";`,
          `const item: Item = { id: "a", tags: ["x", "y"] };`,
          `const parsed: z.infer<typeof itemSchema> = itemSchema.parse(item);`,
          `const options: GenerateOptions = { schemasDir: "schemas", outDir: "generated", targets: ["zod"] };`,
          `// @ts-expect-error targets is a list of target names`,
          `const wrong: GenerateOptions = { schemasDir: "schemas", outDir: "generated", targets: "zod" };`,
          `const lib = await generateInMemory(options);`,
          `const library: string[] = [...lib.files.map((f) => f.path).filter((p) => p === "validators/item.ts"), ...lib.diagnostics.map(formatDiagnostic)];`,
          `console.log(JSON.stringify({ ok: itemSchema.safeParse({ id: 1 }).success, roundTrip: decodeItem(encodeItem(parsed)), zod: import.meta.resolve("zod"), library }));`,
        ].join("\n"),
      );
      // The strictest common setup: NodeNext resolution, compiled by the project's tsc, run by plain node.
      writeFileSync(
        join(project, "tsconfig.json"),
        JSON.stringify({ compilerOptions: { strict: true, module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", lib: ["ES2023", "DOM"], types: [], skipLibCheck: true, outDir: "dist" }, include: ["generated", "main.ts"] }),
      );
      const tsc = run(["npx", "tsc", "-p", "."], project);
      expect(quiet(tsc.out + tsc.err)).toBe("");
      expect(tsc.code).toBe(0);
      const node = run(["node", "dist/main.js"], project);
      expect(node.err).toBe("");
      expect(JSON.parse(node.out)).toEqual({ ok: false, roundTrip: { id: "a", tags: ["x", "y"] }, zod: expect.stringContaining(`${project}/node_modules/zod/`), library: ["validators/item.ts"] });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});
