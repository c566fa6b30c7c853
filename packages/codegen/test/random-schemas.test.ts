import { expect, test } from "bun:test";
import Ajv2020 from "ajv/dist/2020.js";
import fc from "fast-check";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../src/diagnostics/diagnostic.ts";
import { generateInMemory } from "../src/generate.ts";
import { importGuard, importValidator, materialize, SCRATCH } from "./support/load-generated.ts";

/**
 * Differential test on random schemas: fast-check draws schemas from a grammar of draft 2020-12
 * keywords (nested, combined, closed and open objects, unions with and without tags, objects made of untyped
 * property groups) and documents shaped like them; the emitted Zod and the compiled guards must both give ajv's verdict on every one.
 * Areas where ajv itself is wrong (decimal multipleOf, unevaluated*, contains next to prefixItems) are left
 * out of the grammar.
 */
const SCHEMAS = Number(process.env.TOOLWIRE_RANDOM_SCHEMAS ?? 300);
const DOCS = 40;

const key = fc.constantFrom("a", "b", "type", "n", "x-1");
const scalarSchema = fc.oneof(
  fc.record({ type: fc.constant("string"), minLength: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: ["type"] }),
  fc.record({ type: fc.constant("string"), pattern: fc.constantFrom("^a", "b$", "^[a-c]+$", "é") }),
  fc.record({ type: fc.constantFrom("integer", "number"), minimum: fc.integer({ min: -2, max: 2 }), multipleOf: fc.constantFrom(2, 3) }, { requiredKeys: ["type"] }),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom<unknown>("a", "b", 1, 2.5, null, true, [1], { a: 1 }), { minLength: 1, maxLength: 3, selector: (v) => JSON.stringify(v) }) }),
  fc.record({ const: fc.constantFrom<unknown>("circle", 0, false, null, { a: 1 }) }),
  fc.record({ type: fc.constantFrom<unknown>("null", "boolean", ["string", "null"], ["integer", "string"]) }),
  fc.constantFrom<unknown>(true, false, {}),
);

const schema: fc.Arbitrary<unknown> = fc.letrec<{ s: unknown }>((tie) => ({
  s: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalarSchema,
    fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(key, tie("s"), { maxKeys: 3 }),
        required: fc.uniqueArray(key, { maxLength: 2 }),
        additionalProperties: fc.oneof(fc.boolean(), tie("s")),
        patternProperties: fc.dictionary(fc.constantFrom("^x-", "^b"), tie("s"), { maxKeys: 1 }),
        propertyNames: fc.constantFrom<unknown>({ maxLength: 1 }, { pattern: "^[a-z]" }),
        minProperties: fc.integer({ min: 0, max: 2 }),
        dependentRequired: fc.constantFrom<unknown>({ a: ["b"] }, { type: ["a"] }),
      },
      { requiredKeys: ["type"] },
    ),
    fc.record({ properties: fc.dictionary(key, tie("s"), { maxKeys: 2 }), required: fc.uniqueArray(key, { maxLength: 2 }) }, { requiredKeys: ["required"] }),
    fc.record(
      { type: fc.constant("array"), items: tie("s"), minItems: fc.integer({ min: 0, max: 2 }), uniqueItems: fc.boolean(), contains: tie("s"), maxContains: fc.integer({ min: 1, max: 2 }) },
      { requiredKeys: ["type"] },
    ),
    fc.record({ type: fc.constant("array"), prefixItems: fc.array(tie("s"), { minLength: 1, maxLength: 2 }), items: fc.oneof(fc.constant(false), tie("s")) }, { requiredKeys: ["type", "prefixItems"] }),
    fc.record({ allOf: fc.array(tie("s"), { minLength: 1, maxLength: 2 }) }),
    fc.record({ anyOf: fc.array(tie("s"), { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie("s"), { minLength: 1, maxLength: 3 }) }),
    fc.record({ not: tie("s") }),
    fc.record({ if: tie("s"), then: tie("s"), else: tie("s") }, { requiredKeys: ["if"] }),
    // Tagged unions, closed or open, typed as objects or not.
    fc.record({
      oneOf: fc.constant([
        { type: "object", properties: { type: { const: "circle" }, r: { type: "number" } }, required: ["type", "r"], additionalProperties: false },
        { properties: { type: { const: "square" }, side: { type: "integer" } }, required: ["type"] },
      ]),
    }),
    fc.record({
      oneOf: fc.constant([
        { properties: { type: { const: "circle" } }, required: ["type"] },
        { properties: { type: { const: "square" } }, required: ["type"] },
      ]),
    }),
    // A closed object next to other assertions.
    tie("s").map((other) => ({ type: "object", properties: { a: { type: "string" }, type: {} }, additionalProperties: false, allOf: [other] })),
  ),
})).s;

// An object whose allOf lists untyped property groups ("this object, or any non-object"), through $defs and
// inline, as SchemaStore's stylelintrc does: the groups are specialised to their object branch.
const untypedGroup = fc.record({ properties: fc.dictionary(key, schema, { maxKeys: 2 }), required: fc.uniqueArray(key, { maxLength: 1 }) }, { requiredKeys: ["properties"] });
const objectOfGroups = fc
  .record({ g: untypedGroup, h: untypedGroup, other: fc.oneof(schema, untypedGroup), inline: untypedGroup })
  .map(({ g, h, other, inline }) => ({ type: "object", $defs: { g, h, other }, allOf: [{ $ref: "#/$defs/g" }, { $ref: "#/$defs/h" }, { $ref: "#/$defs/other" }, inline] }));
const topSchema = fc.oneof({ arbitrary: schema, weight: 4 }, { arbitrary: objectOfGroups, weight: 1 });

const doc: fc.Arbitrary<unknown> = fc.letrec<{ d: unknown }>((tie) => ({
  d: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom<unknown>("a", "b", "ab", "é", "circle", "square", "", 0, 1, 2, 2.5, 3, 6, -1, 9007199254740993, null, true, false),
    fc.dictionary(key, tie("d"), { maxKeys: 4 }),
    fc.array(tie("d"), { maxLength: 3 }),
  ),
})).d;

test(`random schemas: ${SCHEMAS} schemas × ${DOCS} documents, Zod and guards agree with ajv`, async () => {
  const schemas = fc.sample(topSchema, { numRuns: SCHEMAS, seed: 424242 });
  // Through JSON text, as real documents arrive (fast-check may build null-prototype objects).
  const docs = fc.sample(doc, { numRuns: SCHEMAS * DOCS, seed: 4242 }).map((d) => JSON.parse(JSON.stringify(d)));
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "random-"));
  mkdirSync(join(dir, "schemas"));
  schemas.forEach((s, i) => writeFileSync(join(dir, "schemas", `s${i}.schema.json`), JSON.stringify(s)));
  const { files, diagnostics } = await generateInMemory({ schemasDir: join(dir, "schemas"), outDir: "unused", targets: ["zod", "guard"] });
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  const out = materialize(files, "random-gen-");
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const disagreements: string[] = [];
  let valid = 0;
  for (const [i, s] of schemas.entries()) {
    const zod = await importValidator(out, `s${i}`);
    const guard = await importGuard(out, `s${i}`);
    const check = ajv.compile(s as object);
    for (const d of docs.slice(i * DOCS, (i + 1) * DOCS)) {
      const expected = check(d) as boolean;
      if (expected) valid++;
      if (zod.safeParse(d).success !== expected) disagreements.push(`zod: ${JSON.stringify(s)} on ${JSON.stringify(d)}: ajv ${expected}`);
      let guarded: boolean | string;
      try {
        guarded = guard(d);
      } catch (error) {
        guarded = (error as Error).message;
      }
      if (guarded !== expected) disagreements.push(`guard: ${JSON.stringify(s)} on ${JSON.stringify(d)}: ajv ${expected}, guard ${guarded}`);
    }
  }
  expect(disagreements.slice(0, 10)).toEqual([]);
  // Both verdicts must be common, or the comparison proves little.
  expect(valid).toBeGreaterThan((SCHEMAS * DOCS) / 10);
  expect(valid).toBeLessThan((SCHEMAS * DOCS * 9) / 10);
}, 120_000);
