import fc from "fast-check";
import type { Json, Module, Node } from "../../src/ir/types.ts";

/**
 * fast-check arbitraries of documents valid against an IR node, for differential tests.
 * Covers the keyword subset the canonical schemas use; anything else throws so a test notices.
 */
export function validArbitrary(node: Node, modules: ReadonlyMap<string, Module>, depth = 0): fc.Arbitrary<unknown> {
  const sub = (n: Node) => validArbitrary(n, modules, depth + 1);
  switch (node.kind) {
    case "any":
      return fc.jsonValue({ maxDepth: 2 });
    case "ref": {
      const m = modules.get(node.target.module);
      const target = node.target.local === undefined ? m?.root : m?.locals.find((l) => l.name === node.target.local)?.node;
      if (!target) throw new Error(`unresolved ref ${node.target.module}`);
      return sub(target);
    }
    case "const":
      return fc.constant(node.value);
    case "enum":
      return fc.constantFrom(...(node.values as Json[]));
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "number": {
      const c = node.constraints;
      const min = c.minimum ?? (c.exclusiveMinimum !== undefined ? c.exclusiveMinimum : undefined);
      const max = c.maximum ?? (c.exclusiveMaximum !== undefined ? c.exclusiveMaximum : undefined);
      const base = node.integer
        ? fc.integer({ min: Math.ceil(min ?? -1e12), max: Math.floor(max ?? 1e12) }).map((n) => n)
        : fc.double({ min: min ?? -1e12, max: max ?? 1e12, noNaN: true, noDefaultInfinity: true });
      return base.filter(
        (n) =>
          (c.exclusiveMinimum === undefined || n > c.exclusiveMinimum) &&
          (c.exclusiveMaximum === undefined || n < c.exclusiveMaximum) &&
          !Object.is(n, -0),
      );
    }
    case "string": {
      const c = node.constraints;
      if (c.pattern !== undefined) {
        const re = new RegExp(c.pattern, "u");
        return fc.stringMatching(re).filter((s) => lengthOk(s, c.minLength, c.maxLength));
      }
      return fc.string({ unit: "binary", minLength: c.minLength ?? 0, maxLength: Math.min(c.maxLength ?? 24, 24) });
    }
    case "array": {
      if (node.prefixItems.length > 0) throw new Error("tuples are not generated");
      const items = node.items ? sub(node.items) : fc.jsonValue({ maxDepth: 1 });
      const constraints = { minLength: node.minItems ?? 0, maxLength: Math.min(node.maxItems ?? 4, depth > 3 ? 1 : 4) };
      return node.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(items, constraints);
    }
    case "object": {
      if (node.patternProperties.length > 0 || node.propertyNames || node.dependentSchemas.length > 0) throw new Error("rich objects are not generated");
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const p of node.properties) shape[p.name] = sub(p.schema);
      const required = node.properties.filter((p) => p.required).map((p) => p.name);
      const declared = fc.record(shape, { requiredKeys: required });
      const extra = node.additionalProperties;
      if (extra?.kind === "never") return declared;
      const values = extra === undefined || extra.kind === "any" ? fc.jsonValue({ maxDepth: 1 }) : sub(extra);
      const names = new Set(node.properties.map((p) => p.name));
      const extras = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !names.has(k) && k !== "__proto__"), values, { maxKeys: 3 });
      return fc.tuple(declared, extras).map(([a, b]) => ({ ...b, ...a }));
    }
    case "union":
      return fc.oneof(...node.variants.map(sub));
    case "type-guard":
    case "never":
    case "all-of":
    case "not":
    case "conditional":
      throw new Error(`no valid-document generator for ${node.kind}`);
    default: {
      const exhaustive: never = node;
      return exhaustive;
    }
  }
}

function lengthOk(s: string, min?: number, max?: number): boolean {
  const n = [...s].length;
  return (min === undefined || n >= min) && (max === undefined || n <= max);
}

/** A random edit of a JSON document: drop, replace or add at a random place (often making it invalid). */
export function mutate(doc: unknown, choices: readonly number[], replacement: unknown): unknown {
  const clone = structuredClone(doc);
  const containers: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach((x, i) => (containers.push({ parent: v, key: i }), walk(x)));
    else if (v && typeof v === "object") for (const k of Object.keys(v)) (containers.push({ parent: v as Record<string, unknown>, key: k }), walk((v as Record<string, unknown>)[k]));
  };
  walk(clone);
  if (containers.length === 0) return replacement;
  const pick = containers[choices[0]! % containers.length]!;
  const op = choices[1]! % 4;
  if (op === 0 && !Array.isArray(pick.parent)) delete (pick.parent as Record<string, unknown>)[pick.key as string];
  else if (op === 1) (pick.parent as Record<string | number, unknown>)[pick.key] = replacement;
  else if (op === 2 && !Array.isArray(pick.parent)) (pick.parent as Record<string, unknown>)[`x${choices[2]! % 5}`] = replacement;
  else if (op === 3 && typeof (pick.parent as Record<string | number, unknown>)[pick.key] === "string") (pick.parent as Record<string | number, unknown>)[pick.key] = `!${String((pick.parent as Record<string | number, unknown>)[pick.key])}`;
  else (pick.parent as Record<string | number, unknown>)[pick.key] = replacement;
  return clone;
}
