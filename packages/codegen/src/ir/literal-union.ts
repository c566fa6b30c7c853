import type { Json, UnionNode } from "./types.ts";

/**
 * The values of a union whose branches are all primitive literals (`const`/`enum`), when the union means
 * "one of these values": always for anyOf; for oneOf only when no value appears in two branches (a value
 * matching two branches must fail oneOf, which a plain value set would accept). `undefined` otherwise.
 */
export function literalUnionValues(node: UnionNode): Json[] | undefined {
  const groups: Json[][] = [];
  for (const variant of node.variants) {
    if (variant.kind === "const") groups.push([variant.value]);
    else if (variant.kind === "enum") groups.push([...variant.values]);
    else return undefined;
  }
  const all = groups.flat();
  if (all.length === 0 || !all.every((x) => x === null || typeof x !== "object")) return undefined;
  if (node.mode === "oneOf") {
    // JSON.stringify prints 1 and 1.0 alike and -0 as 0, matching JSON equality of primitives.
    const seen = new Set<string>();
    for (const group of groups) {
      for (const key of new Set(group.map((x) => JSON.stringify(x)))) {
        if (seen.has(key)) return undefined;
        seen.add(key);
      }
    }
  }
  return all;
}
