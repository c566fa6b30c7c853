import type { Json, Node, RefNode } from "./types.ts";

/**
 * How the narrowing sees `$ref`s: the target's node (to classify it) and what a reference becomes when only
 * objects can reach it. Without a program (inside `simplify`) references stay opaque and unchanged.
 */
export interface RefView {
  resolve(ref: RefNode): Node | undefined;
  narrow(ref: RefNode): Node;
}

/** References are left alone: the node-local view `simplify` uses. */
export const OPAQUE_REFS: RefView = { resolve: () => undefined, narrow: (ref) => ref };

const isJsonObject = (v: Json) => typeof v === "object" && v !== null && !Array.isArray(v);

/** True when every value `node` accepts is a JSON object (and it accepts some). */
export function objectOnly(node: Node, refs: RefView, seen: Set<Node> = new Set()): boolean {
  switch (node.kind) {
    case "object":
      return true;
    case "type-guard":
      return node.types.length === 1 && node.types[0] === "object";
    case "const":
      return isJsonObject(node.value);
    case "enum":
      return node.values.length > 0 && node.values.every(isJsonObject);
    case "union":
      return node.variants.length > 0 && node.variants.every((v) => objectOnly(v, refs, seen));
    case "all-of":
      return node.parts.some((p) => objectOnly(p, refs, seen));
    case "ref":
      return follow(node, refs, seen, (target) => objectOnly(target, refs, seen));
    default:
      return false;
  }
}

/** True when `node` accepts no JSON object at all. */
export function acceptsNoObject(node: Node, refs: RefView, seen: Set<Node> = new Set()): boolean {
  switch (node.kind) {
    case "never":
    case "null":
    case "boolean":
    case "number":
    case "string":
    case "array":
      return true;
    case "type-guard":
      return !node.types.includes("object");
    case "const":
      return !isJsonObject(node.value);
    case "enum":
      return !node.values.some(isJsonObject);
    case "union":
      return node.variants.every((v) => acceptsNoObject(v, refs, seen));
    case "all-of":
      return node.parts.some((p) => acceptsNoObject(p, refs, seen));
    case "ref":
      return follow(node, refs, seen, (target) => acceptsNoObject(target, refs, seen));
    default:
      return false;
  }
}

/** A reference cycle proves nothing, so a target met again answers false. */
function follow(ref: RefNode, refs: RefView, seen: Set<Node>, ask: (target: Node) => boolean): boolean {
  const target = refs.resolve(ref);
  if (target === undefined || seen.has(target)) return false;
  seen.add(target);
  const answer = ask(target);
  seen.delete(target);
  return answer;
}

/**
 * `node` where only objects can reach it: a node that accepts exactly the objects `node` accepts (anything
 * else may differ). Alternatives that accept no object are dropped, an object-only node is kept as is.
 */
export function objectBranch(node: Node, refs: RefView): Node {
  if (objectOnly(node, refs)) return node;
  if (acceptsNoObject(node, refs)) return { kind: "never", meta: node.meta };
  switch (node.kind) {
    case "type-guard":
      return { ...node, types: ["object"] };
    case "union": {
      // Dropped alternatives match no object, so for an object the count of matching ones (oneOf) is unchanged.
      const variants = node.variants.map((v) => objectBranch(v, refs)).filter((v) => v.kind !== "never");
      if (variants.length === 1) return withAnnotations(variants[0]!, node);
      const { discriminator: _dropped, ...rest } = node;
      return variants.length === node.variants.length ? { ...node, variants } : { ...rest, variants };
    }
    case "all-of":
      // unevaluated* would also see what the parts annotate; those parts stay whole.
      if (node.unevaluatedItems || node.unevaluatedProperties) return node;
      return { ...node, parts: node.parts.map((p) => objectBranch(p, refs)) };
    case "ref":
      return refs.narrow(node);
    default:
      return node;
  }
}

/**
 * The parts of an `allOf` (all must hold) when one of them accepts only objects: every other part is
 * replaced by its object branch, since a non-object never gets past the object-only part. A part that then
 * only says "an object" is implied and becomes `any`. Unchanged (same array) when no part is object-only.
 */
export function narrowPartsToObjects(parts: readonly Node[], refs: RefView): readonly Node[] {
  if (!parts.some((p) => objectOnly(p, refs))) return parts;
  let changed = false;
  const out = parts.map((part) => {
    if (objectOnly(part, refs)) return part;
    const branch = objectBranch(part, refs);
    const narrowed: Node = branch.kind === "type-guard" ? { kind: "any", meta: part.meta } : branch;
    if (narrowed !== part) changed = true;
    return narrowed;
  });
  return changed ? out : parts;
}

function withAnnotations(only: Node, outer: Node): Node {
  const { source: _source, ...annotations } = outer.meta;
  return { ...only, meta: { ...only.meta, ...annotations } } as Node;
}
