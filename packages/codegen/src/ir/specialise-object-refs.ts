import { defKey } from "./def-graph.ts";
import { mapChildren } from "./map-children.ts";
import { acceptsNoObject, narrowPartsToObjects, objectOnly, type RefView } from "./object-branch.ts";
import { simplify } from "./simplify.ts";
import type { LocalDefinition, Module, Node, Program, RefNode, RefTarget, UnionNode } from "./types.ts";

/**
 * The program-wide half of the object-branch simplification (`simplify` does what one node shows): where an
 * object-only `allOf` refers to a definition that is "an object, or any non-object" (SchemaStore's untyped
 * `properties` groups), the reference is pointed at that definition's object branch. The branch is hoisted
 * into a local definition of the target's module (`…Object`), and the target itself becomes a union of a
 * reference to it and its non-object alternatives, so nothing is printed twice. Exact: the hoisted
 * alternatives accept only objects and the others none, so no value matches on both sides (oneOf included).
 */
export function specialiseObjectRefs(program: Program): Program {
  const definitions = new Map<string, Node>();
  for (const m of program.modules) {
    definitions.set(m.name, m.root);
    for (const l of m.locals) definitions.set(defKey({ module: m.name, local: l.name }), l.node);
  }
  const resolve = (ref: RefNode) => definitions.get(defKey(ref.target));
  /** Per hoisted definition: the new local's target and which union alternatives move there. */
  const hoisted = new Map<string, { target: RefTarget; moved: readonly number[] }>();
  const takenLocals = new Map(program.modules.map((m) => [m.name, new Set(m.locals.map((l) => l.name))]));

  const classify: RefView = { resolve, narrow: (ref) => ref };
  const narrow = (ref: RefNode, aliases: Set<Node>): Node => {
    const target = resolve(ref);
    if (target === undefined || aliases.has(target)) return ref;
    // An alias (a definition that is only a reference): its target's branch.
    if (target.kind === "ref") {
      const branch = narrow(target, aliases.add(target));
      return branch === target ? ref : branch;
    }
    const key = defKey(ref.target);
    const known = hoisted.get(key);
    if (known) return { ...ref, target: known.target };
    const moved = objectAlternatives(target, classify);
    if (moved === undefined) return ref;
    const taken = takenLocals.get(ref.target.module)!;
    const base = ref.target.local === undefined ? "object" : `${ref.target.local}Object`;
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    taken.add(name);
    const local = { module: ref.target.module, local: name };
    hoisted.set(key, { target: local, moved });
    return { ...ref, target: local };
  };
  const refs: RefView = { resolve, narrow: (ref) => narrow(ref, new Set()) };

  const rewrite = (node: Node): Node => {
    const inner = mapChildren(node, rewrite);
    if (inner.kind !== "all-of") return inner;
    const parts = narrowPartsToObjects(inner.parts, refs);
    return parts === inner.parts ? inner : simplify({ ...inner, parts });
  };

  const rewritten = program.modules.map((m) => ({
    module: m,
    root: rewrite(m.root),
    locals: m.locals.map((l) => ({ ...l, node: rewrite(l.node) })),
  }));
  if (hoisted.size === 0) return program;
  const modules: Module[] = rewritten.map(({ module, root, locals }) => {
    const added: LocalDefinition[] = [];
    const split = (key: string, node: Node): Node => {
      const hoist = hoisted.get(key);
      if (!hoist || node.kind !== "union") return node;
      const moved = node.variants.filter((_, i) => hoist.moved.includes(i));
      const branch: Node = moved.length === 1 ? moved[0]! : { ...node, variants: moved };
      added.push({ name: hoist.target.local!, node: branch });
      const ref: Node = { kind: "ref", target: hoist.target, meta: { source: branch.meta.source } };
      const first = hoist.moved[0]!;
      return { ...node, variants: node.variants.flatMap((v, i) => (i === first ? [ref] : hoist.moved.includes(i) ? [] : [v])) };
    };
    const newLocals = locals.map((l) => ({ ...l, node: split(defKey({ module: module.name, local: l.name }), l.node) }));
    const newRoot = split(module.name, root);
    return { ...module, root: newRoot, locals: [...newLocals, ...added] };
  });
  return { modules };
}

/**
 * Indices of a union's object-only alternatives when every other alternative accepts no object and both kinds
 * are present; otherwise the definition has no separate object branch to hoist.
 */
function objectAlternatives(node: Node, refs: RefView): readonly number[] | undefined {
  if (node.kind !== "union") return undefined;
  const union: UnionNode = node;
  const moved: number[] = [];
  for (const [i, v] of union.variants.entries()) {
    if (objectOnly(v, refs)) moved.push(i);
    else if (!acceptsNoObject(v, refs)) return undefined;
  }
  return moved.length > 0 && moved.length < union.variants.length ? moved : undefined;
}
