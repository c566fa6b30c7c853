import type { ImportCollector } from "../imports.ts";
import type { Node } from "../../ir/types.ts";
import { pascalCase } from "../../naming/names.ts";

/** Names a referenced definition's TS type and registers its import. */
export type TypeNamer = (target: { module: string; local?: string }) => string;

/**
 * Rebuilds a JSON Schema that carries only what matters for a TS type, for json-schema-to-typescript:
 * references become `tsType` names (imported, never inlined), nested titles are dropped so no
 * duplicate declarations appear, validation-only keywords are omitted.
 */
export function typingSchema(node: Node, nameOf: TypeNamer): Record<string, unknown> {
  const doc = (n: Node) => (n.meta.description ? { description: n.meta.description } : {});
  const t = (n: Node): Record<string, unknown> => typingSchema(n, nameOf);
  switch (node.kind) {
    case "any":
    case "not":
    case "conditional":
      // An untyped schema would become an index-signature object in json-schema-to-typescript.
      return { ...doc(node), tsType: "unknown" };
    case "never":
      return { ...doc(node), tsType: "never" };
    case "ref":
      return { ...doc(node), tsType: nameOf(node.target) };
    case "const":
      return { ...doc(node), const: node.value };
    case "enum":
      return { ...doc(node), enum: [...node.values] };
    case "type-guard":
      return { ...doc(node), type: node.types.map((x) => (x === "integer" ? "number" : x)) };
    case "null":
    case "boolean":
    case "string":
      return { ...doc(node), type: node.kind };
    case "number":
      return { ...doc(node), type: "number" };
    case "array": {
      if (node.prefixItems.length > 0) {
        // Tuples: json-schema-to-typescript's tuple output differs from Zod's; type them as arrays of the union.
        const all = [...node.prefixItems, ...(node.items && node.items.kind !== "never" ? [node.items] : node.items ? [] : [{ kind: "any", meta: node.meta } as Node])];
        return { ...doc(node), type: "array", items: { anyOf: all.map(t) } };
      }
      return { ...doc(node), type: "array", items: node.items ? t(node.items) : {} };
    }
    case "object": {
      // z.strictObject({}) infers Record<string, never>; json-schema-to-typescript would print `{}`.
      if (node.properties.length === 0 && node.additionalProperties?.kind === "never") return { ...doc(node), tsType: "Record<string, never>" };
      // fromEntries defines own keys, so a property named "__proto__" stays a property.
      const declared = node.properties.filter((p) => p.declared);
      const properties = Object.fromEntries(declared.map((p) => [p.name, t(p.schema)]));
      const additional = node.additionalProperties;
      const hasRules = node.patternProperties.length > 0;
      return {
        ...doc(node),
        type: "object",
        properties,
        required: declared.filter((p) => p.required).map((p) => p.name),
        additionalProperties:
          additional === undefined || additional.kind === "any" || hasRules ? true : additional.kind === "never" ? false : t(additional),
      };
    }
    case "union":
      return { ...doc(node), anyOf: node.variants.map(t) };
    case "all-of":
      return node.parts.length === 0 ? { ...doc(node), tsType: "unknown" } : { ...doc(node), allOf: node.parts.map(t) };
    default: {
      const exhaustive: never = node;
      return exhaustive;
    }
  }
}

/** TS type name of a local definition: module type name + local name. */
export function localTypeName(moduleTypeName: string, local: string): string {
  return `${moduleTypeName}${pascalCase(local)}`;
}

export type { ImportCollector };
