import type { JsonType, Node } from "../../ir/types.ts";
import { annotatorExpression } from "./guard-annotator.ts";
import { arrayChecks } from "./guard-array.ts";
import {
  callStatement,
  failStatement,
  functionCode,
  helper,
  hoist,
  message,
  refFunction,
  type FunctionScope,
  type GuardContext,
  type PathExpr,
} from "./guard-context.ts";
import { objectChecks } from "./guard-object.ts";
import { isPrimitive, literal, literalCondition, literalMessage, notTypeCondition, numberFailures, scalarChecks, stringFailures, typeCondition } from "./guard-scalar.ts";
import { unionChecks } from "./guard-union.ts";

/**
 * Statements that check `v` (an identifier) against `node`, recording failures under `path`.
 * Everything here is a conjunction: any failure fails the enclosing function.
 */
export function checkNode(node: Node, v: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string {
  switch (node.kind) {
    case "any":
      return "";
    case "never":
      return failStatement(path, message("Invalid input: no value is allowed here"));
    case "ref":
      return callStatement(`${refFunction(node.target, ctx)}(${v}, e, first)`, path, ctx, scope);
    case "const":
    case "enum": {
      const values = node.kind === "const" ? [node.value] : node.values;
      // One primitive literal reads best as a plain comparison.
      const fails = values.length === 1 && isPrimitive(values[0]!) ? `${v} !== ${literal(values[0])}` : `!${wrap(literalCondition(values, v, ctx))}`;
      return `if (${fails}) ${failStatement(path, message(literalMessage(values)))}`;
    }
    case "type-guard":
      return `if (!${wrap(typeGuardCondition(node.types, v))}) ${failStatement(path, message(`Invalid input: expected ${node.types.join(" | ") || "nothing"}`))}`;
    case "null":
      return scalarChecks(notTypeCondition("null", v), "Invalid input: expected null", () => [], v, path);
    case "boolean":
      return scalarChecks(notTypeCondition("boolean", v), "Invalid input: expected boolean", () => [], v, path);
    case "number":
      return scalarChecks(notTypeCondition("number", v), `Invalid input: expected ${node.integer ? "integer" : "number"}`, (w) => numberFailures(node, w, ctx), v, path);
    case "string":
      return scalarChecks(notTypeCondition("string", v), "Invalid input: expected string", (w) => stringFailures(node, w, ctx), v, path);
    case "array":
      return arrayChecks(node, v, path, ctx, scope);
    case "object":
      return objectChecks(node, v, path, ctx, scope);
    case "union":
      return unionChecks(node, v, path, ctx, scope);
    case "all-of": {
      const lines = node.parts.map((part) => checkNode(part, v, path, ctx, scope)).filter((l) => l.length > 0);
      if (node.unevaluatedProperties || node.unevaluatedItems) {
        // The sibling parts' annotations decide which locations remain; a generic helper does the bookkeeping.
        const ann = hoist(ctx, "ann", (name) => `const ${name} = ${helper(ctx, "annAll")}([${node.parts.map((p) => annotatorExpression(p, ctx)).join(", ")}]);`);
        const props = node.unevaluatedProperties ? unitFunction(node.unevaluatedProperties, ctx) : "undefined";
        const items = node.unevaluatedItems ? unitFunction(node.unevaluatedItems, ctx) : "undefined";
        lines.push(callStatement(`${helper(ctx, "unevaluated")}(${ann}, ${props}, ${items}, ${v}, e, first)`, path, ctx, scope));
      }
      return lines.join("\n");
    }
    case "not":
      return `if (${testExpression(node.inner, v, ctx)}) ${failStatement(path, message("Invalid input: must not match the excluded schema"))}`;
    case "conditional": {
      const then = node.then ? checkNode(node.then, v, path, ctx, scope) : "";
      const otherwise = node.else ? checkNode(node.else, v, path, ctx, scope) : "";
      if (then === "" && otherwise === "") return "";
      const test = testExpression(node.if, v, ctx);
      if (otherwise === "") return `if (${test}) {\n${then}\n}`;
      if (then === "") return `if (!${wrap(test)}) {\n${otherwise}\n}`;
      return `if (${test}) {\n${then}\n} else {\n${otherwise}\n}`;
    }
    default: {
      const exhaustive: never = node;
      return exhaustive;
    }
  }
}

/** True for nodes whose whole check is one boolean expression (no loops, no nested objects). */
export function isSimple(node: Node): boolean {
  if (isBareContainer(node)) return true;
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
      return true;
    default:
      return false;
  }
}

/** An object or array node that asserts only its type (`{"type": "object"}`). */
function isBareContainer(node: Node): node is Node & { kind: "object" | "array" } {
  if (node.kind === "object") {
    return (
      node.properties.length === 0 &&
      node.patternProperties.length === 0 &&
      (node.additionalProperties === undefined || node.additionalProperties.kind === "any") &&
      !node.propertyNames &&
      node.minProperties === undefined &&
      node.maxProperties === undefined &&
      node.dependentRequired.length === 0 &&
      node.dependentSchemas.length === 0
    );
  }
  if (node.kind === "array") {
    return (
      node.prefixItems.length === 0 &&
      (node.items === undefined || node.items.kind === "any") &&
      !node.contains &&
      (node.minItems ?? 0) === 0 &&
      node.maxItems === undefined &&
      !node.uniqueItems
    );
  }
  return false;
}

/** A boolean expression: does `v` satisfy `node`? Evaluated without collecting issues. */
export function testExpression(node: Node, v: string, ctx: GuardContext): string {
  if (isBareContainer(node)) return typeCondition(node.kind, v);
  switch (node.kind) {
    case "any":
      return "true";
    case "never":
      return "false";
    case "ref":
      return `${refFunction(node.target, ctx)}(${v}, undefined)`;
    case "const":
      return literalCondition([node.value], v, ctx);
    case "enum":
      return literalCondition(node.values, v, ctx);
    case "type-guard":
      return typeGuardCondition(node.types, v);
    case "null":
    case "boolean":
      return typeCondition(node.kind, v);
    case "number":
      return conjunction([typeCondition("number", v), ...numberFailures(node, v, ctx).map(([c]) => `!${wrap(c)}`)]);
    case "string":
      return conjunction([typeCondition("string", v), ...stringFailures(node, v, ctx).map(([c]) => `!${wrap(c)}`)]);
    default:
      return `${unitFunction(node, ctx)}(${v}, undefined)`;
  }
}

/** The name of a function `(x, e, first) => boolean` checking `node`: the definition's own for a reference, else a module-level one. */
export function unitFunction(node: Node, ctx: GuardContext): string {
  if (node.kind === "ref") return refFunction(node.target, ctx);
  const known = ctx.units.get(node);
  if (known) return known;
  const name = `$check${++ctx.counter}`;
  ctx.units.set(node, name);
  // Printed before being pushed, so whatever it hoists is declared above it.
  const body = checkNode(node, "x", [], ctx, { next: 0 });
  ctx.hoisted.push(functionCode(name, body, false, undefined, ctx));
  return name;
}

function typeGuardCondition(types: readonly JsonType[], v: string): string {
  const set = new Set(types);
  if (set.has("number")) set.delete("integer");
  if (set.size === 0) return "false";
  const parts = [...set].map((t) => typeCondition(t, v));
  return parts.length === 1 ? parts[0]! : `(${parts.join(" || ")})`;
}

function conjunction(parts: readonly string[]): string {
  return parts.length === 1 ? parts[0]! : `(${parts.join(" && ")})`;
}

/** Parenthesises an expression unless it already is one token or group. */
export function wrap(expr: string): string {
  return /^[\w$.]+$/.test(expr) || (expr.startsWith("(") && balanced(expr)) ? expr : `(${expr})`;
}

function balanced(expr: string): boolean {
  // True when the leading "(" closes at the very end, so the whole expression is one group.
  let depth = 0;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i];
    if (c === '"' || c === "'") {
      const q = c;
      for (i++; i < expr.length && expr[i] !== q; i++) if (expr[i] === "\\") i++;
      continue;
    }
    if (c === "(") depth++;
    else if (c === ")") {
      depth--;
      if (depth === 0 && i < expr.length - 1) return false;
    }
  }
  return depth === 0;
}
