import type { Node } from "./types.ts";

/** A copy of `node` with `f` applied to each direct child schema (not following refs); `node` itself when none changed. */
export function mapChildren(node: Node, f: (child: Node) => Node): Node {
  let changed = false;
  const m = (n: Node): Node => {
    const out = f(n);
    if (out !== n) changed = true;
    return out;
  };
  const opt = (n: Node | undefined) => (n === undefined ? undefined : m(n));
  let out: Node;
  switch (node.kind) {
    case "any":
    case "never":
    case "ref":
    case "const":
    case "enum":
    case "type-guard":
    case "null":
    case "boolean":
    case "number":
    case "string":
      return node;
    case "array": {
      const items = opt(node.items);
      const contains = opt(node.contains);
      out = { ...node, prefixItems: node.prefixItems.map(m), ...(items ? { items } : {}), ...(contains ? { contains } : {}) };
      break;
    }
    case "object": {
      const additionalProperties = opt(node.additionalProperties);
      const propertyNames = opt(node.propertyNames);
      out = {
        ...node,
        properties: node.properties.map((p) => ({ ...p, schema: m(p.schema) })),
        patternProperties: node.patternProperties.map((p) => ({ ...p, schema: m(p.schema) })),
        ...(additionalProperties ? { additionalProperties } : {}),
        ...(propertyNames ? { propertyNames } : {}),
        dependentSchemas: node.dependentSchemas.map((d) => ({ ...d, schema: m(d.schema) })),
      };
      break;
    }
    case "union":
      out = { ...node, variants: node.variants.map(m) };
      break;
    case "all-of": {
      const unevaluatedProperties = opt(node.unevaluatedProperties);
      const unevaluatedItems = opt(node.unevaluatedItems);
      out = {
        ...node,
        parts: node.parts.map(m),
        ...(unevaluatedProperties ? { unevaluatedProperties } : {}),
        ...(unevaluatedItems ? { unevaluatedItems } : {}),
      };
      break;
    }
    case "not":
      out = { ...node, inner: m(node.inner) };
      break;
    case "conditional": {
      const then = opt(node.then);
      const otherwise = opt(node.else);
      out = { ...node, if: m(node.if), ...(then ? { then } : {}), ...(otherwise ? { else: otherwise } : {}) };
      break;
    }
    default: {
      const exhaustive: never = node;
      return exhaustive;
    }
  }
  return changed ? out : node;
}
