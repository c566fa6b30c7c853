import type { Module, Node } from "../../ir/types.ts";

/** A short human description of a node's JSON type, for the reference tables (`string`, `FilePart[]`, `"a" \| "b"`). */
export function describeJsonType(node: Node, modules: ReadonlyMap<string, Module>, depth = 0): string {
  if (depth > 4) return "…";
  const d = (n: Node) => describeJsonType(n, modules, depth + 1);
  switch (node.kind) {
    case "any":
      return "any JSON value";
    case "never":
      return "nothing";
    case "ref": {
      const m = modules.get(node.target.module);
      const base = m?.typeName ?? node.target.module;
      return node.target.local ? `${base}.${node.target.local}` : base;
    }
    case "const":
      return JSON.stringify(node.value);
    case "enum":
      return node.values.map((v) => JSON.stringify(v)).join(" | ");
    case "type-guard":
      return node.types.join(" | ");
    case "null":
      return "null";
    case "boolean":
      return "boolean";
    case "number":
      return node.integer ? "integer" : "number";
    case "string":
      return "string";
    case "array": {
      if (node.prefixItems.length > 0) return "tuple";
      const item = node.items ? d(node.items) : "any";
      return /[ |]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case "object":
      if (node.properties.length === 0) {
        const ap = node.additionalProperties;
        if (ap === undefined || ap.kind === "any") return "object (any keys)";
        if (ap.kind === "never") return "object (empty)";
        return `record<string, ${d(ap)}>`;
      }
      return "object";
    case "union":
      return node.variants.map(d).join(" | ");
    case "all-of":
      return node.parts.map(d).join(" & ");
    case "not":
      return `not ${d(node.inner)}`;
    case "conditional":
      return "conditional";
  }
}

/** Validation keywords proto cannot carry: listed so readers know the bridge enforces them, not the proto type. */
export function constraintNotes(node: Node): string[] {
  const notes: string[] = [];
  const fmt = node.meta.format ? [`format \`${node.meta.format}\``] : [];
  switch (node.kind) {
    case "string": {
      const c = node.constraints;
      if (c.pattern !== undefined) notes.push(`pattern \`${c.pattern}\``);
      if (c.minLength !== undefined) notes.push(`minLength ${c.minLength}`);
      if (c.maxLength !== undefined) notes.push(`maxLength ${c.maxLength}`);
      break;
    }
    case "number": {
      const c = node.constraints;
      if (c.minimum !== undefined) notes.push(`≥ ${c.minimum}`);
      if (c.exclusiveMinimum !== undefined) notes.push(`> ${c.exclusiveMinimum}`);
      if (c.maximum !== undefined) notes.push(`≤ ${c.maximum}`);
      if (c.exclusiveMaximum !== undefined) notes.push(`< ${c.exclusiveMaximum}`);
      if (c.multipleOf !== undefined) notes.push(`multipleOf ${c.multipleOf}`);
      break;
    }
    case "array":
      if (node.minItems !== undefined) notes.push(`minItems ${node.minItems}`);
      if (node.maxItems !== undefined) notes.push(`maxItems ${node.maxItems}`);
      if (node.uniqueItems) notes.push("uniqueItems");
      break;
    case "union":
      for (const v of node.variants) notes.push(...constraintNotes(v));
      break;
    case "all-of":
      for (const p of node.parts) notes.push(...constraintNotes(p));
      break;
    default:
      break;
  }
  return [...new Set([...notes, ...fmt])];
}

/** Description lines for a proto comment. */
export function commentLines(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split("\n")
    .map((l) => l.trimEnd())
    .filter((l, i, all) => !(l === "" && (i === 0 || i === all.length - 1)));
}
