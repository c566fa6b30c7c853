import type { Node, RefTarget } from "../ir/types.ts";

/** How one target prints the pieces of an annotator: its helpers, a test of a node, a regex, a reference's annotator. */
export interface AnnotatorHooks {
  /** The name of a runtime helper (`annArray`, …), imported where needed. */
  helper(name: string): string;
  /** An expression testing a value against `node` (a Zod schema, or a guard function). */
  test(node: Node): string;
  /** An expression for the `u`-flag RegExp of `pattern`. */
  regex(pattern: string): string;
  /** The (possibly imported) name of the annotator exported for `target`, noting that it is needed. */
  reference(target: RefTarget): string;
}

/**
 * An annotator expression for `node`: which properties/items it evaluates on a value it accepts, for
 * unevaluated* in an enclosing schema. The Zod and guard targets share it; only the hooks differ.
 */
export function annotatorExpression(node: Node, hooks: AnnotatorHooks): string {
  const h = hooks.helper;
  const ann = (n: Node | undefined) => (n ? annotatorExpression(n, hooks) : h("annNone"));
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
    case "ref":
      // Deferred: annotators of mutually referring definitions cannot all exist first.
      return `${h("annLazy")}(() => ${hooks.reference(node.target)})`;
    case "array": {
      const contains = node.contains && node.containsEvaluates !== false ? `, ${hooks.test(node.contains)}` : "";
      return `${h("annArray")}(${node.prefixItems.length}, ${node.items !== undefined}${contains})`;
    }
    case "object": {
      const names = JSON.stringify(node.properties.filter((p) => p.declared).map((p) => p.name));
      const patterns = `[${node.patternProperties.map((p) => hooks.regex(p.pattern)).join(", ")}]`;
      const dependent = node.dependentSchemas.length
        ? `, [${node.dependentSchemas.map((d) => `[${JSON.stringify(d.property)}, ${ann(d.schema)}]`).join(", ")}]`
        : "";
      return `${h("annObject")}(${names}, ${patterns}, ${node.additionalProperties !== undefined}${dependent})`;
    }
    case "union":
      return `${h("annSome")}([${node.variants.map((v) => `[${hooks.test(v)}, ${ann(v)}]`).join(", ")}])`;
    case "all-of": {
      const inner = `${h("annAll")}([${node.parts.map(ann).join(", ")}])`;
      if (!node.unevaluatedItems && !node.unevaluatedProperties) return inner;
      return `${h("annUnevaluated")}(${inner}, ${node.unevaluatedProperties !== undefined}, ${node.unevaluatedItems !== undefined})`;
    }
    case "conditional":
      return `${h("annConditional")}(${hooks.test(node.if)}, ${ann(node.if)}, ${ann(node.then)}, ${ann(node.else)})`;
    default: {
      const exhaustive: never = node;
      return exhaustive;
    }
  }
}
