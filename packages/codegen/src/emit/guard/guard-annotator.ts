import { defKey } from "../../ir/def-graph.ts";
import type { Node } from "../../ir/types.ts";
import { helper, type GuardContext } from "./guard-context.ts";
import { guardAnnotatorName, guardPath } from "./guard-names.ts";
import { unitFunction } from "./guard-node.ts";
import { regexConstant } from "./guard-scalar.ts";

/**
 * An annotator expression for `node`: which properties/items it evaluates on a value it accepts, for
 * unevaluated* in an enclosing schema. Built once at module load from generic helpers (the slow, exact path).
 */
export function annotatorExpression(node: Node, ctx: GuardContext): string {
  const h = (name: string) => helper(ctx, name);
  const ann = (n: Node | undefined) => (n ? annotatorExpression(n, ctx) : h("annNone"));
  switch (node.kind) {
    case "any":
    case "never":
    case "const":
    case "enum":
    case "type-guard":
    case "null":
    case "boolean":
    case "number":
    case "string":
    case "not":
      return h("annNone");
    case "ref": {
      const t = node.target;
      const exported = guardAnnotatorName(t);
      const name = t.module === ctx.currentModule ? exported : ctx.imports.use({ name: exported, from: guardPath(t.module) });
      ctx.needAnnotator(defKey(t));
      // Deferred: annotators of mutually referring definitions cannot all exist first.
      return `${h("annLazy")}(() => ${name})`;
    }
    case "array": {
      const contains = node.contains && node.containsEvaluates !== false ? `, ${unitFunction(node.contains, ctx)}` : "";
      return `${h("annArray")}(${node.prefixItems.length}, ${node.items !== undefined}${contains})`;
    }
    case "object": {
      const names = JSON.stringify(node.properties.filter((p) => p.declared).map((p) => p.name));
      const patterns = `[${node.patternProperties.map((p) => regexConstant(p.pattern, ctx)).join(", ")}]`;
      const dependent = node.dependentSchemas.length
        ? `, [${node.dependentSchemas.map((d) => `[${JSON.stringify(d.property)}, ${ann(d.schema)}]`).join(", ")}]`
        : "";
      return `${h("annObject")}(${names}, ${patterns}, ${node.additionalProperties !== undefined}${dependent})`;
    }
    case "union":
      return `${h("annSome")}([${node.variants.map((v) => `[${unitFunction(v, ctx)}, ${ann(v)}]`).join(", ")}])`;
    case "all-of": {
      const inner = `${h("annAll")}([${node.parts.map(ann).join(", ")}])`;
      if (!node.unevaluatedItems && !node.unevaluatedProperties) return inner;
      return `${h("annUnevaluated")}(${inner}, ${node.unevaluatedProperties !== undefined}, ${node.unevaluatedItems !== undefined})`;
    }
    case "conditional":
      return `${h("annConditional")}(${unitFunction(node.if, ctx)}, ${ann(node.if)}, ${ann(node.then)}, ${ann(node.else)})`;
    default: {
      const exhaustive: never = node;
      return exhaustive;
    }
  }
}
