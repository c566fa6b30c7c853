import { describe, expect, test } from "bun:test";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./support/fixtures.ts";
import { scratchDir } from "./support/load-generated.ts";

const CLI = join(REPO_ROOT, "packages/codegen/src/cli/main.ts");
const FIXTURE = join(REPO_ROOT, "packages/codegen/test/fixtures/user-schemas");
const TSC = join(REPO_ROOT, "node_modules/.bin/tsc");

function run(cmd: string[], cwd: string) {
  const { TOOLWIRE_CWD: _t, INIT_CWD: _i, ...env } = process.env;
  const p = Bun.spawnSync(cmd, { cwd, env, stdout: "pipe", stderr: "pipe" });
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() };
}

describe("toolwire generate --targets zod,ts,proto on a user's schema folder", () => {
  test("writes .proto, ts-proto TypeScript and the bridge; the output type-checks and round-trips", () => {
    const dir = scratchDir("cli-proto-");
    cpSync(FIXTURE, join(dir, "schemas"), { recursive: true });
    const args = ["generate", "--schemas", "schemas", "--out", "out", "--targets", "zod,ts,proto", "--proto-package", "acme.demo"];
    const gen = run(["bun", CLI, ...args], dir);
    expect(gen.err).toContain("carried as google.protobuf.Value");
    expect(gen.code).toBe(0);
    const proto = readFileSync(join(dir, "out/proto/acme/demo/v1/demo.proto"), "utf8");
    // `string | string[]`: a oneof of the string and a repeated wrapper, not a Value.
    expect(proto).toMatch(/oneof tags \{\s*string string_value = \d+;\s*TagsList list_value = \d+;\s*\}/);
    // Its wrapper says what it is for: the list alternative (not presence, which the oneof already gives).
    expect(proto).toMatch(/\/\/ The list alternative of the enclosing oneof [^\n]*\n\s*message TagsList \{/);
    // Modules carried as a Value still get a message of their own.
    expect(proto).toMatch(/message Free \{\s*\/\/[^\n]*\n\s*google\.protobuf\.Value value = 1;/);
    expect(proto).toContain(`regenerate with \`toolwire ${args.join(" ")}\``);
    for (const f of ["out/proto-ts/acme/demo/v1/demo.ts", "out/proto-ts/google/protobuf/struct.ts", "out/proto-ts/bridge.ts", "out/proto-ts/bridge-runtime.ts"]) {
      expect(existsSync(join(dir, f))).toBe(true);
    }
    expect(readFileSync(join(dir, "out/proto-ts/bridge.ts"), "utf8").split("\n")[0]).toContain(`\`toolwire ${args.join(" ")}\``);
    expect(readFileSync(join(dir, "out/proto-ts/acme/demo/v1/demo.ts"), "utf8").split("\n")[0]).toContain("DO NOT EDIT");

    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: "ESNext", moduleResolution: "bundler", target: "ES2022", lib: ["ES2023", "DOM"], types: [], skipLibCheck: true }, include: ["out", "main.ts"] }),
    );
    writeFileSync(
      join(dir, "main.ts"),
      [
        `import { decodeFree, decodeItem, encodeFree, encodeItem, ProtoBridgeError } from "./out/proto-ts/bridge";`,
        `const items = [{ id: "a" }, { id: "b", tags: "x" }, { id: "c", tags: ["x", "y"] }, { id: "d", tags: [] }, { id: "e", extra: { k: [1, null] } }];`,
        `const out: unknown[] = items.map((v) => decodeItem(encodeItem(v)));`,
        `out.push(decodeFree(encodeFree({ any: ["json", 1, null] })));`,
        `try { encodeItem({ id: "f", tags: [1] } as never); out.push("accepted"); } catch (e) { out.push(e instanceof ProtoBridgeError ? "refused" : String(e)); }`,
        `console.log(JSON.stringify(out));`,
      ].join("\n"),
    );
    const tsc = run([TSC, "-p", "."], dir);
    expect(tsc.out + tsc.err).toBe("");
    expect(tsc.code).toBe(0);
    const ran = run(["bun", "main.ts"], dir);
    expect(ran.err).toBe("");
    expect(JSON.parse(ran.out)).toEqual([
      { id: "a" },
      { id: "b", tags: "x" },
      { id: "c", tags: ["x", "y"] },
      { id: "d", tags: [] },
      { id: "e", extra: { k: [1, null] } },
      { any: ["json", 1, null] },
      "refused",
    ]);

    // Regenerating is a no-op.
    expect(run(["bun", CLI, ...args], dir).out).toContain(" 0 written");
  }, 60_000);
});
