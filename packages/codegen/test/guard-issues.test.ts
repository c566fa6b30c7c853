import { expect, test } from "bun:test";
import fc from "fast-check";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatDiagnostic } from "../src/diagnostics/diagnostic.ts";
import { generateInMemory } from "../src/generate.ts";
import { guardExports, materialize, SCRATCH, type GuardExports } from "./support/load-generated.ts";

/**
 * `check<Name>` builds issue paths on the way out of nested checks (innermost segment first, reversed once at
 * the end), so these tests pin the paths themselves: exact ones through references, arrays, map keys, unions and
 * unevaluatedProperties, and for random documents that every path leads to a place in the document.
 */
const ITEM = {
  type: "object",
  properties: { name: { type: "string", minLength: 2 }, tags: { type: "array", items: { type: "string" } } },
  required: ["name"],
  additionalProperties: false,
};
const SCHEMAS = {
  "item.schema.json": { $schema: "https://json-schema.org/draft/2020-12/schema", ...ITEM },
  "root.schema.json": {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      items: { type: "array", items: { $ref: "item.schema.json" } },
      byId: { type: "object", additionalProperties: { $ref: "item.schema.json" } },
      shape: {
        anyOf: [
          { type: "object", properties: { circle: { type: "object", properties: { r: { type: "number" } }, required: ["r"] } }, required: ["circle"] },
          { type: "object", properties: { square: { type: "number" } }, required: ["square"] },
        ],
      },
      extended: { allOf: [{ type: "object", properties: { a: { type: "integer" } } }], unevaluatedProperties: { type: "object", properties: { deep: { type: "boolean" } } } },
    },
    additionalProperties: false,
  },
};

async function rootGuard(): Promise<GuardExports> {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "guard-issues-"));
  for (const [name, json] of Object.entries(SCHEMAS)) {
    mkdirSync(dirname(join(dir, "schemas", name)), { recursive: true });
    writeFileSync(join(dir, "schemas", name), JSON.stringify(json));
  }
  const { files, diagnostics } = await generateInMemory({ schemasDir: join(dir, "schemas"), outDir: "unused", targets: ["ts", "guard"] });
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  const path = join(materialize(files, "guard-issues-gen-"), "guards", "root.ts");
  return guardExports((await import(path)) as Record<string, unknown>, path);
}

const guard = await rootGuard();

function issuesOf(doc: unknown): { path: readonly (string | number)[]; message: string }[] {
  const result = guard.check(doc);
  if (result.success) throw new Error(`expected ${JSON.stringify(doc)} to be rejected`);
  return [...result.error.issues];
}

test("every issue of a nested document is reported at its full path, root first, in document order", () => {
  const doc = {
    items: [{ name: "ok" }, { name: "x", tags: ["a", 7] }, { name: "fine", extra: true }],
    byId: { "k 1": { name: "good" }, k2: { tags: [] } },
    extended: { a: 1, more: { deep: "no" } },
  };
  expect(issuesOf(doc).map((i) => i.path)).toEqual([
    ["items", 1, "name"],
    ["items", 1, "tags", 1],
    ["items", 2, "extra"],
    ["byId", "k2", "name"],
    ["extended", "more", "deep"],
    ["extended", "more"],
  ]);
});

test("a union that matches no branch reports the closest branch's issues below the union's own path", () => {
  const [issue, ...rest] = issuesOf({ shape: { circle: { r: "big" } } });
  expect(rest).toEqual([]);
  expect(issue!.path).toEqual(["shape", "circle", "r"]);
  expect(issue!.message).toContain("closest is branch 1 of 2");
});

test("the same document checked twice gives the same paths (nothing is shared between calls)", () => {
  const doc = { items: [{ name: 1 }], byId: { a: { name: "" } } };
  const first = issuesOf(doc).map((i) => i.path);
  expect(issuesOf(doc).map((i) => i.path)).toEqual(first);
  expect(first).toEqual([["items", 0, "name"], ["byId", "a", "name"]]);
});

test("{ first: true } stops at the first issue: the one check reports first, alone, and the same verdict otherwise", () => {
  const doc = { items: [{ name: "ok" }, { name: "x", tags: ["a", 7] }], byId: { k2: { tags: [] } } };
  const all = issuesOf(doc);
  expect(all.length).toBeGreaterThan(1);
  const first = guard.check(doc, { first: true });
  expect(first.success).toBe(false);
  if (!first.success) expect(first.error.issues).toEqual([all[0]!]);
  expect(guard.check({ items: [{ name: "ok" }] }, { first: true })).toEqual({ success: true, data: { items: [{ name: "ok" }] } });
});

/** The value at `path`, or `undefined`; `true` in `parentExists` when every segment but the last resolves. */
function parentExists(doc: unknown, path: readonly (string | number)[]): boolean {
  let at: unknown = doc;
  for (const segment of path.slice(0, -1)) {
    if (at === null || typeof at !== "object" || !Object.hasOwn(at, segment)) return false;
    at = (at as Record<string | number, unknown>)[segment];
  }
  return true;
}

test("property-based: every issue path of a random document leads into that document; { first: true } gives the first", () => {
  const leaf = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.boolean(), fc.constant(null));
  const item = fc.record({ name: fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), tags: fc.array(leaf, { maxLength: 3 }), junk: leaf }, { requiredKeys: [] });
  const doc = fc.record(
    {
      items: fc.array(fc.oneof(item, leaf), { maxLength: 4 }),
      byId: fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(item, leaf), { maxKeys: 3 }),
      shape: fc.oneof(fc.record({ circle: fc.record({ r: leaf }) }), fc.record({ square: leaf }), leaf),
      extended: fc.dictionary(fc.constantFrom("a", "b", "c"), fc.oneof(leaf, fc.record({ deep: leaf })), { maxKeys: 3 }),
    },
    { requiredKeys: [] },
  );
  let rejected = 0;
  fc.assert(
    fc.property(doc, (d) => {
      const result = guard.check(d);
      if (result.success) return true;
      rejected++;
      const first = guard.check(d, { first: true });
      // First-issue mode walks the same way and stops at the first issue: exactly the full list's first.
      if (first.success || JSON.stringify(first.error.issues) !== JSON.stringify(result.error.issues.slice(0, 1))) return false;
      return result.error.issues.every((i) => parentExists(d, i.path));
    }),
    { numRuns: 500, seed: 12 },
  );
  // Random documents must reach the failure side, or the property proves nothing.
  expect(rejected).toBeGreaterThan(100);
});
