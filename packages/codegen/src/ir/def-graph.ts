import type { Module, Node, RefTarget } from "./types.ts";

/** Key of a definition: `module` or `module#local`. */
export function defKey(t: RefTarget): string {
  return t.local === undefined ? t.module : `${t.module}#${t.local}`;
}

/** Calls `visit` for every ref node inside `node` (not following refs). */
export function forEachRef(node: Node, visit: (target: RefTarget) => void): void {
  const walk = (n: Node | undefined): void => {
    if (!n) return;
    switch (n.kind) {
      case "ref":
        return visit(n.target);
      case "any":
      case "never":
      case "const":
      case "enum":
      case "type-guard":
      case "null":
      case "boolean":
      case "number":
      case "string":
        return;
      case "array":
        n.prefixItems.forEach(walk);
        walk(n.items);
        walk(n.contains);
        return;
      case "object":
        n.properties.forEach((p) => walk(p.schema));
        n.patternProperties.forEach((p) => walk(p.schema));
        walk(n.additionalProperties);
        walk(n.propertyNames);
        n.dependentSchemas.forEach((d) => walk(d.schema));
        return;
      case "union":
        n.variants.forEach(walk);
        return;
      case "all-of":
        n.parts.forEach(walk);
        walk(n.unevaluatedItems);
        walk(n.unevaluatedProperties);
        return;
      case "not":
        return walk(n.inner);
      case "conditional":
        walk(n.if);
        walk(n.then);
        walk(n.else);
        return;
      default: {
        const exhaustive: never = n;
        return exhaustive;
      }
    }
  };
  walk(node);
}

/** Dependency facts emitters need to order definitions and break cycles. */
export interface DefGraph {
  /** Definitions of a module in an order where every eager reference is defined first. */
  order(module: Module): string[];
  /** True when a reference must be deferred (`z.lazy`) because it closes a cycle. */
  isLazy(from: string, to: RefTarget): boolean;
}

/** Builds the definition graph of a program, with strongly connected components of definitions and modules. */
export function buildDefGraph(modules: readonly Module[]): DefGraph {
  const nodes = new Map<string, Node>();
  for (const m of modules) {
    nodes.set(m.name, m.root);
    for (const l of m.locals) nodes.set(defKey({ module: m.name, local: l.name }), l.node);
  }
  const edges = new Map<string, string[]>();
  for (const [key, node] of nodes) {
    const out: string[] = [];
    forEachRef(node, (t) => out.push(defKey(t)));
    edges.set(key, out);
  }
  const moduleOf = (key: string) => key.split("#")[0]!;
  const defScc = scc([...nodes.keys()], (k) => edges.get(k) ?? []);
  const moduleEdges = new Map<string, Set<string>>();
  for (const [from, tos] of edges) {
    const set = moduleEdges.get(moduleOf(from)) ?? new Set<string>();
    tos.forEach((t) => set.add(moduleOf(t)));
    moduleEdges.set(moduleOf(from), set);
  }
  const moduleScc = scc(modules.map((m) => m.name), (k) => [...(moduleEdges.get(k) ?? [])]);
  const selfLoop = (k: string) => (edges.get(k) ?? []).includes(k);
  const isLazy = (from: string, to: RefTarget) => {
    const toKey = defKey(to);
    if (defScc.get(from) === defScc.get(toKey) && (from !== toKey || selfLoop(from))) return true;
    const a = moduleOf(from);
    const b = to.module;
    return a !== b && moduleScc.get(a) === moduleScc.get(b);
  };
  return {
    isLazy,
    order(module) {
      const keys = [...module.locals.map((l) => defKey({ module: module.name, local: l.name })), module.name];
      const done = new Set<string>();
      const out: string[] = [];
      const visit = (k: string) => {
        if (done.has(k)) return;
        done.add(k);
        for (const to of edges.get(k) ?? []) {
          if (moduleOf(to) === module.name && !isLazy(k, parseKey(to))) visit(to);
        }
        out.push(k);
      };
      keys.forEach(visit);
      return out;
    },
  };
}

function parseKey(key: string): RefTarget {
  const [module, local] = key.split("#") as [string, string | undefined];
  return local === undefined ? { module } : { module, local };
}

/** Tarjan's algorithm, iterative-safe for the sizes here; maps each key to a component id. */
function scc(keys: readonly string[], next: (k: string) => readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let componentId = 0;
  const strong = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      for (;;) {
        const w = stack.pop()!;
        onStack.delete(w);
        component.set(w, componentId);
        if (w === v) break;
      }
      componentId++;
    }
  };
  for (const k of keys) if (!index.has(k)) strong(k);
  return component;
}
