import { describe, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bufGenYaml } from "../../src/emit/proto/buf-config.ts";
import { emitProto } from "../../src/emit/proto/emit-proto.ts";
import type { GeneratedFile } from "../../src/emit/generated-file.ts";
import { readInputs, repoLayout } from "../../src/proto-toolchain/proto-sync.ts";
import { runBuf, tsProtoPluginPath } from "../../src/proto-toolchain/tools.ts";
import { codeGeneratorRequest } from "../../src/proto-toolchain/ts-proto-in-process.ts";
import { compileTsProto, listFiles } from "../../src/proto-toolchain/ts-proto.ts";
import { buildProgram } from "../../src/pipeline.ts";
import { REPO_ROOT, repoProgram, tempDir, writeFiles } from "./helpers/repo.ts";

// Generation runs ts-proto's plugin code in process on one `buf build`. The reference is what it replaced: `buf generate`
// with the npm plugin run under node, as a user's buf.gen.yaml would (buf's default strategy: one plugin process per
// directory). Both must write the same files, byte for byte.
function bufGenerate(protoFiles: readonly GeneratedFile[], extraOptions: readonly string[]): Map<string, string> {
  const root = tempDir("ts-proto-reference");
  const proto = join(root, "proto");
  const out = join(root, "out");
  writeFiles(proto, protoFiles);
  writeFileSync(join(root, "buf.gen.yaml"), bufGenYaml(tsProtoPluginPath(), out, extraOptions));
  const run = runBuf(proto, ["generate", "--template", join(root, "buf.gen.yaml")]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return new Map(listFiles(out).map((p) => [p, readFileSync(join(out, p), "utf8")]));
}

async function inProcess(protoFiles: readonly GeneratedFile[], extraOptions: readonly string[]): Promise<Map<string, string>> {
  const compiled = await compileTsProto(protoFiles, extraOptions);
  if (!compiled.ok) throw new Error(compiled.message);
  return new Map(compiled.files.map((f) => [f.path, f.content]));
}

function expectSameFiles(actual: Map<string, string>, expected: Map<string, string>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, content] of expected) expect({ path, content: actual.get(path) }).toEqual({ path, content });
}

describe("ts-proto in process", () => {
  test("the canonical protos: the same files as buf generate with the plugin under node, with and without importSuffix", async () => {
    const layout = repoLayout(REPO_ROOT);
    const inputs = readInputs(layout);
    const emitted = emitProto(await repoProgram(), { lock: inputs.lock, services: inputs.services });
    expect(emitted.diagnostics).toEqual([]);
    for (const options of [[], ["importSuffix=.js"]]) {
      const reference = bufGenerate(emitted.files, options);
      expect(reference.size).toBeGreaterThan(10);
      expectSameFiles(await inProcess(emitted.files, options), reference);
    }
  }, 60_000);

  test("a user's schemas under another package name (the CLI's proto target): the same files as buf generate", async () => {
    const { program, diagnostics } = await buildProgram({ schemasDir: join(REPO_ROOT, "packages/codegen/test/fixtures/user-schemas") });
    expect(diagnostics).toEqual([]);
    const emitted = emitProto(program!, { lock: undefined, services: { file: "schemas/services.json", services: [], fileFormats: [] }, protoPackage: "acme.demo" });
    expect(emitted.diagnostics).toEqual([]);
    const reference = bufGenerate(emitted.files, ["importSuffix=.js"]);
    expect([...reference.keys()]).toContain("acme/demo/v1/demo.ts");
    expectSameFiles(await inProcess(emitted.files, ["importSuffix=.js"]), reference);
  }, 60_000);

  test("a buf build failure is reported, not thrown", async () => {
    const broken = [
      { path: "buf.yaml", content: "version: v2\n" },
      { path: "a/v1/a.proto", content: 'syntax = "proto3";\npackage a.v1;\nmessage A { Missing m = 1; }\n' },
    ];
    const compiled = await compileTsProto(broken);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.message).toMatch(/^buf build failed \(exit \d+\): .*Missing/s);
  });

  test("the request is built from a FileDescriptorSet only", () => {
    // Field 2 (not `file = 1`): not a FileDescriptorSet.
    expect(() => codeGeneratorRequest(new Uint8Array([0x12, 0x00]), [], "")).toThrow(/not a FileDescriptorSet/);
  });
});
