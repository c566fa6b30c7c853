import type { ImportCollector } from "../imports.ts";
import { defKey, forEachRef, type DefGraph } from "../../ir/def-graph.ts";
import { literalUnionValues } from "../../ir/literal-union.ts";
import { annotatorExpression as printAnnotator } from "../annotator-expression.ts";
import type { ArrayNode, Json, JsonType, Module, Node, ObjectNode, RefTarget, UnionNode } from "../../ir/types.ts";

/** Output-relative path of the shared runtime helpers module. */
export const RUNTIME_PATH = "validators/_toolwire.ts";

/** What the expression printer needs to know about the program and the file being written. */
export interface ZodContext {
  readonly imports: ImportCollector;
  readonly graph: DefGraph;
  readonly modules: ReadonlyMap<string, Module>;
  /** Key of the definition being printed (for cycle decisions). */
  readonly currentDef: string;
  readonly currentModule: string;
  /** Cycle bookkeeping for the definition being printed (mutated while printing). */
  readonly cycles: CycleState;
  /** Records that a module's annotator export is needed (unevaluated* support). */
  needAnnotator(module: string): void;
}

/**
 * References that close a cycle are deferred. Inside an object property they are printed in a getter
 * (`get next() { return nodeSchema; }`), which Zod evaluates lazily and TypeScript can infer; anywhere
 * else they need `z.lazy`, and the definition's type must then be declared (`z.ZodType<unknown>`).
 */
export interface CycleState {
  inGetter: boolean;
  /** Deferred references printed so far. */
  deferred: number;
  /** Of those, the ones printed with `z.lazy` (outside a getter). */
  lazy: number;
}

/** Fresh bookkeeping for one definition. */
export function createCycleState(): CycleState {
  return { inGetter: false, deferred: 0, lazy: 0 };
}

/** Exported Zod schema name of a module: `toolPart` → `toolPartSchema`. */
export function schemaExportName(module: string): string {
  return `${module}Schema`;
}
/** Exported annotator name of a module (only for unevaluated* support). */
export function annotatorExportName(module: string): string {
  return `${module}Annotator`;
}
/** Exported const name of a local definition, unique program-wide so other modules can import it. */
export function localConstName(module: string, local: string): string {
  return `${module}_${local}Schema`;
}
/** Exported name of a local definition's annotator. */
export function localAnnotatorName(module: string, local: string): string {
  return `${module}_${local}Annotator`;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Prints a Zod expression that accepts exactly what `node` accepts. */
export function zodExpression(node: Node, ctx: ZodContext, indent = ""): string {
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const h = (name: string) => ctx.imports.use({ name, from: RUNTIME_PATH });
  const sub = (n: Node) => zodExpression(n, ctx, indent);
  switch (node.kind) {
    case "any":
      return `${z}.unknown()`;
    case "never":
      return `${z}.never()`;
    case "ref":
      return refExpression(node.target, ctx);
    case "const":
      return literalExpression([node.value], ctx);
    case "enum":
      return node.values.length === 0 ? `${z}.never()` : literalExpression(node.values, ctx);
    case "type-guard":
      return typeGuard(node.types, ctx);
    case "null":
      return `${z}.null()`;
    case "boolean":
      return `${z}.boolean()`;
    case "number": {
      let out = `${z}.number()`;
      const c = node.constraints;
      if (c.minimum !== undefined) out += `.gte(${num(c.minimum)})`;
      if (c.exclusiveMinimum !== undefined) out += `.gt(${num(c.exclusiveMinimum)})`;
      if (c.maximum !== undefined) out += `.lte(${num(c.maximum)})`;
      if (c.exclusiveMaximum !== undefined) out += `.lt(${num(c.exclusiveMaximum)})`;
      if (node.integer) out += `.refine(${h("isInteger")}, "Invalid input: expected integer")`;
      if (c.multipleOf !== undefined) out += `.refine((v) => ${h("isMultipleOf")}(v, ${num(c.multipleOf)}), "Invalid input: expected multiple of ${num(c.multipleOf)}")`;
      return out;
    }
    case "string": {
      let out = `${z}.string()`;
      const c = node.constraints;
      if (c.minLength !== undefined || c.maxLength !== undefined) {
        out += `.superRefine(${h("stringLength")}(${c.minLength ?? "undefined"}, ${c.maxLength ?? "undefined"}))`;
      }
      if (c.pattern !== undefined) out += `.regex(new RegExp(${JSON.stringify(c.pattern)}, "u"))`;
      return out;
    }
    case "array":
      return arrayExpression(node, ctx, indent);
    case "object":
      return objectExpression(node, ctx, indent);
    case "union":
      return unionExpression(node, ctx, indent);
    case "all-of": {
      const flat = flattenOpenAllOf(node, ctx, indent);
      if (flat !== undefined) return flat;
      // Zod's intersection only reports an unknown key when both sides reject it, so a closed object
      // (z.strictObject) inside allOf would let extra keys through; those operands are re-checked alone.
      let strict = false;
      let base = node.parts.length === 0 ? `${z}.unknown()` : "";
      node.parts.forEach((part, i) => {
        const expr = sub(part);
        strict ||= rejectsUnknownKeys(part, ctx, new Set());
        if (i === 0) base = expr;
        else base = strict ? `${h("intersectStrict")}(${base}, ${expr})` : `${z}.intersection(${base}, ${expr})`;
      });
      if (node.unevaluatedProperties || node.unevaluatedItems) {
        const ann = `${h("annAll")}([${node.parts.map((p) => annotatorExpression(p, ctx)).join(", ")}])`;
        base += `.superRefine(${h("unevaluated")}(${ann}, ${node.unevaluatedProperties ? sub(node.unevaluatedProperties) : "undefined"}, ${node.unevaluatedItems ? sub(node.unevaluatedItems) : "undefined"}))`;
      }
      return base;
    }
    case "not":
      return `${z}.unknown().superRefine(${h("not")}(${sub(node.inner)}))`;
    case "conditional":
      return `${z}.unknown().superRefine(${h("conditional")}(${sub(node.if)}, ${node.then ? sub(node.then) : "undefined"}, ${node.else ? sub(node.else) : "undefined"}))`;
    default: {
      const exhaustive: never = node;
      return exhaustive;
    }
  }
}

function refExpression(target: RefTarget, ctx: ZodContext): string {
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const exported = target.local === undefined ? schemaExportName(target.module) : localConstName(target.module, target.local);
  const name =
    target.module === ctx.currentModule ? exported : ctx.imports.use({ name: exported, from: `validators/${target.module}.ts` });
  if (!ctx.graph.isLazy(ctx.currentDef, target)) return name;
  ctx.cycles.deferred++;
  if (ctx.cycles.inGetter) return name;
  ctx.cycles.lazy++;
  return `${z}.lazy(() => ${name})`;
}

function num(n: number): string {
  return Object.is(n, -0) ? "0" : String(n);
}

function literalExpression(values: readonly Json[], ctx: ZodContext): string {
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const primitive = values.every((v) => v === null || typeof v !== "object");
  if (!primitive) {
    const h = ctx.imports.use({ name: "isOneOf", from: RUNTIME_PATH });
    const type = values.map(jsonType).join(" | ");
    return `${z}.custom<${type}>((v) => ${h}(${JSON.stringify(values)}, v), "Invalid input: expected one of ${escapeMessage(JSON.stringify(values))}")`;
  }
  const unique = [...new Set(values.map((v) => (typeof v === "number" ? num(v) : JSON.stringify(v))))];
  if (values.length === 1 && values[0] === null) return `${z}.null()`;
  if (values.every((v) => typeof v === "string")) {
    return unique.length === 1 ? `${z}.literal(${unique[0]})` : `${z}.enum([${unique.join(", ")}])`;
  }
  return unique.length === 1 ? `${z}.literal(${unique[0]})` : `${z}.literal([${unique.join(", ")}])`;
}

function escapeMessage(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}

/** TypeScript type of a JSON literal, for `z.custom<…>`. */
function jsonType(v: Json): string {
  if (v === null || typeof v !== "object") return typeof v === "number" ? num(v) : JSON.stringify(v);
  if (Array.isArray(v)) return `readonly [${v.map(jsonType).join(", ")}]`;
  return `{ ${Object.entries(v).map(([k, x]) => `readonly ${JSON.stringify(k)}: ${jsonType(x)}`).join("; ")} }`;
}

function typeGuard(types: readonly JsonType[], ctx: ZodContext): string {
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const h = (name: string) => ctx.imports.use({ name, from: RUNTIME_PATH });
  const set = new Set(types);
  const parts: string[] = [];
  if (set.has("null")) parts.push(`${z}.null()`);
  if (set.has("boolean")) parts.push(`${z}.boolean()`);
  if (set.has("number")) parts.push(`${z}.number()`);
  else if (set.has("integer")) parts.push(`${z}.number().refine(${h("isInteger")}, "Invalid input: expected integer")`);
  if (set.has("string")) parts.push(`${z}.string()`);
  if (set.has("array")) parts.push(`${z}.array(${z}.unknown())`);
  if (set.has("object")) parts.push(`${z}.record(${z}.string(), ${z}.unknown())`);
  if (parts.length === 0) return `${z}.never()`;
  return parts.length === 1 ? parts[0]! : `${z}.union([${parts.join(", ")}])`;
}

function arrayExpression(node: ArrayNode, ctx: ZodContext, indent: string): string {
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const sub = (n: Node) => zodExpression(n, ctx, indent);
  const rules: string[] = [];
  let out: string;
  if (node.prefixItems.length === 0) {
    out = `${z}.array(${node.items ? sub(node.items) : `${z}.unknown()`})`;
    if (node.minItems !== undefined) out += `.min(${node.minItems})`;
    if (node.maxItems !== undefined) out += `.max(${node.maxItems})`;
  } else {
    const elements = node.prefixItems.map((p) => `${sub(p)}.optional()`).join(", ");
    const rest = node.items === undefined ? `${z}.unknown()` : node.items.kind === "never" ? undefined : sub(node.items);
    out = rest === undefined ? `${z}.tuple([${elements}])` : `${z}.tuple([${elements}], ${rest})`;
    if (node.minItems !== undefined) rules.push(`minItems: ${node.minItems}`);
    if (node.maxItems !== undefined) rules.push(`maxItems: ${node.maxItems}`);
  }
  if (node.uniqueItems) rules.push("uniqueItems: true");
  if (node.contains) {
    rules.push(`contains: ${sub(node.contains)}`);
    if (node.minContains !== undefined) rules.push(`minContains: ${node.minContains}`);
    if (node.maxContains !== undefined) rules.push(`maxContains: ${node.maxContains}`);
  }
  if (rules.length > 0) out += `.superRefine(${ctx.imports.use({ name: "arrayRules", from: RUNTIME_PATH })}({ ${rules.join(", ")} }))`;
  return out;
}

/** True when an object node maps onto a plain Zod object shape with no extra rules. */
export function isPlainObjectNode(node: ObjectNode): boolean {
  return (
    node.properties.every((p) => p.declared) &&
    node.patternProperties.length === 0 &&
    node.propertyNames === undefined &&
    node.minProperties === undefined &&
    node.maxProperties === undefined &&
    node.dependentRequired.length === 0 &&
    node.dependentSchemas.length === 0 &&
    !node.properties.some((p) => SPECIAL_KEYS.has(p.name))
  );
}

/** Property names a Zod shape cannot represent faithfully: Zod reads inherited members (`toString`) as present. */
const SPECIAL_KEYS = new Set(["__proto__", ...Object.getOwnPropertyNames(Object.prototype)]);

function propertyKey(name: string): string {
  return IDENT.test(name) ? name : JSON.stringify(name);
}

function comment(text: string | undefined, indent: string): string {
  if (!text) return "";
  const body = text.replace(/\*\//g, "*\\/").split("\n");
  return body.length === 1 ? `${indent}/** ${body[0]} */\n` : `${indent}/**\n${body.map((l) => `${indent} * ${l}`.trimEnd()).join("\n")}\n${indent} */\n`;
}

/** Prints the shape entries of an object node (without the braces). */
export function shapeEntries(node: ObjectNode, ctx: ZodContext, indent: string): string[] {
  const inner = `${indent}  `;
  // Names only listed in `required` are checked for presence by the object rules, not declared in the shape,
  // so additionalProperties still applies to them.
  return node.properties
    .filter((p) => p.declared && !SPECIAL_KEYS.has(p.name))
    .map((p) => {
      const before = ctx.cycles.deferred;
      const outer = ctx.cycles.inGetter;
      ctx.cycles.inGetter = true;
      // Printed once: a deferred reference inside makes it a getter, whose body sits two spaces deeper.
      const expr = `${zodExpression(p.schema, ctx, inner)}${p.required ? "" : ".optional()"}`;
      ctx.cycles.inGetter = outer;
      const doc = comment(p.schema.meta.description, inner);
      if (ctx.cycles.deferred > before) {
        return `${doc}${inner}get ${propertyKey(p.name)}() {\n${inner}  return ${expr.replaceAll("\n", "\n  ")};\n${inner}},`;
      }
      return `${doc}${inner}${propertyKey(p.name)}: ${expr},`;
    });
}

/**
 * True when `node` prints as a bare `z.object`/`z.looseObject`/`z.strictObject(shape)`, nothing chained. Only
 * then can TypeScript 5 infer a recursive getter (Zod's documented pattern); a getter inside a wrapped object
 * (`.superRefine`, `.catchall`, an intersection) is a circular type there (TS7022/TS2615), which TS 7 accepts.
 */
export function isBareObjectNode(node: Node): boolean {
  if (node.kind !== "object" || !isPlainObjectNode(node)) return false;
  const additional = node.additionalProperties;
  return additional === undefined || additional.kind === "any" || additional.kind === "never";
}

function objectExpression(node: ObjectNode, ctx: ZodContext, indent: string): string {
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const sub = (n: Node) => zodExpression(n, ctx, indent);
  const deferredBefore = ctx.cycles.deferred;
  const entries = shapeEntries(node, ctx, indent);
  const shape = entries.length === 0 ? "{}" : `{\n${entries.join("\n")}\n${indent}}`;
  const additional = node.additionalProperties;
  // Zod before 4.6 reads the whole shape when `.catchall` is called, getters included, so a recursive getter
  // would run before its definition exists (TDZ); the helpers check additional properties lazily instead.
  const getters = ctx.cycles.deferred > deferredBefore;
  const catchall = additional !== undefined && additional.kind !== "any" && additional.kind !== "never";
  const plain = isPlainObjectNode(node) && !(getters && catchall);
  let out: string;
  if (plain && entries.length === 0 && additional?.kind !== "never") {
    // A pure map: every key is a string, every value matches `additional` (or anything).
    return `${z}.record(${z}.string(), ${additional === undefined || additional.kind === "any" ? `${z}.unknown()` : sub(additional)})`;
  }
  if (additional === undefined || additional.kind === "any" || (!plain && additional.kind !== "never")) out = `${z}.looseObject(${shape})`;
  else if (additional.kind === "never") out = plain ? `${z}.strictObject(${shape})` : `${z}.looseObject(${shape})`;
  else out = `${z}.object(${shape}).catchall(${sub(additional)})`;
  if (plain) return out;
  const rules: string[] = [`known: ${JSON.stringify(node.properties.filter((p) => p.declared).map((p) => p.name))}`];
  const requiredOnly = node.properties.filter((p) => !p.declared).map((p) => p.name);
  if (requiredOnly.length > 0) rules.push(`required: ${JSON.stringify(requiredOnly)}`);
  if (node.patternProperties.length > 0) {
    rules.push(`patterns: [${node.patternProperties.map((p) => `[new RegExp(${JSON.stringify(p.pattern)}, "u"), ${sub(p.schema)}]`).join(", ")}]`);
  }
  if (additional !== undefined && additional.kind !== "any") rules.push(`additional: ${sub(additional)}`);
  if (node.propertyNames) rules.push(`propertyNames: ${sub(node.propertyNames)}`);
  if (node.minProperties !== undefined) rules.push(`minProperties: ${node.minProperties}`);
  if (node.maxProperties !== undefined) rules.push(`maxProperties: ${node.maxProperties}`);
  if (node.dependentRequired.length > 0) {
    rules.push(`dependentRequired: ${JSON.stringify(node.dependentRequired.map((d) => [d.property, d.requires]))}`);
  }
  if (node.dependentSchemas.length > 0) {
    rules.push(`dependentSchemas: [${node.dependentSchemas.map((d) => `[${JSON.stringify(d.property)}, ${sub(d.schema)}]`).join(", ")}]`);
  }
  const special = node.properties.filter((p) => p.declared && SPECIAL_KEYS.has(p.name));
  if (node.properties.some((p) => SPECIAL_KEYS.has(p.name))) {
    rules.push(`special: [${special.map((p) => `[${JSON.stringify(p.name)}, ${sub(p.schema)}, ${p.required}]`).join(", ")}]`);
  }
  const check = `${ctx.imports.use({ name: "objectRules", from: RUNTIME_PATH })}({ ${rules.join(", ")} })`;
  if (node.properties.some((p) => SPECIAL_KEYS.has(p.name))) {
    // Zod copies parsed objects by assignment, which turns an own "__proto__" key into a prototype;
    // these rules must see the raw input, so they run on a pass-through branch of an intersection.
    const raw = `${z}.custom<Record<string, unknown>>(${ctx.imports.use({ name: "isJsonObject", from: RUNTIME_PATH })}).superRefine(${check})`;
    return `${z}.intersection(${out}, ${raw})`;
  }
  return `${out}.superRefine(${check})`;
}

function unionExpression(node: UnionNode, ctx: ZodContext, indent: string): string {
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const sub = (n: Node) => zodExpression(n, ctx, indent);
  const variants = node.variants;
  if (variants.length === 0) return `${z}.never()`;
  if (variants.length === 1) return sub(variants[0]!);
  // A oneOf of consts (ACP's ToolKind) is a plain value set: z.enum, not a many-branch z.xor.
  const literals = literalUnionValues(node);
  if (literals) return literalExpression(literals, ctx);
  const nullIndex = variants.findIndex((v) => v.kind === "null");
  if (variants.length === 2 && nullIndex !== -1 && (node.mode === "anyOf" || !acceptsNull(variants[1 - nullIndex]!, ctx))) {
    return `${sub(variants[1 - nullIndex]!)}.nullable()`;
  }
  const items = variants.map((v) => sub(v));
  if (node.discriminator) {
    if (variants.every((v) => isZodObjectVariant(v, ctx))) {
      return `${z}.discriminatedUnion(${JSON.stringify(node.discriminator.property)}, [${items.join(", ")}])`;
    }
    const flattened = variants.map((v) => (isZodObjectVariant(v, ctx) ? sub(v) : flattenOpenAllOf(v, ctx, indent)));
    if (flattened.every((f): f is string => f !== undefined)) {
      return `${z}.discriminatedUnion(${JSON.stringify(node.discriminator.property)}, [${flattened.join(", ")}])`;
    }
    // Distinct required tags make the branches mutually exclusive, so a plain union is exact for oneOf too.
    return `${z}.union([${items.join(", ")}])`;
  }
  // The error map names the closest branch when none matches (Zod alone says only "Invalid input").
  const error = `{ error: ${ctx.imports.use({ name: "closestBranch", from: RUNTIME_PATH })} }`;
  return node.mode === "oneOf" ? `${z}.xor([${items.join(", ")}], ${error})` : `${z}.union([${items.join(", ")}], ${error})`;
}

/** True when the node is printed as (or resolves to) `z.strictObject`, whose unknown-key check an intersection weakens. */
function rejectsUnknownKeys(node: Node, ctx: ZodContext, seen: Set<string>): boolean {
  switch (node.kind) {
    case "object":
      return isPlainObjectNode(node) && node.additionalProperties?.kind === "never";
    case "all-of":
      return node.parts.some((p) => rejectsUnknownKeys(p, ctx, seen));
    case "ref": {
      const key = `${node.target.module}#${node.target.local ?? ""}`;
      if (seen.has(key)) return false;
      seen.add(key);
      const target = resolveRef(node.target, ctx);
      return target !== undefined && rejectsUnknownKeys(target, ctx, seen);
    }
    default:
      return false;
  }
}

/** Conservative: could this node accept `null`? */
function acceptsNull(node: Node, ctx: ZodContext): boolean {
  switch (node.kind) {
    case "null":
    case "any":
    case "not":
    case "conditional":
    case "all-of":
      return true;
    case "const":
      return node.value === null;
    case "enum":
      return node.values.includes(null);
    case "type-guard":
      return node.types.includes("null");
    case "union":
      return node.variants.some((v) => acceptsNull(v, ctx));
    case "ref": {
      const target = resolveRef(node.target, ctx);
      return target === undefined || acceptsNull(target, ctx);
    }
    default:
      return false;
  }
}

function resolveRef(target: RefTarget, ctx: ZodContext): Node | undefined {
  const module = ctx.modules.get(target.module);
  if (!module) return undefined;
  return target.local === undefined ? module.root : module.locals.find((l) => l.name === target.local)?.node;
}

/** An open object with properties and no other rules: the form whose shapes can be merged. */
function isOpenShape(node: Node | undefined): node is ObjectNode {
  return (
    node?.kind === "object" &&
    isPlainObjectNode(node) &&
    (node.additionalProperties === undefined || node.additionalProperties.kind === "any")
  );
}

/**
 * `allOf` of open objects as one `z.looseObject` with the referenced shapes spread in: the ACP tagged-union
 * style (a tag object plus a `$ref` payload), and SchemaStore's rule groups. Exact because every part is open
 * and no property appears twice; and the compiler infers one flat object where a chain of `z.intersection`s
 * of many parts exceeds its depth limits (TS2589). `undefined` when that does not hold. Decided before
 * anything is printed, so a refusal leaves no import behind.
 */
function flattenOpenAllOf(node: Node, ctx: ZodContext, indent: string): string | undefined {
  if (node.kind !== "all-of" || node.unevaluatedItems || node.unevaluatedProperties || node.parts.length === 0) return undefined;
  const spreads: RefTarget[] = [];
  const own: ObjectNode[] = [];
  const seen = new Set<string>();
  const claim = (names: readonly string[]) => names.every((n) => !seen.has(n) && seen.add(n));
  for (const part of node.parts) {
    if (isOpenShape(part)) {
      if (!claim(part.properties.map((p) => p.name))) return undefined;
      own.push(part);
    } else if (part.kind === "ref") {
      const target = resolveRef(part.target, ctx);
      if (!isOpenShape(target) || ctx.graph.isLazy(ctx.currentDef, part.target)) return undefined;
      // An open map adds nothing to an open object (and prints as `z.record`, which has no `.shape`).
      if (target.properties.length === 0) continue;
      // Spreading a shape runs its getters, which must stay lazy: they close a cycle.
      if (hasGetters(target, part.target, ctx)) return undefined;
      if (!claim(target.properties.map((p) => p.name))) return undefined;
      spreads.push(part.target);
    } else return undefined;
  }
  const z = ctx.imports.use({ name: "z", from: "zod" });
  const inner = `${indent}  `;
  const entries = [...spreads.map((t) => `${inner}...${refExpression(t, ctx)}.shape,`), ...own.flatMap((o) => shapeEntries(o, ctx, indent))];
  return entries.length === 0 ? `${z}.looseObject({})` : `${z}.looseObject({\n${entries.join("\n")}\n${indent}})`;
}

/** True when the printed shape of the definition `key` holds a getter (a property reference closing a cycle). */
function hasGetters(node: ObjectNode, key: RefTarget, ctx: ZodContext): boolean {
  let found = false;
  for (const p of node.properties) forEachRef(p.schema, (t) => (found ||= ctx.graph.isLazy(defKey(key), t)));
  return found;
}

/** Can this variant be an option of `z.discriminatedUnion` (a Zod object, reached eagerly)? */
function isZodObjectVariant(node: Node, ctx: ZodContext): boolean {
  if (node.kind === "object") return true;
  if (node.kind === "ref") {
    if (ctx.graph.isLazy(ctx.currentDef, node.target)) return false;
    const target = resolveRef(node.target, ctx);
    return target?.kind === "object";
  }
  return false;
}

/** The Zod target's annotator expression for `node` (see annotator-expression.ts): tests are Zod schemas. */
export function annotatorExpression(node: Node, ctx: ZodContext): string {
  return printAnnotator(node, {
    helper: (name) => ctx.imports.use({ name, from: RUNTIME_PATH }),
    test: (n) => zodExpression(n, ctx),
    regex: (pattern) => `new RegExp(${JSON.stringify(pattern)}, "u")`,
    reference(t) {
      const exported = t.local === undefined ? annotatorExportName(t.module) : localAnnotatorName(t.module, t.local);
      ctx.needAnnotator(t.local === undefined ? t.module : `${t.module}#${t.local}`);
      return t.module === ctx.currentModule ? exported : ctx.imports.use({ name: exported, from: `validators/${t.module}.ts` });
    },
  });
}
