import type { Json, JsonType, NumberNode, StringNode } from "../../ir/types.ts";
import { failStatement, helper, hoist, message, type GuardContext, type PathExpr } from "./guard-context.ts";

/** A condition true when `v` has JSON type `type` (numbers are finite, as JSON has no NaN or Infinity). */
export function typeCondition(type: JsonType, v: string): string {
  switch (type) {
    case "null":
      return `${v} === null`;
    case "boolean":
      return `typeof ${v} === "boolean"`;
    case "number":
      return `(typeof ${v} === "number" && Number.isFinite(${v}))`;
    case "integer":
      return `Number.isInteger(${v})`;
    case "string":
      return `typeof ${v} === "string"`;
    case "array":
      return `Array.isArray(${v})`;
    case "object":
      return `(typeof ${v} === "object" && ${v} !== null && !Array.isArray(${v}))`;
  }
}

/** The negation of {@link typeCondition}, written without a leading `!(…)`; unparenthesised, for `if` heads only. */
export function notTypeCondition(type: JsonType, v: string): string {
  switch (type) {
    case "null":
      return `${v} !== null`;
    case "boolean":
      return `typeof ${v} !== "boolean"`;
    case "number":
      return `typeof ${v} !== "number" || !Number.isFinite(${v})`;
    case "integer":
      return `!Number.isInteger(${v})`;
    case "string":
      return `typeof ${v} !== "string"`;
    case "array":
      return `!Array.isArray(${v})`;
    case "object":
      return `typeof ${v} !== "object" || ${v} === null || Array.isArray(${v})`;
  }
}

/** `0` for `-0`, so printed numbers round-trip. */
export function num(n: number): string {
  return Object.is(n, -0) ? "0" : String(n);
}

/** A module-level regex built from the schema's pattern with the `u` flag, as JSON Schema reads it. */
export function regexConstant(pattern: string, ctx: GuardContext): string {
  return hoist(ctx, "re", (name) => `const ${name} = new RegExp(${JSON.stringify(pattern)}, "u");`);
}

/**
 * `v` matches `pattern`: a plain prefix (`^prt`: `^` then letters, digits, `_` or `-`, none of them special in a
 * regex) is `startsWith`, the same verdict without the regex engine; anything else is the hoisted regex.
 */
export function patternTest(pattern: string, v: string, ctx: GuardContext): string {
  if (/^\^[A-Za-z0-9_-]+$/.test(pattern)) return `${v}.startsWith(${JSON.stringify(pattern.slice(1))})`;
  return `${regexConstant(pattern, ctx)}.test(${v})`;
}

/** Conditions (each true on failure) and messages for a string's own constraints; `v` is known to be a string. */
export function stringFailures(node: StringNode, v: string, ctx: GuardContext): [string, string][] {
  const c = node.constraints;
  const out: [string, string][] = [];
  // UTF-16 length bounds the code-point length from above (and at most halves it), so counting runs only near a bound.
  if (c.minLength !== undefined && c.minLength > 0) {
    out.push([`${v}.length < ${2 * c.minLength} && ${helper(ctx, "codePointLength")}(${v}) < ${c.minLength}`, `Too small: expected string to have >=${c.minLength} characters`]);
  }
  if (c.maxLength !== undefined) {
    out.push([`${v}.length > ${c.maxLength} && ${helper(ctx, "codePointLength")}(${v}) > ${c.maxLength}`, `Too big: expected string to have <=${c.maxLength} characters`]);
  }
  if (c.pattern !== undefined) {
    out.push([`!${patternTest(c.pattern, v, ctx)}`, `Invalid string: must match pattern ${c.pattern}`]);
  }
  return out;
}

/** Conditions (each true on failure) for a number's own constraints; `v` is known to be a finite number. */
export function numberFailures(node: NumberNode, v: string, ctx: GuardContext): [string, string][] {
  const c = node.constraints;
  const out: [string, string][] = [];
  if (node.integer) out.push([`!Number.isInteger(${v})`, "Invalid input: expected integer"]);
  if (c.minimum !== undefined) out.push([`${v} < ${num(c.minimum)}`, `Too small: expected number to be >=${num(c.minimum)}`]);
  if (c.exclusiveMinimum !== undefined) out.push([`${v} <= ${num(c.exclusiveMinimum)}`, `Too small: expected number to be >${num(c.exclusiveMinimum)}`]);
  if (c.maximum !== undefined) out.push([`${v} > ${num(c.maximum)}`, `Too big: expected number to be <=${num(c.maximum)}`]);
  if (c.exclusiveMaximum !== undefined) out.push([`${v} >= ${num(c.exclusiveMaximum)}`, `Too big: expected number to be <${num(c.exclusiveMaximum)}`]);
  if (c.multipleOf !== undefined) {
    const m = c.multipleOf;
    // Integer divisors on integers are exact with %; anything else goes through the rounding-tolerant helper.
    const cond = Number.isInteger(m) ? `(Number.isInteger(${v}) ? ${v} % ${num(m)} !== 0 : !${helper(ctx, "isMultipleOf")}(${v}, ${num(m)}))` : `!${helper(ctx, "isMultipleOf")}(${v}, ${num(m)})`;
    out.push([cond, `Invalid number: expected multiple of ${num(m)}`]);
  }
  return out;
}

/** Statements checking a typed scalar: its type first, then each constraint. */
export function scalarChecks(typeFail: string, typeMessage: string, failures: (v: string) => [string, string][], v: string, path: PathExpr): string {
  const rest = failures(v);
  const head = `if (${typeFail}) ${failStatement(path, message(typeMessage))}`;
  if (rest.length === 0) return head;
  return `${head}\nelse {\n${rest.map(([cond, msg]) => `  if (${cond}) ${failStatement(path, message(msg))}`).join("\n")}\n}`;
}

/** True for JSON values compared with `===`. */
export function isPrimitive(v: Json): v is null | boolean | number | string {
  return v === null || typeof v !== "object";
}

/** A primitive JSON value as code. */
export function literal(v: null | boolean | number | string): string {
  return typeof v === "number" ? num(v) : JSON.stringify(v);
}

/** A condition true when `v` equals one of `values` (JSON equality; 1 and 1.0 are the same number). */
export function literalCondition(values: readonly Json[], v: string, ctx: GuardContext): string {
  if (values.length === 0) return "false";
  const primitives = [...new Set(values.filter(isPrimitive).map(literal))];
  const composite = values.filter((x) => !isPrimitive(x));
  const parts: string[] = [];
  if (primitives.length > 4) {
    // A module-level set answers in one lookup (SameValueZero: 0 and -0 are equal, as in JSON).
    const set = hoist(ctx, "set", (name) => `const ${name} = new Set<unknown>([${primitives.join(", ")}]);`);
    parts.push(`${set}.has(${v})`);
  } else parts.push(...primitives.map((p) => `${v} === ${p}`));
  if (composite.length > 0) {
    // Only objects or arrays can equal a composite literal; test the cheap typeof first.
    const list = hoist(ctx, "lit", (name) => `const ${name}: readonly unknown[] = ${JSON.stringify(composite)};`);
    parts.push(`(typeof ${v} === "object" && ${v} !== null && ${helper(ctx, "isOneOf")}(${list}, ${v}))`);
  }
  return parts.length === 1 ? parts[0]! : `(${parts.join(" || ")})`;
}

/** Message for a failed const/enum. */
export function literalMessage(values: readonly Json[]): string {
  if (values.length === 1) return `Invalid input: expected ${JSON.stringify(values[0])}`;
  return `Invalid option: expected one of ${values.map((v) => JSON.stringify(v)).join("|")}`;
}
