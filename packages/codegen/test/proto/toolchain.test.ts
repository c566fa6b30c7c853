import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bufGenYaml, TS_PROTO_OPTIONS } from "../../src/emit/proto/buf-config.ts";
import { emitProto } from "../../src/emit/proto/emit-proto.ts";
import { emitProtoTarget } from "../../src/emit/proto/proto-target.ts";
import { checkProto, lintAndFormatCheck, protocCompile, readInputs, repoLayout } from "../../src/proto-toolchain/proto-sync.ts";
import { runBuf } from "../../src/proto-toolchain/tools.ts";
import { REPO_ROOT, repoProgram, tempDir, writeFiles } from "./helpers/repo.ts";

// The emitted .proto files (from the real schemas) pass buf lint and buf format, and protoc compiles them.
const layout = repoLayout(REPO_ROOT);
const inputs = readInputs(layout);
const program = await repoProgram();
const emitted = emitProto(program, { lock: inputs.lock, services: inputs.services });
const out = tempDir("proto-lint");
writeFiles(out, emitted.files);

describe("proto toolchain on the canonical schemas", () => {
  test("the emitter reports no diagnostics", () => {
    expect(emitted.diagnostics).toEqual([]);
    expect(inputs.diagnostics).toEqual([]);
  });

  test("buf lint (STANDARD) is clean", () => {
    const r = runBuf(out, ["lint"]);
    expect(r.stdout + r.stderr).toBe("");
    expect(r.code).toBe(0);
  });

  test("buf format --exit-code is clean (the writer prints buf's layout)", () => {
    const r = runBuf(out, ["format", "--diff", "--exit-code"]);
    expect(r.stdout).toBe("");
    expect(r.code).toBe(0);
  });

  test("check's buf step finds nothing on the emitted files, and names each tool that finds something elsewhere", async () => {
    expect(await lintAndFormatCheck(out)).toEqual([]);
    const bad = tempDir("proto-bad");
    // Badly laid out (buf format would rewrite it) and against STANDARD lint (message name not PascalCase).
    writeFiles(bad, [
      { path: "buf.yaml", content: "version: v2\nlint:\n  use:\n    - STANDARD\n" },
      { path: "a/v1/a.proto", content: 'syntax = "proto3";\npackage a.v1;\nmessage bad_name {   string x = 1; }\n' },
    ]);
    const messages = await lintAndFormatCheck(bad);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^buf lint failed \(exit \d+\):\n.*bad_name/s);
    expect(messages[1]).toMatch(/^buf format --diff --exit-code failed \(exit \d+\):\n/);
  });

  test("protoc (Debian's protobuf-compiler) compiles every emitted file", () => {
    const r = protocCompile(out);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
  });

  test("the committed proto/ compiles with protoc too", () => {
    const r = protocCompile(layout.proto);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
  });

  test("the committed lock is unchanged by regeneration (numbers are stable)", () => {
    const lock = emitted.files.find((f) => f.path === "fields.lock.json")!;
    expect(lock.content).toBe(readFileSync(join(layout.proto, "fields.lock.json"), "utf8"));
  });

  test("committed buf.gen.yaml uses the local ts-proto plugin with the contract options", () => {
    const text = readFileSync(join(layout.proto, "buf.gen.yaml"), "utf8");
    expect(text).toBe(bufGenYaml());
    for (const o of TS_PROTO_OPTIONS) expect(text).toContain(`- ${o}`);
    expect(text).not.toContain("remote:");
  });

  test("the CLI adapter (target proto) emits the committed proto/ files; its buf.gen.yaml is the portable one", async () => {
    const read = (p: string) => JSON.parse(readFileSync(join(REPO_ROOT, p), "utf8"));
    const result = await emitProtoTarget(program, { protoLock: read("proto/fields.lock.json"), services: read("schema/services.json") });
    expect(result.diagnostics).toEqual([]);
    for (const f of result.files) {
      expect(f.path.startsWith("proto/")).toBe(true);
      if (f.path === "proto/buf.gen.yaml") {
        // Outside this repo the plugin comes from PATH, not from packages/codegen.
        expect(f.content).toContain("local: protoc-gen-ts_proto");
        expect(f.content).not.toContain("../packages/");
        continue;
      }
      expect(f.content).toBe(readFileSync(join(REPO_ROOT, f.path), "utf8"));
    }
  });

  test("check: proto/, packages/proto (ts-proto + bridge) and docs/reference match a fresh generation", async () => {
    const r = await checkProto(layout);
    expect(r.messages).toEqual(["proto: up to date"]);
    expect(r.ok).toBe(true);
  }, 30_000);
});
