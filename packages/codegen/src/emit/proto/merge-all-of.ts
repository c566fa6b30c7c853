import type { AllOfNode, Node, NumberNode, ObjectNode, Property } from "../../ir/types.ts";
import type { PlanEnv } from "./plan-env.ts";

/**
 * Reduces an `allOf` to one node with the same wire shape, or reports why it cannot:
 * object parts merge into one object (closed parts limit the allowed keys), and parts that only add checks
 * on declared properties (oneOf of `required`, if/then, not) are dropped from the shape — the bridge still
 * enforces them through the schema validator. Scalar parts merge when they agree on one type.
 */
export function mergeAllOf(env: PlanEnv, node: AllOfNode): Node | undefined {
  const where = node.meta.source;
  if (node.unevaluatedItems !== undefined) {
    env.report(where, "proto: `unevaluatedItems` has no proto mapping");
    return undefined;
  }
  const resolved = node.parts.map((p) => deref(env, p));
  if (resolved.some((r) => r === undefined)) {
    env.report(where, "proto: an `allOf` part refers to a definition that could not be resolved");
    return undefined;
  }
  const parts = resolved as Node[];
  const objects = parts.filter((p): p is ObjectNode => p.kind === "object");
  if (objects.length > 0) return mergeObjects(env, node, parts, objects);
  if (node.unevaluatedProperties !== undefined) {
    env.report(where, "proto: `unevaluatedProperties` without an object part has no proto mapping");
    return undefined;
  }
  return mergeScalars(env, node, parts);
}

function deref(env: PlanEnv, node: Node, depth = 0): Node | undefined {
  if (node.kind !== "ref") return node;
  if (depth > 32) return undefined;
  const target = env.resolveRef(node.target);
  return target === undefined ? undefined : deref(env, target, depth + 1);
}

function isOpen(o: ObjectNode): boolean {
  return o.additionalProperties === undefined || o.additionalProperties.kind === "any";
}

function mergeObjects(env: PlanEnv, node: AllOfNode, parts: readonly Node[], objects: readonly ObjectNode[]): Node | undefined {
  const where = node.meta.source;
  for (const o of objects) {
    if (!isOpen(o) && o.additionalProperties!.kind !== "never") {
      env.report(where, "proto: an `allOf` part with a typed `additionalProperties` has no proto mapping");
      return undefined;
    }
    if (o.patternProperties.length > 0 || o.dependentSchemas.length > 0) {
      env.report(where, "proto: an `allOf` part with `patternProperties` or `dependentSchemas` has no proto mapping");
      return undefined;
    }
  }
  const closedParts = objects.filter((o) => !isOpen(o));
  const unevaluatedClosed = node.unevaluatedProperties?.kind === "never";
  if (node.unevaluatedProperties !== undefined && !unevaluatedClosed && node.unevaluatedProperties.kind !== "any") {
    env.report(where, "proto: a typed `unevaluatedProperties` has no proto mapping");
    return undefined;
  }
  const allowed = (name: string) => closedParts.every((o) => o.properties.some((p) => p.name === name));
  const merged = new Map<string, Property>();
  for (const o of objects) {
    for (const p of o.properties) {
      const prev = merged.get(p.name);
      if (!prev) {
        merged.set(p.name, p);
        continue;
      }
      const schema = pickSchema(prev.schema, p.schema);
      if (!schema) {
        env.report(where, `proto: property "${p.name}" is declared with different schemas in two \`allOf\` parts`);
        return undefined;
      }
      merged.set(p.name, { name: p.name, required: prev.required || p.required, declared: prev.declared || p.declared, schema });
    }
  }
  const properties = [...merged.values()].filter((p) => {
    if (allowed(p.name)) return true;
    if (p.required) env.report(where, `proto: property "${p.name}" is required but a closed \`allOf\` part forbids it`);
    return false;
  });
  const closed = closedParts.length > 0 || unevaluatedClosed;
  const names = new Set(properties.map((p) => p.name));
  for (const part of parts) {
    if (part.kind === "object") continue;
    const mentioned = mentionedProperties(part);
    const restrictionOnly = mentioned !== undefined && (!closed || [...mentioned].every((m) => names.has(m)));
    if (!restrictionOnly || !isRestriction(part)) {
      env.report(where, `proto: an \`allOf\` part of kind ${part.kind} changes the object's shape; it has no proto mapping`);
      return undefined;
    }
  }
  const never: Node = { kind: "never", meta: node.meta };
  const result: ObjectNode = {
    kind: "object",
    properties,
    patternProperties: [],
    ...(closed ? { additionalProperties: never } : {}),
    dependentRequired: objects.flatMap((o) => o.dependentRequired),
    dependentSchemas: [],
    meta: node.meta,
  };
  return result;
}

/** Two declarations of one property: the same node, or one that only narrows the other (`const` over `string`). */
function pickSchema(a: Node, b: Node): Node | undefined {
  if (a === b || a.kind === "any") return b;
  if (b.kind === "any") return a;
  if (a.kind === "ref" && b.kind === "ref" && a.target.module === b.target.module && a.target.local === b.target.local) return a;
  const narrows = (lit: Node, wide: Node) =>
    (lit.kind === "const" || lit.kind === "enum") && (wide.kind === "string" || wide.kind === "number" || wide.kind === "boolean");
  if (narrows(a, b)) return a;
  if (narrows(b, a)) return b;
  if (a.kind === b.kind && (a.kind === "string" || a.kind === "boolean")) return a;
  return undefined;
}

/** Whether a part can only reject values (never add a shape): unions, conditionals and negations of checks. */
function isRestriction(part: Node): boolean {
  return part.kind === "union" || part.kind === "conditional" || part.kind === "not" || part.kind === "type-guard" || part.kind === "all-of";
}

/** Property names a check part talks about; undefined when it refers elsewhere (a `$ref`) and so cannot be judged. */
function mentionedProperties(node: Node): Set<string> | undefined {
  const out = new Set<string>();
  const visit = (n: Node): boolean => {
    switch (n.kind) {
      case "object":
        n.properties.forEach((p) => out.add(p.name));
        return n.patternProperties.length === 0;
      case "union":
        return n.variants.every(visit);
      case "all-of":
        return n.parts.every(visit);
      case "not":
        return visit(n.inner);
      case "conditional":
        return visit(n.if) && (n.then === undefined || visit(n.then)) && (n.else === undefined || visit(n.else));
      case "ref":
        return false;
      default:
        return true;
    }
  };
  return visit(node) ? out : undefined;
}

function mergeScalars(env: PlanEnv, node: AllOfNode, parts: readonly Node[]): Node | undefined {
  const literal = parts.find((p) => p.kind === "const" || p.kind === "enum");
  const simple = (p: Node) => p.kind === "string" || p.kind === "number" || p.kind === "boolean" || p.kind === "type-guard";
  if (literal && parts.every((p) => p === literal || simple(p))) return { ...literal, meta: node.meta } as Node;
  const kinds = new Set(parts.map((p) => p.kind));
  if (kinds.size === 1 && (kinds.has("string") || kinds.has("boolean"))) return { ...parts[0]!, meta: node.meta } as Node;
  if (kinds.size === 1 && kinds.has("number")) {
    const nums = parts as NumberNode[];
    const pick = (xs: (number | undefined)[], f: (...v: number[]) => number) => {
      const defined = xs.filter((x): x is number => x !== undefined);
      return defined.length === 0 ? undefined : f(...defined);
    };
    const minimum = pick(nums.map((n) => n.constraints.minimum), Math.max);
    const maximum = pick(nums.map((n) => n.constraints.maximum), Math.min);
    const merged: NumberNode = {
      kind: "number",
      integer: nums.some((n) => n.integer),
      constraints: { ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) },
      meta: node.meta,
    };
    return merged;
  }
  env.report(node.meta.source, `proto: an \`allOf\` of ${[...kinds].join(", ")} has no proto mapping`);
  return undefined;
}
