import { narrowPartsToObjects, OPAQUE_REFS } from "./object-branch.ts";
import type { Json, Node } from "./types.ts";

/**
 * Local rewrites that keep meaning and make emitted code idiomatic:
 * flattens nested all-of, specialises the parts of an object-only all-of to their object branch (an untyped
 * `properties` group is "this object, or any non-object"; beside `type: "object"` only the object can match),
 * drops always-true parts, and drops a bare type that an enum/const already implies.
 */
export function simplify(node: Node): Node {
  if (node.kind !== "all-of") return node;
  let parts = node.parts.flatMap((p) =>
    p.kind === "all-of" && !p.unevaluatedItems && !p.unevaluatedProperties ? p.parts : [p],
  );
  parts = [...narrowPartsToObjects(parts, OPAQUE_REFS)].filter((p) => p.kind !== "any");
  const literal = parts.find((p) => p.kind === "const" || p.kind === "enum");
  if (literal) {
    const values = literal.kind === "const" ? [literal.value] : literal.kind === "enum" ? literal.values : [];
    parts = parts.filter((p) => !isBareTypeImpliedBy(p, values));
  }
  if (node.unevaluatedItems || node.unevaluatedProperties) return { ...node, parts };
  if (parts.length === 0) return { kind: "any", meta: node.meta };
  if (parts.length === 1) {
    const only = parts[0]!;
    return { ...only, meta: { ...only.meta, ...stripSource(node.meta) } } as Node;
  }
  return { ...node, parts };
}

function stripSource(meta: Node["meta"]) {
  const { source: _source, ...rest } = meta;
  return rest;
}

function isBareTypeImpliedBy(part: Node, values: readonly Json[]): boolean {
  const all = (pred: (v: Json) => boolean) => values.every(pred);
  switch (part.kind) {
    case "string":
      return Object.keys(part.constraints).length === 0 && all((v) => typeof v === "string");
    case "boolean":
      return all((v) => typeof v === "boolean");
    case "null":
      return all((v) => v === null);
    case "number":
      return (
        Object.keys(part.constraints).length === 0 &&
        all((v) => typeof v === "number" && (!part.integer || Number.isInteger(v)))
      );
    default:
      return false;
  }
}
