import { describe, expect, test } from "bun:test";
import { cpSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generatedOutputs, generateSchemas } from "../../src/proto-toolchain/generate-schemas.ts";
import { checkProto, repoLayout } from "../../src/proto-toolchain/proto-sync.ts";
import { scanGenerated } from "../../src/write/scan-existing.ts";
import { REPO_ROOT, tempDir } from "./helpers/repo.ts";

const OUTPUTS = generatedOutputs();

function generated(root: string): Map<string, string> {
  return new Map(OUTPUTS.flatMap(([dir, endings]) => scanGenerated(join(root, dir), endings).map((rel) => [`${dir}/${rel}`, readFileSync(join(root, dir, rel), "utf8")] as const)));
}

/** A repository with only the inputs: schema/ and the committed field lock. */
function inputsOnly(): string {
  const root = tempDir("generate-schemas");
  cpSync(join(REPO_ROOT, "schema"), join(root, "schema"), { recursive: true });
  mkdirSync(join(root, "proto"), { recursive: true });
  cpSync(join(REPO_ROOT, "proto/fields.lock.json"), join(root, "proto/fields.lock.json"));
  return root;
}

describe("generate:schemas (one process: the zod, ts and guard targets and the proto side)", () => {
  const root = inputsOnly();

  test("from the inputs alone it writes exactly the committed generated files, byte for byte", async () => {
    const result = await generateSchemas(root);
    expect(result.diagnostics).toEqual([]);
    expect(result.messages).toEqual([]);
    const committed = generated(REPO_ROOT);
    const written = generated(root);
    expect([...written.keys()].sort()).toEqual([...committed.keys()].sort());
    for (const [path, content] of committed) expect({ path, content: written.get(path) }).toEqual({ path, content });
    expect(result.report!.written.length).toBe(committed.size - 1); // the lock was already there, unchanged
  }, 60_000);

  test("proto check (check:schemas) passes on that output and names a changed and a missing file", async () => {
    const layout = repoLayout(root);
    expect((await checkProto(layout)).ok).toBe(true);
    const proto = join(root, "proto/opencode/tool/v1/tool.proto");
    const original = readFileSync(proto, "utf8");
    writeFileSync(proto, original.replace("message ", "message  "));
    unlinkSync(join(root, "packages/proto/opencode/tool/v1/tool.ts"));
    const drift = await checkProto(layout);
    expect(drift.ok).toBe(false);
    expect(drift.messages.some((m) => m.startsWith("out of date: proto/opencode/tool/v1/tool.proto"))).toBe(true);
    expect(drift.messages).toContain("missing: packages/proto/opencode/tool/v1/tool.ts");
    writeFileSync(proto, original);
  }, 60_000);

  test("a broken schema: diagnostics, and nothing on disk changes", async () => {
    const before = generated(root);
    const schema = join(root, "schema/tool/toolPart.schema.json");
    const text = readFileSync(schema, "utf8");
    writeFileSync(schema, text.replace('"$ref": "', '"$ref": "#/missing-'));
    try {
      const result = await generateSchemas(root);
      expect(result.diagnostics.length).toBeGreaterThan(0);
      expect(result.report).toBeUndefined();
      expect(generated(root)).toEqual(before);
    } finally {
      writeFileSync(schema, text);
    }
  }, 60_000);
});
