import type { ArrayNode } from "../../ir/types.ts";
import { failStatement, fresh, helper, indent, message, pathWith, type FunctionScope, type GuardContext, type PathExpr } from "./guard-context.ts";
import { checkNode, testExpression } from "./guard-node.ts";

/** Statements checking an array node: type, length, prefix items, the rest in one loop, uniqueness, contains. */
export function arrayChecks(node: ArrayNode, v: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string {
  const lines: string[] = [];
  if (node.minItems !== undefined && node.minItems > 0) {
    lines.push(`if (${v}.length < ${node.minItems}) ${failStatement(path, message(`Too small: expected array to have >=${node.minItems} items`))}`);
  }
  if (node.maxItems !== undefined) {
    lines.push(`if (${v}.length > ${node.maxItems}) ${failStatement(path, message(`Too big: expected array to have <=${node.maxItems} items`))}`);
  }
  node.prefixItems.forEach((item, i) => {
    const w = fresh(scope, "v");
    const sub = checkNode(item, w, pathWith(path, i), ctx, scope);
    if (sub !== "") lines.push(`if (${v}.length > ${i}) {\n  const ${w} = ${v}[${i}];\n${indent(sub, "  ")}\n}`);
  });
  const start = node.prefixItems.length;
  if (node.items?.kind === "never") {
    lines.push(`if (${v}.length > ${start}) ${failStatement(path, message(`Too big: expected at most ${start} items`))}`);
  } else if (node.items) {
    const i = fresh(scope, "i");
    const w = fresh(scope, "v");
    const sub = checkNode(node.items, w, [...path, i], ctx, scope);
    if (sub !== "") lines.push(`for (let ${i} = ${start}; ${i} < ${v}.length; ${i}++) {\n  const ${w} = ${v}[${i}];\n${indent(sub, "  ")}\n}`);
  }
  if (node.uniqueItems) lines.push(`if (!${helper(ctx, "hasUniqueItems")}(${v})) ${failStatement(path, message("Invalid input: expected unique items"))}`);
  if (node.contains) {
    const c = fresh(scope, "c");
    const w = fresh(scope, "v");
    const min = node.minContains ?? 1;
    lines.push(`let ${c} = 0;\nfor (const ${w} of ${v}) if (${testExpression(node.contains, w, ctx)}) ${c}++;`);
    if (min > 0) lines.push(`if (${c} < ${min}) ${failStatement(path, message(`Invalid input: expected at least ${min} item(s) matching contains`))}`);
    if (node.maxContains !== undefined) lines.push(`if (${c} > ${node.maxContains}) ${failStatement(path, message(`Invalid input: expected at most ${node.maxContains} item(s) matching contains`))}`);
  }
  const head = `if (!Array.isArray(${v})) ${failStatement(path, message("Invalid input: expected array"))}`;
  return lines.length === 0 ? head : `${head}\nelse {\n${indent(lines.join("\n"), "  ")}\n}`;
}
