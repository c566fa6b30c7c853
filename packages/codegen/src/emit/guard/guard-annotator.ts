import { defKey } from "../../ir/def-graph.ts";
import type { Node } from "../../ir/types.ts";
import { annotatorExpression as printAnnotator } from "../annotator-expression.ts";
import { helper, type GuardContext } from "./guard-context.ts";
import { guardAnnotatorName, guardPath } from "./guard-names.ts";
import { unitFunction } from "./guard-node.ts";
import { regexConstant } from "./guard-scalar.ts";

/** The guard target's annotator expression for `node` (see annotator-expression.ts): tests are guard functions, regexes hoisted. */
export function annotatorExpression(node: Node, ctx: GuardContext): string {
  return printAnnotator(node, {
    helper: (name) => helper(ctx, name),
    test: (n) => unitFunction(n, ctx),
    regex: (pattern) => regexConstant(pattern, ctx),
    reference(t) {
      const exported = guardAnnotatorName(t);
      ctx.needAnnotator(defKey(t));
      return t.module === ctx.currentModule ? exported : ctx.imports.use({ name: exported, from: guardPath(t.module) });
    },
  });
}
