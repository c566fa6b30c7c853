/**
 * A schema set with every layout the bridge has: scalars of each proto type, consts of each kind, null fields,
 * enums (single, repeated, map values), packed numbers and bools, messages (single, repeated, map values),
 * Struct and Value fields, maps of Structs, optional-and-nullable fields (null oneofs), nullable and defaulted
 * lists (wrapper messages), unions with and without a tag (inline and as their own message), a scalar-or-list
 * union, an open object, a module carried as a Value, and a property name that is no identifier.
 */
const S = "https://json-schema.org/draft/2020-12/schema";
const doc = (id: string, body: Record<string, unknown>) => ({ $schema: S, $id: `${id}.schema.json`, title: id[0]!.toUpperCase() + id.slice(1), ...body });
const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", properties, required, additionalProperties: false });

export const LAYOUT_SCHEMAS: Readonly<Record<string, unknown>> = {
  "demo/kind.schema.json": doc("kind", { type: "string", enum: ["read", "write", "a-b"] }),
  "demo/leaf.schema.json": doc("leaf", closed({ x: { type: "string" }, n: { type: "integer", minimum: -5, maximum: 5 } }, ["x"])),
  "demo/variantA.schema.json": doc("variantA", closed({ kind: { const: "a" }, a: { type: "string" } }, ["kind", "a"])),
  "demo/variantB.schema.json": doc("variantB", closed({ kind: { const: "b" }, b: { type: "number" } }, ["kind"])),
  "demo/tagged.schema.json": doc("tagged", { oneOf: [{ $ref: "variantA.schema.json" }, { $ref: "variantB.schema.json" }] }),
  "demo/untagged.schema.json": doc("untagged", { anyOf: [closed({ text: { type: "string" } }, ["text"]), closed({ blob: { type: "string" } }, ["blob"])] }),
  "demo/open.schema.json": doc("open", {
    type: "object",
    properties: { id: { type: "string" }, n: { type: "integer", minimum: 0, maximum: 9 } },
    required: ["id"],
    additionalProperties: true,
  }),
  "demo/free.schema.json": doc("free", {}),
  "demo/all.schema.json": doc(
    "all",
    closed(
      {
        s: { type: "string" },
        b: { type: "boolean" },
        d: { type: "number" },
        i32: { type: "integer", minimum: -100000, maximum: 100000 },
        u32: { type: "integer", minimum: 0, maximum: 4294967295 },
        i64: { type: "integer" },
        cs: { const: "x" },
        cn: { const: 3 },
        cb: { const: true },
        nul: { type: "null" },
        kind: { $ref: "kind.schema.json" },
        kinds: { type: "array", items: { $ref: "kind.schema.json" } },
        nums: { type: "array", items: { type: "integer", minimum: -5, maximum: 5 } },
        dbls: { type: "array", items: { type: "number" } },
        flags: { type: "array", items: { type: "boolean" } },
        strs: { type: "array", items: { type: "string" } },
        bigs: { type: "array", items: { type: "integer" } },
        leaf: { $ref: "leaf.schema.json" },
        leaves: { type: "array", items: { $ref: "leaf.schema.json" } },
        env: { type: "object", additionalProperties: { type: "string" } },
        counts: { type: "object", additionalProperties: { type: "integer", minimum: -5, maximum: 5 } },
        leafMap: { type: "object", additionalProperties: { $ref: "leaf.schema.json" } },
        kindMap: { type: "object", additionalProperties: { $ref: "kind.schema.json" } },
        structMap: { type: "object", additionalProperties: { type: "object" } },
        meta: { type: "object" },
        any: {},
        anyReq: {},
        nullableS: { type: ["string", "null"] },
        optNullableS: { type: ["string", "null"] },
        optNullableLeaf: { anyOf: [{ $ref: "leaf.schema.json" }, { type: "null" }] },
        maybeList: { type: ["array", "null"], items: { type: "string" } },
        defList: { type: "array", items: { type: "string" }, default: ["x"] },
        tagged: { $ref: "tagged.schema.json" },
        untagged: { $ref: "untagged.schema.json" },
        taggedList: { type: "array", items: { $ref: "tagged.schema.json" } },
        nullableTagged: { anyOf: [{ $ref: "tagged.schema.json" }, { type: "null" }] },
        reqNullableTagged: { anyOf: [{ $ref: "tagged.schema.json" }, { type: "null" }] },
        strOrList: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
        numOrStr: { anyOf: [{ type: "integer", minimum: 0, maximum: 9 }, { type: "string" }] },
        "weird key": { type: "string" },
        open: { $ref: "open.schema.json" },
      },
      ["s", "anyReq", "nullableS", "reqNullableTagged", "kinds", "nul"],
    ),
  ),
};
