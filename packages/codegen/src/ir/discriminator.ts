import { keywordsInForce } from "../dialect/in-force.ts";
import { isPlainObject } from "../load/load-schemas.ts";
import type { Location, Registry } from "../resolve/registry.ts";
import type { Discriminator } from "./types.ts";

/** The schema at a location as its dialect reads it (no keywords of other dialects, no `$ref` siblings before 2019-09). */
function schemaAt(registry: Registry, at: Location): Record<string, unknown> | undefined {
  const value = registry.valueAt(at);
  return isPlainObject(value) ? keywordsInForce(value, registry.dialectAt(at)) : undefined;
}

/**
 * Finds the property on which every branch of a union requires a distinct string `const`
 * (following `$ref` and `allOf`), preferring the OpenAPI `discriminator.propertyName` hint.
 */
export function findDiscriminator(
  registry: Registry,
  branches: readonly Location[],
  hint: string | undefined,
): Discriminator | undefined {
  if (branches.length < 2) return undefined;
  // A branch that also accepts non-objects matches every non-object, so tags alone would not make branches exclusive.
  if (!branches.every((b) => isObjectOnly(registry, b, new Set()))) return undefined;
  const consts = branches.map((b) => requiredConsts(registry, b, new Set()));
  const first = consts[0]!;
  const candidates = [...first.keys()].filter((p) => consts.every((c) => c.has(p)));
  if (hint !== undefined) candidates.sort((a, b) => Number(b === hint) - Number(a === hint));
  for (const property of candidates) {
    const values = consts.map((c) => c.get(property)!);
    if (new Set(values).size === values.length) return { property, values };
  }
  return undefined;
}

function requiredConsts(registry: Registry, at: Location, seen: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  const key = registry.key(at);
  if (seen.has(key)) return out;
  seen.add(key);
  const schema = schemaAt(registry, at);
  if (!schema) return out;
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (isPlainObject(schema.properties)) {
    for (const name of required) {
      if (typeof name !== "string" || !Object.hasOwn(schema.properties, name)) continue;
      const value = constString(registry, { doc: at.doc, pointer: `${at.pointer}/properties/${escape(name)}` }, new Set());
      if (value !== undefined) out.set(name, value);
    }
  }
  const merge = (m: Map<string, string>) => m.forEach((v, k) => out.has(k) || out.set(k, v));
  if (Array.isArray(schema.allOf)) {
    schema.allOf.forEach((_, i) => merge(requiredConsts(registry, { doc: at.doc, pointer: `${at.pointer}/allOf/${i}` }, seen)));
  }
  if (typeof schema.$ref === "string") {
    const r = registry.resolve(schema.$ref, at);
    if (r.ok) merge(requiredConsts(registry, r.location, seen));
  }
  return out;
}

/** True when the schema (or a `$ref`/`allOf` it carries) restricts the instance to objects. */
function isObjectOnly(registry: Registry, at: Location, seen: Set<string>): boolean {
  const key = registry.key(at);
  if (seen.has(key)) return false;
  seen.add(key);
  const schema = schemaAt(registry, at);
  if (!schema) return false;
  if (schema.type === "object" || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === "object")) return true;
  if (typeof schema.$ref === "string") {
    const r = registry.resolve(schema.$ref, at);
    if (r.ok && isObjectOnly(registry, r.location, seen)) return true;
  }
  return Array.isArray(schema.allOf) && schema.allOf.some((_, i) => isObjectOnly(registry, { doc: at.doc, pointer: `${at.pointer}/allOf/${i}` }, seen));
}

function constString(registry: Registry, at: Location, seen: Set<string>): string | undefined {
  const key = registry.key(at);
  if (seen.has(key)) return undefined;
  seen.add(key);
  const schema = schemaAt(registry, at);
  if (!schema) return undefined;
  if (typeof schema.const === "string") return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === "string") return schema.enum[0];
  if (typeof schema.$ref === "string") {
    const r = registry.resolve(schema.$ref, at);
    if (r.ok) return constString(registry, r.location, seen);
  }
  if (Array.isArray(schema.allOf)) {
    for (let i = 0; i < schema.allOf.length; i++) {
      const v = constString(registry, { doc: at.doc, pointer: `${at.pointer}/allOf/${i}` }, seen);
      if (v !== undefined) return v;
    }
  }
  return undefined;
}

function escape(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
