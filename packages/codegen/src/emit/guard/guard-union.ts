import { literalUnionValues } from "../../ir/literal-union.ts";
import type { Node, UnionNode } from "../../ir/types.ts";
import { appendPath, failStatement, fresh, helper, indent, message, pathWith, pushIssue, STOP_IF_FIRST, type FunctionScope, type GuardContext, type PathExpr } from "./guard-context.ts";
import { checkNode, isSimple, testExpression, unitFunction, wrap } from "./guard-node.ts";
import { readProperty } from "./guard-object.ts";
import { literalCondition, literalMessage, notTypeCondition } from "./guard-scalar.ts";

/** Statements checking anyOf/oneOf: a tag switch when the IR found a discriminator, one set lookup for literals, else branch tests. */
export function unionChecks(node: UnionNode, v: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string {
  const variants = node.variants;
  if (variants.length === 0) return failStatement(path, message("Invalid input: no value is allowed here"));
  if (variants.length === 1) return checkNode(variants[0]!, v, path, ctx, scope);
  if (node.discriminator) return discriminated(node, v, path, ctx, scope);
  const literals = literalUnionValues(node);
  if (literals) return `if (!${wrap(literalCondition(literals, v, ctx))}) ${failStatement(path, message(literalMessage(literals)))}`;
  const tests = variants.map((variant) => testExpression(variant, v, ctx));
  const simple = variants.every(isSimple);
  // Which branch came closest is worked out only after a failure, from each branch's own issues.
  const explainNone = simple ? pushIssue(path, message(`Invalid input: expected ${variants.map(describe).join(" or ")}`)) : closest(variants, v, path, ctx, scope);
  if (node.mode === "anyOf") {
    return `if (!(${tests.join(" || ")})) {\n  if (e === undefined) return false;\n  ok = false;\n  ${explainNone}\n  ${STOP_IF_FIRST}\n}`;
  }
  const count = `(${tests.map((t) => `(${t} ? 1 : 0)`).join(" + ")})`;
  const c = `c${++scope.next}`;
  return [
    `const ${c} = ${count};`,
    `if (${c} !== 1) {`,
    "  if (e === undefined) return false;",
    "  ok = false;",
    `  if (${c} === 0) ${explainNone}`,
    `  else ${pushIssue(path, message("Invalid input: matches more than one oneOf branch"))}`,
    `  ${STOP_IF_FIRST}`,
    "}",
  ].join("\n");
}

/** Statement recording the issues of the branch that came closest, under `path`. */
function closest(variants: readonly Node[], v: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string {
  const call = `${helper(ctx, "closestBranch")}([${variants.map((x) => unitFunction(x, ctx)).join(", ")}], ${v}, e, first);`;
  if (path.length === 0) return call;
  const mark = fresh(scope, "s");
  return `{ const ${mark} = e.length; ${call} ${appendPath(mark, path, ctx)} }`;
}

/**
 * Every variant requires a distinct string tag on one property and accepts only objects, so at most one
 * variant can match and the tag says which: a switch is exact for anyOf and oneOf alike.
 */
function discriminated(node: UnionNode, v: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string {
  const d = node.discriminator!;
  const cases = node.variants.map((variant, i) => {
    const body = checkNode(variant, v, path, ctx, scope);
    return `case ${JSON.stringify(d.values[i])}: {\n${indent(body, "  ")}\n  break;\n}`;
  });
  const expected = d.values.map((x) => JSON.stringify(x)).join(" | ");
  const fallback = failStatement(pathWith(path, d.property), message(`Invalid discriminator value: expected ${expected}`));
  return [
    `if (${notTypeCondition("object", v)}) ${failStatement(path, message("Invalid input: expected object"))}`,
    `else switch (${readProperty(v, d.property)}) {`,
    indent(cases.join("\n"), "  "),
    `  default:\n    ${fallback}`,
    "}",
  ].join("\n");
}

function describe(node: Node): string {
  switch (node.kind) {
    case "ref":
      return node.target.local ?? node.target.module;
    case "const":
      return JSON.stringify(node.value);
    case "enum":
      return node.values.map((x) => JSON.stringify(x)).join(" | ");
    case "type-guard":
      return node.types.join(" | ");
    case "number":
      return node.integer ? "integer" : "number";

    default:
      return node.kind;
  }
}
