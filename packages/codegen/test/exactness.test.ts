import { describe, expect, test } from "bun:test";
import Ajv2020 from "ajv/dist/2020.js";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatDiagnostic } from "../src/diagnostics/diagnostic.ts";
import { generateInMemory } from "../src/generate.ts";
import { importGuard, importValidator, materialize, SCRATCH } from "./support/load-generated.ts";

/**
 * Exactness cases found by review: each schema is generated, and the emitted Zod and the compiled guard
 * must give ajv's verdict (which here is also the specification's) on every document.
 */
async function generate(files: Record<string, unknown>) {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "exact-"));
  for (const [name, json] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, "schemas", name)), { recursive: true });
    writeFileSync(join(dir, "schemas", name), JSON.stringify(json));
  }
  return generateInMemory({ schemasDir: join(dir, "schemas"), outDir: "unused", targets: ["zod", "ts", "guard"] });
}

async function expectSameVerdicts(schema: Record<string, unknown>, docs: unknown[]) {
  const { files, diagnostics } = await generate({ "root.schema.json": { $schema: "https://json-schema.org/draft/2020-12/schema", ...schema } });
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  const out = materialize(files, "exact-gen-");
  const zod = await importValidator(out, "root");
  const guard = await importGuard(out, "root");
  const ajv = new Ajv2020({ strict: false }).compile(schema);
  const verdicts = docs.map((doc) => ({ doc, ajv: ajv(doc), zod: zod.safeParse(doc).success, guard: guard(doc) }));
  expect(verdicts.filter((v) => v.ajv !== v.zod || v.ajv !== v.guard)).toEqual([]);
  // Each case must exercise both verdicts, or it proves nothing.
  expect(new Set(verdicts.map((v) => v.ajv)).size).toBe(2);
}

describe("closed objects stay closed next to other assertions", () => {
  const closed = { type: "object", properties: { email: { type: "string" }, phone: { type: "string" } }, additionalProperties: false };
  const docs = [{ email: "x" }, { email: "x", typo: 1 }, { phone: "1", typo: 1 }, { phone: "1" }, {}];
  test("with oneOf", () => expectSameVerdicts({ ...closed, oneOf: [{ required: ["email"] }, { required: ["phone"] }] }, docs));
  test("with not", () => expectSameVerdicts({ ...closed, not: { required: ["phone"] } }, docs));
  test("with if/then", () => expectSameVerdicts({ ...closed, if: { required: ["email"] }, then: { required: ["email"] } }, docs));
  test("with a $ref beside it", () =>
    expectSameVerdicts({ $defs: { base: { type: "object" } }, $ref: "#/$defs/base", ...closed }, docs));
  test("through a $ref inside allOf", () =>
    expectSameVerdicts({ $defs: { c: closed }, allOf: [{ $ref: "#/$defs/c" }, { required: ["email"] }] }, docs));
});

describe("required names without a properties entry", () => {
  test("are still unknown to additionalProperties: false", () =>
    expectSameVerdicts(
      { type: "object", properties: { id: { type: "string" } }, patternProperties: { "^n": { type: "string" } }, required: ["id", "name"], additionalProperties: false },
      [{ id: "1", name: "n" }, { id: "1", name: 1 }, { id: "1", name: "n", x: 1 }, { id: "1" }],
    ));
  test("a required name nothing allows makes every object invalid", async () => {
    const { files } = await generate({ "root.schema.json": { type: "object", properties: { id: { type: "string" } }, required: ["id", "name"], additionalProperties: false } });
    const zod = await importValidator(materialize(files, "exact-gen-"), "root");
    expect(zod.safeParse({ id: "1", name: "n" }).success).toBe(false);
  });
  test("are still checked by an additionalProperties schema", () =>
    expectSameVerdicts({ type: "object", required: ["count"], additionalProperties: { type: "integer" } }, [{ count: "many" }, { count: 3 }, {}]));
});

describe("tagged unions whose branches also accept non-objects", () => {
  const branches = [
    { properties: { type: { const: "circle" }, r: { type: "number" } }, required: ["type", "r"] },
    { properties: { type: { const: "square" }, side: { type: "number" } }, required: ["type", "side"] },
  ];
  const docs = ["circle", 42, null, [], true, { type: "circle", r: 1 }, { type: "square", r: 1 }];
  test("oneOf rejects what every branch accepts", () => expectSameVerdicts({ oneOf: branches }, docs));
  test("with the discriminator hint too", () => expectSameVerdicts({ oneOf: branches, discriminator: { propertyName: "type" } }, docs));
  test("anyOf accepts non-objects", () => expectSameVerdicts({ anyOf: branches, not: { type: "object" } }, docs));
});

describe("multipleOf", () => {
  test("exact for integers, even large ones", () => expectSameVerdicts({ type: "integer", multipleOf: 3 }, [3000000001, 3000000003, 9, 10]));
  test("a tiny value is not a multiple of a huge divisor", () => expectSameVerdicts({ multipleOf: 1e300 }, [1, 0, 2e300]));
  test("decimals: binary rounding is not a reason to accept", () => expectSameVerdicts({ multipleOf: 0.01 }, [5000000.005, 0.5, 7, 0.001]));
  test("decimals: binary rounding is not a reason to reject", async () => {
    // ajv gets these wrong (0.0075 / 0.0001 is 74.99999999999999 in binary), so compare with the arithmetic.
    const { files } = await generate({ "root.schema.json": { multipleOf: 0.0001 } });
    const zod = await importValidator(materialize(files, "exact-gen-"), "root");
    expect([0.0075, 0.00751, 19.99].map((v) => zod.safeParse(v).success)).toEqual([true, false, true]);
  });
});

describe("refused with a clear error", () => {
  const refused = async (files: Record<string, unknown>, message: RegExp) => {
    const { files: out, diagnostics } = await generate(files);
    expect(out).toEqual([]);
    expect(diagnostics.map(formatDiagnostic).join("\n")).toMatch(message);
  };
  test("a $ref loop that never reaches a value", () =>
    refused({ "a.schema.json": { $ref: "#/$defs/d", $defs: { d: { $ref: "#/$defs/d" } } } }, /a\.schema\.json#\/\$defs\/d: \$ref cycle that never reaches a value/));
  test("allOf back to the root", () => refused({ "a.schema.json": { type: "object", allOf: [{ $ref: "#" }] } }, /\$ref cycle that never reaches a value \(a → a\)/));
  test("through anyOf across files", () =>
    refused(
      { "a.schema.json": { $id: "a.schema.json", $ref: "b.schema.json" }, "b.schema.json": { $id: "b.schema.json", anyOf: [{ $ref: "a.schema.json" }, { type: "string" }] } },
      /\$ref cycle that never reaches a value/,
    ));
  test("keywords of other dialects", () =>
    refused({ "a.schema.json": { type: "object", dependencies: { a: ["b"] }, properties: { n: { type: "string", nullable: true } } } }, /#\/dependencies: unsupported keyword dependencies[\s\S]*#\/properties\/n\/nullable: unsupported keyword nullable/));
});

describe("references", () => {
  test("recursion through properties is fine", () =>
    expectSameVerdicts({ type: "object", properties: { next: { $ref: "#" } }, additionalProperties: false }, [{}, { next: { next: {} } }, { next: { x: 1 } }]));
  test("$defs of two *.schema.json files are local to each file", async () => {
    const { diagnostics, files } = await generate({ "a.schema.json": { $defs: { o: { type: "string" } }, $ref: "#/$defs/o" }, "b.schema.json": { $defs: { o: { type: "number" } }, $ref: "#/$defs/o" } });
    expect(diagnostics).toEqual([]);
    const dir = materialize(files, "exact-gen-");
    expect((await importValidator(dir, "a")).safeParse("x").success).toBe(true);
    expect((await importValidator(dir, "b")).safeParse("x").success).toBe(false);
  });
  test("an $anchor is reachable through the file path, like a pointer", async () => {
    const common = { $id: "common.schema.json", $defs: { addr: { $anchor: "addr", type: "string" } }, $ref: "#addr" };
    const { diagnostics, files } = await generate({ "sub/common.schema.json": common, "user.schema.json": { $ref: "sub/common.schema.json#addr" } });
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect((await importValidator(materialize(files, "exact-gen-"), "user")).safeParse(1).success).toBe(false);
  });
});

describe("union errors", () => {
  test("a failing union names the branch that came closest", async () => {
    const { files } = await generate({
      "u.schema.json": {
        anyOf: [
          { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
          { type: "object", properties: { uri: { type: "string" }, size: { type: "integer" } }, required: ["uri", "size"] },
        ],
      },
    });
    const zod = await importValidator(materialize(files, "exact-gen-"), "u");
    const result = zod.safeParse({ uri: "file:///a", size: "big" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe("Invalid input: no branch matched; closest is branch 2 of 2: at size: Invalid input: expected number, received string");
  });
});

describe("unions of constants", () => {
  const kinds = ["read", "edit", "delete", "move", "search", "execute", "think", "fetch", "switch_mode", "other"];
  test("a oneOf of distinct consts (ACP ToolKind) prints as z.enum", async () => {
    const { files } = await generate({ "root.schema.json": { oneOf: kinds.map((k) => ({ const: k, description: `kind ${k}` })) } });
    const zod = files.find((f) => f.path === "validators/root.ts")!.content;
    expect(zod).toContain(`z.enum([${kinds.map((k) => JSON.stringify(k)).join(", ")}])`);
    expect(zod).not.toContain("z.xor");
  });
  test("a oneOf of distinct consts accepts exactly its values", () =>
    expectSameVerdicts({ oneOf: kinds.map((k) => ({ const: k })) }, ["read", "other", "Read", "", 1, null, ["read"]]));
  test("a value listed by two oneOf branches matches both, so it is rejected", () =>
    expectSameVerdicts({ oneOf: [{ enum: ["a", "b"] }, { const: "b" }, { const: 1 }] }, ["a", "b", 1, 1.0, "c"]));
  test("anyOf may repeat a value", () => expectSameVerdicts({ anyOf: [{ enum: ["a", "b"] }, { const: "b" }, { const: null }] }, ["a", "b", null, "c", 0]));
});
