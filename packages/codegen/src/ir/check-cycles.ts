import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { defKey } from "./def-graph.ts";
import type { Node, Program, RefTarget } from "./types.ts";

/**
 * Refuses `$ref` cycles that never reach a value: a definition that, through allOf/anyOf/oneOf/not/
 * if/then/else/dependentSchemas and refs only, applies itself to the same instance again. No
 * validator can finish such a schema (`{"$ref": "#"}` inside `allOf`), so it is an error, not code.
 * Cycles through properties or items are fine: each step descends into a smaller value.
 */
export function checkUnguardedCycles(program: Program): Diagnostic[] {
  const defs = new Map<string, { node: Node; file: string; pointer: string }>();
  for (const m of program.modules) {
    defs.set(defKey({ module: m.name }), { node: m.root, file: m.root.meta.source.file, pointer: m.root.meta.source.pointer });
    for (const l of m.locals) defs.set(defKey({ module: m.name, local: l.name }), { node: l.node, file: l.node.meta.source.file, pointer: l.node.meta.source.pointer });
  }
  const edges = new Map([...defs].map(([key, d]) => [key, sameInstanceRefs(d.node).map(defKey)]));
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const start of defs.keys()) {
    const path = findCycle(start, edges);
    if (!path || path.some((k) => reported.has(k))) continue;
    path.forEach((k) => reported.add(k));
    const d = defs.get(start)!;
    diagnostics.push({
      file: d.file,
      pointer: d.pointer,
      message: `$ref cycle that never reaches a value (${[...path, start].join(" → ")}): each schema applies the next to the same instance, so validation could never finish`,
    });
  }
  return diagnostics;
}

/** Refs applied to the same instance as `node` itself (not to its properties or items). */
function sameInstanceRefs(node: Node): RefTarget[] {
  const out: RefTarget[] = [];
  const walk = (n: Node | undefined): void => {
    if (!n) return;
    switch (n.kind) {
      case "ref":
        out.push(n.target);
        return;
      case "all-of":
        n.parts.forEach(walk);
        return;
      case "union":
        n.variants.forEach(walk);
        return;
      case "not":
        walk(n.inner);
        return;
      case "conditional":
        walk(n.if);
        walk(n.then);
        walk(n.else);
        return;
      case "object":
        n.dependentSchemas.forEach((d) => walk(d.schema));
        return;
      default:
        return;
    }
  };
  walk(node);
  return out;
}

/** A path from `start` back to itself, if there is one (depth-first, each node once). */
function findCycle(start: string, edges: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const seen = new Set<string>();
  const stack: string[] = [];
  const visit = (k: string): string[] | undefined => {
    for (const next of edges.get(k) ?? []) {
      if (next === start) return [...stack, k];
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(k);
      const found = visit(next);
      stack.pop();
      if (found) return found;
    }
    return undefined;
  };
  return visit(start);
}
