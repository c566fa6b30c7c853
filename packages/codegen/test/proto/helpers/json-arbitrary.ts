import fc from "fast-check";
import type { Json, Module, Node, ObjectNode } from "../../../src/ir/types.ts";

/**
 * fast-check arbitraries for the JSON a schema node accepts, built from the IR. They aim at the hard cases —
 * unicode, large and tiny numbers, empty collections, nulls nested in Struct metadata, extra keys on open
 * objects — and are filtered by the generated validator, so every value is schema-valid.
 */

/** Object keys fast-check may produce that plain JS objects cannot hold as data (documented bridge limit). */
const FORBIDDEN_KEYS = new Set(["__proto__"]);

const unicodeString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom("", "ünïcödé ✓", "日本語", "emoji 👩‍💻🚀", "line\nbreak\ttab", "\u0000nul", "𝔘𝔫𝔦") },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 8 }) },
);

const key = unicodeString.filter((k) => !FORBIDDEN_KEYS.has(k));

/** Finite numbers without -0 (JSON has no -0; proto3 drops it as a default value). */
const jsonNumber = fc
  .oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e308, -1e308, 5e-324, 2 ** 53, 0.1, 1e21),
  )
  .map((n) => (Object.is(n, -0) ? 0 : n));

/** Any JSON value, nested up to a few levels, including empty arrays/objects and nulls. */
export const jsonValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    jsonNumber,
    unicodeString,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(key, tie("value"), { maxKeys: 4, noNullPrototype: true }),
  ),
})).value;

/** Any JSON object (Struct). */
export const jsonObject: fc.Arbitrary<{ [key: string]: Json }> = fc.dictionary(key, jsonValue, { maxKeys: 5, noNullPrototype: true });

/** Builds an arbitrary for a node; `$ref`s go through `fc.letrec`, so recursive schemas stay lazy. */
export function createArbitraries(modules: ReadonlyMap<string, Module>) {
  let tie: (key: string) => fc.Arbitrary<unknown> = () => {
    throw new Error("arbitraries not ready");
  };
  const keyOf = (module: string, local?: string) => (local === undefined ? module : `${module}#${local}`);
  const arb = (node: Node, depth: number): fc.Arbitrary<Json> => {
    switch (node.kind) {
      case "any":
        return jsonValue;
      case "never":
        return fc.constant(null).filter(() => false);
      case "ref":
        return tie(keyOf(node.target.module, node.target.local)) as fc.Arbitrary<Json>;
      case "const":
        return fc.constant(node.value);
      case "enum":
        return fc.constantFrom(...node.values);
      case "type-guard":
        return jsonValue;
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "number": {
        const c = node.constraints;
        const min = c.minimum ?? (c.exclusiveMinimum !== undefined ? c.exclusiveMinimum + (node.integer ? 1 : 1e-9) : undefined);
        const max = c.maximum ?? (c.exclusiveMaximum !== undefined ? c.exclusiveMaximum - (node.integer ? 1 : 1e-9) : undefined);
        if (node.integer) {
          const lo = Math.max(min ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
          const hi = Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
          return fc.oneof(fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }), fc.constantFrom(Math.ceil(lo), Math.floor(hi)), fc.constant(Math.max(Math.ceil(lo), Math.min(0, hi))));
        }
        return fc
          .double({ noNaN: true, noDefaultInfinity: true, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) })
          .map((n) => (Object.is(n, -0) ? 0 : n));
      }
      case "string": {
        const c = node.constraints;
        const base = c.pattern !== undefined ? fc.stringMatching(new RegExp(c.pattern, "u")) : unicodeString;
        return base.filter((s) => {
          const len = [...s].length;
          return (c.minLength === undefined || len >= c.minLength) && (c.maxLength === undefined || len <= c.maxLength);
        });
      }
      case "array": {
        const item = node.items === undefined ? jsonValue : arb(node.items, depth + 1);
        const opts = { minLength: node.minItems ?? 0, maxLength: Math.min(node.maxItems ?? 3, Math.max(node.minItems ?? 0, 3)) };
        return (node.uniqueItems ? fc.uniqueArray(item, { ...opts, selector: (v) => JSON.stringify(v) }) : fc.array(item, opts)) as fc.Arbitrary<Json>;
      }
      case "object":
        return objectArb(node, depth);
      case "union":
        return fc.oneof(...node.variants.map((v) => arb(v, depth + 1)));
      case "all-of":
        return arb(node.parts[0]!, depth + 1);
      case "not":
      case "conditional":
        return jsonValue;
    }
  };

  const objectArb = (node: ObjectNode, depth: number): fc.Arbitrary<Json> => {
    const open = node.additionalProperties === undefined || node.additionalProperties.kind === "any";
    const shape: Record<string, fc.Arbitrary<Json>> = {};
    for (const p of node.properties) shape[p.name] = arb(p.schema, depth + 1);
    const requiredKeys = node.properties.filter((p) => p.required).map((p) => p.name);
    const declared = fc.record(shape, { requiredKeys, noNullPrototype: true }) as fc.Arbitrary<Record<string, Json>>;
    if (node.properties.length === 0) {
      if (open) return jsonObject;
      const ap = node.additionalProperties;
      if (ap && ap.kind !== "never") return fc.dictionary(key, arb(ap, depth + 1), { maxKeys: 3, noNullPrototype: true });
      return fc.constant({});
    }
    if (!open) return declared;
    const names = new Set(node.properties.map((p) => p.name));
    const extras = fc.dictionary(key.filter((k) => !names.has(k)), jsonValue, { maxKeys: 2, noNullPrototype: true });
    return fc.tuple(declared, extras).map(([d, e]) => ({ ...e, ...d }));
  };

  const all = fc.letrec((t) => {
    tie = t;
    const out: Record<string, fc.Arbitrary<unknown>> = {};
    for (const m of modules.values()) {
      out[keyOf(m.name)] = arb(m.root, 0);
      for (const l of m.locals) out[keyOf(m.name, l.name)] = arb(l.node, 0);
    }
    return out;
  });
  tie = (key) => all[key]!;
  return { arbitraryFor: (node: Node) => arb(node, 0) };
}
