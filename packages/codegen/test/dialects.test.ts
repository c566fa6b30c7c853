import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatDiagnostic } from "../src/diagnostics/diagnostic.ts";
import type { Dialect } from "../src/dialect/dialect.ts";
import { generateInMemory } from "../src/generate.ts";
import { importValidator, materialize, SCRATCH } from "./support/load-generated.ts";

/** Generates a folder of schemas and returns a verdict function per module. */
async function compile(files: Record<string, unknown>, defaultDialect?: Dialect) {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "dialect-"));
  for (const [name, json] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, "schemas", name)), { recursive: true });
    writeFileSync(join(dir, "schemas", name), JSON.stringify(json));
  }
  const { files: out, diagnostics } = await generateInMemory({ schemasDir: join(dir, "schemas"), outDir: "unused", targets: ["zod", "ts"], ...(defaultDialect ? { defaultDialect } : {}) });
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  const generated = materialize(out, "dialect-gen-");
  return async (module: string) => {
    const zod = await importValidator(generated, module);
    return (doc: unknown) => zod.safeParse(doc).success;
  };
}

const D4 = "http://json-schema.org/draft-04/schema#";
const D7 = "http://json-schema.org/draft-07/schema#";
const D2019 = "https://json-schema.org/draft/2019-09/schema";
const D2020 = "https://json-schema.org/draft/2020-12/schema";

describe("each document is read in its own dialect", () => {
  test("draft-04: boolean exclusiveMaximum, id, definitions", async () => {
    const load = await compile({
      "n.schema.json": { $schema: D4, id: "http://example.com/n.json", definitions: { lim: { type: "number", maximum: 10, exclusiveMaximum: true } }, $ref: "#/definitions/lim" },
    });
    const ok = await load("n");
    expect([9.5, 10, 11].map(ok)).toEqual([true, false, false]);
  });
  test("draft-07: $ref replaces its object; dependencies; items array + additionalItems", async () => {
    const load = await compile({
      "a.schema.json": {
        $schema: D7,
        type: "object",
        properties: { tag: { $ref: "#/definitions/s", maxLength: 1 }, pair: { items: [{ type: "string" }, { type: "number" }], additionalItems: false } },
        dependencies: { a: ["b"], c: { required: ["d"] } },
        definitions: { s: { type: "string" } },
      },
    });
    const ok = await load("a");
    expect(ok({ tag: "long is fine: maxLength beside $ref is ignored" })).toBe(true);
    expect(ok({ pair: ["x", 1] })).toBe(true);
    expect(ok({ pair: ["x", 1, 2] })).toBe(false);
    expect(ok({ a: 1 })).toBe(false);
    expect(ok({ a: 1, b: 2 })).toBe(true);
    expect(ok({ c: 1 })).toBe(false);
    expect(ok({ c: 1, d: 1 })).toBe(true);
  });
  test("a keyword of a newer dialect is an annotation in an older one", async () => {
    const load = await compile({ "a.schema.json": { $schema: D7, prefixItems: [{ type: "string" }], dependentRequired: { a: ["b"] } } });
    const ok = await load("a");
    expect([[1], { a: 1 }].map(ok)).toEqual([true, true]);
  });
  test("2019-09: $recursiveRef extends a recursive schema", async () => {
    const load = await compile({
      "tree.schema.json": { $schema: D2019, $id: "https://example.com/tree", $recursiveAnchor: true, type: "object", properties: { kids: { type: "array", items: { $recursiveRef: "#" } } } },
      "strictTree.schema.json": { $schema: D2019, $id: "https://example.com/strict-tree", $recursiveAnchor: true, $ref: "tree", unevaluatedProperties: false },
    });
    const strict = await load("strictTree");
    const loose = await load("tree");
    const typoDeep = { kids: [{ kids: [], typo: 1 }] };
    expect(loose(typoDeep)).toBe(true);
    expect(strict(typoDeep)).toBe(false);
    expect(strict({ kids: [{ kids: [] }] })).toBe(true);
  });
  test("2020-12: $dynamicRef takes the outermost $dynamicAnchor of the scope", async () => {
    const load = await compile({
      "list.schema.json": { $schema: D2020, $id: "https://example.com/list", $dynamicAnchor: "item", $defs: { item: { $dynamicAnchor: "item" } }, type: "array", items: { $dynamicRef: "#item" } },
      "numbers.schema.json": { $schema: D2020, $id: "https://example.com/numbers", $ref: "list", $defs: { item: { $dynamicAnchor: "item", type: "number" } } },
    });
    expect([[1, "x"], [1, 2]].map(await load("list"))).toEqual([true, true]);
    expect([[1, "x"], [1, 2]].map(await load("numbers"))).toEqual([false, true]);
  });
  test("mixed dialects across $ref: each side keeps its own rules", async () => {
    const load = await compile({
      "old.schema.json": { $schema: D4, type: "number", maximum: 5, exclusiveMaximum: true },
      "new.schema.json": { $schema: D2020, type: "object", properties: { n: { $ref: "old.schema.json" }, t: { prefixItems: [{ type: "string" }], items: false } } },
    });
    const ok = await load("new");
    expect([{ n: 4 }, { n: 5 }, { t: ["a"] }, { t: ["a", "b"] }].map(ok)).toEqual([true, false, true, false]);
  });
  test("--default-dialect applies to documents without $schema", async () => {
    const schema = { "a.schema.json": { items: [{ type: "string" }], additionalItems: false } };
    const ok = await (await compile(schema, "draft-07"))("a");
    expect([["x"], ["x", 1]].map(ok)).toEqual([true, false]);
  });
  test("$refs to every standard meta-schema resolve offline, side by side, and validate schemas", async () => {
    const uris = { d4: D4, d6: "http://json-schema.org/draft-06/schema#", d7: D7, d2019: D2019, d2020: D2020 };
    const load = await compile(Object.fromEntries(Object.entries(uris).map(([name, uri]) => [`${name}.schema.json`, { $schema: uri, $ref: uri }])));
    for (const name of Object.keys(uris)) {
      const ok = await load(name);
      expect([{ type: "string" }, { type: 12 }, { minLength: -1 }, { properties: { a: { type: "nope" } } }].map(ok)).toEqual([true, false, false, false]);
    }
  });
});

describe("keywords outside the dialect", () => {
  test("another dialect's assertion, a typo and an assertion beside a draft-07 $ref are warnings naming the pointer; vendor keywords and unknown formats are silent", async () => {
    mkdirSync(SCRATCH, { recursive: true });
    const dir = mkdtempSync(join(SCRATCH, "dialect-"));
    mkdirSync(join(dir, "schemas"));
    writeFileSync(
      join(dir, "schemas", "a.schema.json"),
      JSON.stringify({ $schema: D7, type: "object", unevaluatedProperties: false, properties: { n: { type: "string", minLenght: 2, format: "my-id", "x-order": 1, markdownDescription: "*n*", deprecationMessage: "old" }, r: { $ref: "#/properties/n", maxLength: 3, description: "fine" } } }),
    );
    const { diagnostics, warnings, files } = await generateInMemory({ schemasDir: join(dir, "schemas"), outDir: "unused", targets: ["zod"] });
    expect(diagnostics).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
    expect(warnings.map(formatDiagnostic).map((m) => m.replace(/^.*#/, "#"))).toEqual([
      "#/unevaluatedProperties: warning: unevaluatedProperties is not a draft-07 keyword, so it is ignored (an annotation)",
      '#/properties/n/minLenght: warning: unknown keyword "minLenght" (did you mean "minLength"?) is ignored (an annotation)',
      "#/properties/r/maxLength: warning: maxLength beside $ref is ignored in draft-07, where a $ref replaces its whole schema (put both in an allOf)",
    ]);
  });
});
