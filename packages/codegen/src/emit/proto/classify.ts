import { assertNever, type Json, type Meta, type Node, type NumberNode, type ObjectNode, type UnionNode } from "../../ir/types.ts";
import type { ScalarType, TypeRef } from "./ast.ts";
import type { Codec } from "./bridge/runtime/bridge-runtime.ts";
import { mergeAllOf } from "./merge-all-of.ts";
import { pascalName, safeFieldName, snakeName, words } from "./naming.ts";
import type { EnumMember, PlanEnv, Scope } from "./plan-env.ts";
import type { Shape, UnionVariant } from "./shape.ts";

const VALUE: Shape = { t: "value" };
const STRUCT: Shape = { t: "struct" };
const NULL: Shape = { t: "null" };

/**
 * Maps one IR node to its proto shape, declaring the messages and enums it needs in `scope`.
 * Returns undefined after reporting a diagnostic: a shape proto cannot carry exactly is an error, never a weaker type.
 */
export function classifyNode(env: PlanEnv, node: Node, scope: Scope, hint: string): Shape | undefined {
  const where = node.meta.source;
  switch (node.kind) {
    case "any":
      return VALUE;
    case "never":
      env.report(where, "proto: `false` (a schema no value matches) has no proto mapping");
      return undefined;
    case "ref":
      return env.refShape(node.target, where);
    case "const":
      return constShape(env, node.value, node.meta);
    case "enum":
      return literalShape(env, node.values, node.meta, scope, hint, []);
    case "type-guard":
      return typeGuardShape(env, node.types, node.meta);
    case "null":
      return NULL;
    case "boolean":
      return { t: "scalar", scalar: "bool" };
    case "number":
      return { t: "scalar", scalar: node.integer ? integerScalar(node) : "double" };
    case "string":
      return { t: "scalar", scalar: "string" };
    case "array":
      return arrayShape(env, node, scope, hint);
    case "object":
      return objectShape(env, node, scope, hint);
    case "union":
      return unionShape(env, node, scope, hint);
    case "all-of": {
      const merged = mergeAllOf(env, node);
      return merged === undefined ? undefined : classifyNode(env, merged, scope, hint);
    }
    case "not":
      env.report(where, "proto: `not` on its own has no proto mapping (proto types say what a value is, not what it is not)");
      return undefined;
    case "conditional":
      env.report(where, "proto: `if`/`then`/`else` on its own has no proto mapping; put it next to `type: object` with declared properties");
      return undefined;
    default:
      return assertNever(node, "IR node");
  }
}

/**
 * integer → uint32 when the bounds fit [0, 2^32), int32 when they fit [-2^31, 2^31), else int64.
 * `format` (uint32, int64…) is an annotation in 2020-12, so only real bounds narrow the type.
 */
export function integerScalar(node: NumberNode): ScalarType {
  const c = node.constraints;
  const lows = [c.minimum, c.exclusiveMinimum === undefined ? undefined : Math.floor(c.exclusiveMinimum) + 1];
  const highs = [c.maximum, c.exclusiveMaximum === undefined ? undefined : Math.ceil(c.exclusiveMaximum) - 1];
  const lo = Math.max(...lows.filter((x): x is number => x !== undefined), -Infinity);
  const hi = Math.min(...highs.filter((x): x is number => x !== undefined), Infinity);
  if (lo >= 0 && hi <= 4294967295) return "uint32";
  if (lo >= -2147483648 && hi <= 2147483647) return "int32";
  return "int64";
}

function constShape(env: PlanEnv, value: Json, meta: Meta): Shape | undefined {
  if (value === null) return NULL;
  if (typeof value === "string") return { t: "const", scalar: "string", value };
  if (typeof value === "boolean") return { t: "const", scalar: "bool", value };
  if (typeof value === "number") return { t: "const", scalar: Number.isSafeInteger(value) ? "int64" : "double", value };
  env.report(meta.source, "proto: a `const` object or array has no proto mapping");
  return undefined;
}

/** A string `enum` (or a union of string consts): a proto enum; `null` among the values makes it nullable. */
function literalShape(
  env: PlanEnv,
  values: readonly Json[],
  meta: Meta,
  scope: Scope,
  hint: string,
  comments: readonly (readonly string[])[],
): Shape | undefined {
  const nullable = values.includes(null);
  const rest = values.filter((v) => v !== null);
  if (rest.length === 0) return NULL;
  if (!rest.every((v): v is string => typeof v === "string")) {
    env.report(meta.source, "proto: an `enum` whose values are not all strings has no proto enum mapping");
    return undefined;
  }
  const members: EnumMember[] = [];
  rest.forEach((json, i) => {
    if (!members.some((m) => m.json === json)) members.push({ json, comment: comments[i] ?? [] });
  });
  const draft = env.declareEnum(scope, hint, meta, members);
  if (!draft) return undefined;
  const shape: Shape = { t: "enum", ref: draft.handle };
  return nullable ? { t: "nullable", inner: shape } : shape;
}

function typeGuardShape(env: PlanEnv, types: readonly string[], meta: Meta): Shape | undefined {
  const set = new Set(types);
  if (set.size === 7) return VALUE;
  if (set.size === 2 && set.has("integer") && set.has("number")) return { t: "scalar", scalar: "double" };
  if (set.size === 1) {
    const [only] = set;
    switch (only) {
      case "string":
        return { t: "scalar", scalar: "string" };
      case "boolean":
        return { t: "scalar", scalar: "bool" };
      case "number":
        return { t: "scalar", scalar: "double" };
      case "integer":
        return { t: "scalar", scalar: "int64" };
      case "null":
        return NULL;
      case "object":
        return STRUCT;
      case "array":
        return { t: "list", item: VALUE };
    }
  }
  env.report(
    meta.source,
    `proto: a value that may be any of ${[...set].join(", ")} has no typed proto mapping; give it one \`type\` (or a discriminated union)`,
  );
  return undefined;
}

function arrayShape(env: PlanEnv, node: Node & { kind: "array" }, scope: Scope, hint: string): Shape | undefined {
  if (node.prefixItems.length > 0) {
    env.report(node.meta.source, "proto: `prefixItems` (a tuple) has no proto mapping; use an object with named properties");
    return undefined;
  }
  if (node.items?.kind === "never") {
    env.report(node.meta.source, "proto: `items: false` (only the empty array) has no proto mapping");
    return undefined;
  }
  if (scope.kind === "file") {
    // A module whose root is an array: a message `{ repeated T values = 1; }` so it can be encoded on its own.
    const wrapper = env.declareMessage(scope, scope.exactName, node.meta, "wrap");
    const item = node.items === undefined ? VALUE : classifyNode(env, node.items, { kind: "message", parent: wrapper }, "Item");
    if (!item) return undefined;
    const shape = { t: "list" as const, item, wrapper: wrapper.handle };
    env.defer(() => env.buildWrapper(wrapper, shape, node.meta));
    return shape;
  }
  const item = node.items === undefined ? VALUE : classifyNode(env, node.items, scope, `${hint}Item`);
  return item ? { t: "list", item } : undefined;
}

function isOpen(node: ObjectNode): boolean {
  return node.additionalProperties === undefined || node.additionalProperties.kind === "any";
}

function objectShape(env: PlanEnv, node: ObjectNode, scope: Scope, hint: string): Shape | undefined {
  const where = node.meta.source;
  if (node.dependentSchemas.length > 0) {
    env.report(where, "proto: `dependentSchemas` has no proto mapping (it changes the shape depending on data)");
    return undefined;
  }
  const open = isOpen(node);
  const closed = node.additionalProperties?.kind === "never";
  if (node.patternProperties.length > 0 && !open) {
    env.report(where, "proto: `patternProperties` on an object that is not open has no proto mapping (proto map keys carry no pattern)");
    return undefined;
  }
  if (node.properties.length === 0 && open) return STRUCT;
  if (!open && !closed) {
    const additional = node.additionalProperties!;
    if (node.properties.length > 0) {
      env.report(where, "proto: declared `properties` together with a typed `additionalProperties` have no proto mapping; use one or the other");
      return undefined;
    }
    if (scope.kind === "file") {
      const wrapper = env.declareMessage(scope, scope.exactName, node.meta, "wrap");
      const value = classifyNode(env, additional, { kind: "message", parent: wrapper }, "Value");
      if (!value) return undefined;
      const shape = { t: "map" as const, value, wrapper: wrapper.handle };
      env.defer(() => env.buildWrapper(wrapper, shape, node.meta));
      return shape;
    }
    const value = classifyNode(env, additional, scope, `${hint}Value`);
    return value ? { t: "map", value } : undefined;
  }
  const draft = env.declareMessage(scope, hint, node.meta, "object");
  env.defer(() => env.buildObject(draft, node));
  return { t: "message", ref: draft.handle };
}

function isNullish(node: Node): boolean {
  return (
    node.kind === "null" ||
    (node.kind === "const" && node.value === null) ||
    (node.kind === "enum" && node.values.every((v) => v === null)) ||
    (node.kind === "type-guard" && node.types.length === 1 && node.types[0] === "null")
  );
}

/** String literals of a union whose branches are all string consts / string enums (ACP writes enums this way). */
function stringLiterals(variants: readonly Node[]): { values: Json[]; comments: string[][] } | undefined {
  const values: Json[] = [];
  const comments: string[][] = [];
  for (const v of variants) {
    if (v.kind === "const" && typeof v.value === "string") {
      values.push(v.value);
      comments.push(v.meta.description ? v.meta.description.split("\n") : []);
    } else if (v.kind === "enum" && v.values.every((x) => typeof x === "string")) {
      for (const x of v.values) {
        values.push(x);
        comments.push([]);
      }
    } else return undefined;
  }
  return { values, comments };
}

function unionShape(env: PlanEnv, node: UnionNode, scope: Scope, hint: string): Shape | undefined {
  const nulls = node.variants.filter(isNullish);
  const rest = node.variants.filter((v) => !isNullish(v));
  const wrapNull = (s: Shape | undefined): Shape | undefined =>
    s === undefined ? undefined : nulls.length > 0 && s.t !== "nullable" && s.t !== "value" && s.t !== "null" ? { t: "nullable", inner: s } : s;
  if (rest.length === 0) return NULL;
  const literals = stringLiterals(rest);
  if (literals) return wrapNull(literalShape(env, literals.values, node.meta, scope, hint, literals.comments));
  if (rest.length === 1) return wrapNull(classifyNode(env, rest[0]!, scope, hint));
  const scalars = sameScalar(env, rest, scope, hint);
  if (scalars) return wrapNull(scalars);
  if (scope.kind === "file") {
    // A module whose root is a union: a message holding the oneof, with inline variants nested inside it.
    const holder = env.declareMessage(scope, scope.exactName, node.meta, "union");
    const union = unionOfMessages(env, node, rest, { kind: "message", parent: holder }, "");
    if (!union) return undefined;
    const shape = { ...union, holder: holder.handle };
    env.defer(() => env.buildUnionHolder(holder, shape, node.meta));
    return wrapNull(shape);
  }
  return wrapNull(unionOfMessages(env, node, rest, scope, hint));
}

/** Branches that are all plain strings (some possibly constrained) or all numbers: one scalar carries them. */
function sameScalar(env: PlanEnv, rest: readonly Node[], scope: Scope, hint: string): Shape | undefined {
  const simple = rest.every((v) => v.kind === "string" || v.kind === "number" || (v.kind === "const" && typeof v.value !== "object"));
  if (!simple) return undefined;
  const shapes = rest.map((v) => classifyNode(env, v, scope, hint));
  if (shapes.some((s) => s === undefined)) return undefined;
  const scalars = new Set(shapes.map((s) => (s!.t === "scalar" || s!.t === "const" ? s!.scalar : "?")));
  if (scalars.size === 1 && !scalars.has("?") && shapes.some((s) => s!.t === "scalar")) {
    return { t: "scalar", scalar: [...scalars][0] as ScalarType };
  }
  const numeric = [...scalars].every((s) => s === "double" || s === "int64" || s === "int32" || s === "uint32");
  return numeric && shapes.some((s) => s!.t === "scalar") ? { t: "scalar", scalar: "double" } : undefined;
}

function unionOfMessages(
  env: PlanEnv,
  node: UnionNode,
  rest: readonly Node[],
  scope: Scope,
  hint: string,
): (Shape & { t: "union" }) | undefined {
  const disc = node.discriminator;
  const tags = disc ? node.variants.map((_, i) => disc.values[i]) : [];
  const variantTags = disc ? rest.map((v) => tags[node.variants.indexOf(v)]) : [];
  const shapes = rest.map((v, i) => {
    const shape = classifyNode(env, v, scope, `${hint}${pascalName(variantTags[i] ?? variantName(v, i))}`);
    return shape === undefined ? undefined : wrapCollectionVariant(env, shape, v.meta, scope, hint);
  });
  if (shapes.some((s) => s === undefined)) return undefined;
  const singles = shapes.map((s) => oneofMember(s!));
  const bad = singles.findIndex((s) => s === undefined);
  if (bad >= 0) {
    const kinds = shapes.map((s) => s!.t).join(", ");
    env.report(
      node.meta.source,
      `proto: a union of ${kinds} has no proto mapping (a oneof member is one message, enum or scalar; branch ${bad} is a ${shapes[bad]!.t})`,
    );
    return undefined;
  }
  // A wrapped list/map is named by what it is (`list_value`), like scalars, not by its wrapper message's name.
  const named = singles.map((s, i) => (s!.type.kind === "named" && !isCollection(shapes[i]!) ? s!.type.fullName.split(".").pop()! : undefined));
  const namedOnly = named.filter((n): n is string => n !== undefined);
  const distinct = namedOnly.length > 1 ? distinctiveNames(namedOnly) : [];
  let k = 0;
  const members = disc
    ? variantTags.map((tag, i) => safeFieldName(snakeName(tag ?? "") || `variant_${i + 1}`))
    : singles.map((s, i) =>
        named[i] !== undefined
          ? named.filter(Boolean).length > 1
            ? distinct[k++]!
            : snakeName(named[i]!)
          : `${isCollection(shapes[i]!) ? shapes[i]!.t : scalarMemberName(s!.type)}_value`,
      );
  if (new Set(members).size !== members.length) {
    env.report(node.meta.source, `proto: union variants map to clashing oneof member names (${members.join(", ")})`);
    return undefined;
  }
  const variants: UnionVariant[] = singles.map((single, i) => ({
    member: members[i]!,
    ...(disc ? { tag: variantTags[i]! } : {}),
    type: single!.type,
    codec: single!.codec,
  }));
  return { t: "union", ...(disc ? { discriminator: disc.property } : {}), variants };
}

/** A shape that can be one member of a oneof: a message, an enum or a scalar (lists, maps and Values cannot). */
function oneofMember(s: Shape): { type: TypeRef; codec: Codec } | undefined {
  switch (s.t) {
    case "message":
      return { type: { kind: "named", fullName: s.ref.fullName }, codec: { k: "message", m: s.ref.fullName } };
    case "enum":
      return { type: { kind: "named", fullName: s.ref.fullName }, codec: { k: "enum", e: s.ref.fullName } };
    case "scalar":
      return { type: { kind: "scalar", scalar: s.scalar }, codec: { k: "scalar", t: s.scalar } };
    case "const":
      return { type: { kind: "scalar", scalar: s.scalar }, codec: { k: "const", t: s.scalar, v: s.value } };
    case "list":
    case "map":
      return s.wrapper ? { type: { kind: "named", fullName: s.wrapper.fullName }, codec: { k: "message", m: s.wrapper.fullName } } : undefined;
    default:
      return undefined;
  }
}

function isCollection(s: Shape): s is Shape & { t: "list" | "map" } {
  return s.t === "list" || s.t === "map";
}

/**
 * A list or map branch of a union (`string | string[]`): a oneof cannot hold `repeated`/`map` directly, so the
 * branch gets a nested wrapper message `{ repeated T values = 1; }` and the oneof holds that; exact both ways.
 */
function wrapCollectionVariant(env: PlanEnv, shape: Shape, meta: Meta, scope: Scope, hint: string): Shape {
  if (!isCollection(shape) || shape.wrapper || scope.kind !== "message") return shape;
  const wrapper = env.declareMessage(scope, `${hint}${shape.t === "list" ? "List" : "Map"}`, meta, shape.t === "list" ? "oneof-list" : "oneof-map");
  const wrapped = { ...shape, wrapper: wrapper.handle };
  env.defer(() => env.buildWrapper(wrapper, wrapped, meta));
  return wrapped;
}

/** JSON-ish member names for scalar branches: `string_value`, `integer_value`, `number_value`, `bool_value`. */
function scalarMemberName(t: TypeRef): string {
  if (t.kind !== "scalar") return "value";
  return t.scalar === "string" ? "string" : t.scalar === "bool" ? "bool" : t.scalar === "double" ? "number" : "integer";
}

function variantName(v: Node, i: number): string {
  if (v.kind === "ref") return v.target.local ?? v.target.module;
  return v.meta.title ?? `Variant${i + 1}`;
}

/**
 * Oneof member names for a union told apart by required properties: the variants' type names without the
 * words they all share (`AcpTextResourceContents`, `AcpBlobResourceContents` → `text`, `blob`).
 */
export function distinctiveNames(typeNames: readonly string[]): string[] {
  if (typeNames.length < 2) return typeNames.map((n) => safeFieldName(snakeName(n)));
  const split = typeNames.map((n) => words(n));
  let lead = 0;
  while (split.every((w) => w.length > lead + 1 && w[lead] === split[0]![lead])) lead++;
  let tail = 0;
  while (split.every((w) => w.length > lead + tail + 1 && w[w.length - 1 - tail] === split[0]![split[0]!.length - 1 - tail])) tail++;
  // A proto identifier cannot start with a digit: `Variant1`, `Variant2` keep their last shared word (`variant_1`).
  return split.map((w) => {
    const name = w.slice(lead, w.length - tail).join("_");
    const named = /^[0-9]/.test(name) ? w.slice(Math.max(0, lead - 1), w.length - tail).join("_") : name;
    return safeFieldName(/^[0-9]/.test(named) ? `v_${named}` : named);
  });
}
