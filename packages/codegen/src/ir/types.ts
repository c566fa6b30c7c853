/**
 * The intermediate representation: one small, typed tree per module.
 * Emitters read only this; they never look at raw JSON Schema again.
 */

/** A JSON value, as found in `const`, `enum`, `default`. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The seven JSON Schema instance types. */
export type JsonType = "null" | "boolean" | "integer" | "number" | "string" | "array" | "object";

export const ALL_JSON_TYPES: readonly JsonType[] = Object.freeze([
  "null",
  "boolean",
  "integer",
  "number",
  "string",
  "array",
  "object",
]);

/** Where a node came from: the schema file (repo-relative) and the JSON pointer inside it. */
export interface SourceLocation {
  readonly file: string;
  readonly pointer: string;
}

/** Annotations that do not change validation, kept typed for docs and comments. */
export interface Meta {
  readonly title?: string;
  readonly description?: string;
  readonly format?: string;
  readonly deprecated?: boolean;
  /** The `default` annotation, when the schema gives one. */
  readonly default?: Json;
  readonly source: SourceLocation;
}

/** A reference to another named definition: a module, or a local definition inside a module. */
export interface RefTarget {
  /** Module name (lowerCamel), e.g. `toolState`. */
  readonly module: string;
  /** Local definition name inside that module, when the target is not the module root. */
  readonly local?: string;
}

export interface StringConstraints {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
}

export interface NumberConstraints {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
}

export interface Property {
  /** The JSON property name, exactly as in the schema. */
  readonly name: string;
  readonly required: boolean;
  /** False for a name listed only in `required` (no `properties` entry): it is not evaluated. */
  readonly declared: boolean;
  readonly schema: Node;
}

export interface PatternProperty {
  readonly pattern: string;
  readonly schema: Node;
}

export interface Discriminator {
  /** The property carrying the tag, e.g. `status`. */
  readonly property: string;
  /** The tag value of each variant, in variant order. */
  readonly values: readonly string[];
}

/** The IR node: a tagged union on `kind`. Each node validates exactly what its schema validates. */
export type Node =
  | AnyNode
  | NeverNode
  | RefNode
  | ConstNode
  | EnumNode
  | TypeGuardNode
  | NullNode
  | BooleanNode
  | NumberNode
  | StringNode
  | ArrayNode
  | ObjectNode
  | UnionNode
  | AllOfNode
  | NotNode
  | ConditionalNode;

/** `{}` or `true`: any JSON value. */
export interface AnyNode {
  readonly kind: "any";
  readonly meta: Meta;
}
/** `false` or an unsatisfiable schema. */
export interface NeverNode {
  readonly kind: "never";
  readonly meta: Meta;
}
export interface RefNode {
  readonly kind: "ref";
  readonly target: RefTarget;
  readonly meta: Meta;
}
export interface ConstNode {
  readonly kind: "const";
  readonly value: Json;
  readonly meta: Meta;
}
export interface EnumNode {
  readonly kind: "enum";
  readonly values: readonly Json[];
  readonly meta: Meta;
}
/** Any value whose JSON type is one of `types`, with no further constraint. */
export interface TypeGuardNode {
  readonly kind: "type-guard";
  readonly types: readonly JsonType[];
  readonly meta: Meta;
}
export interface NullNode {
  readonly kind: "null";
  readonly meta: Meta;
}
export interface BooleanNode {
  readonly kind: "boolean";
  readonly meta: Meta;
}
export interface NumberNode {
  readonly kind: "number";
  readonly integer: boolean;
  readonly constraints: NumberConstraints;
  readonly meta: Meta;
}
export interface StringNode {
  readonly kind: "string";
  readonly constraints: StringConstraints;
  readonly meta: Meta;
}
export interface ArrayNode {
  readonly kind: "array";
  readonly prefixItems: readonly Node[];
  /** Schema for items after the prefix; `undefined` means any. A `never` node forbids extra items. */
  readonly items?: Node;
  readonly contains?: Node;
  /** False before 2020-12, where `contains` does not count as evaluating items for `unevaluatedItems`. */
  readonly containsEvaluates?: false;
  readonly minContains?: number;
  readonly maxContains?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems: boolean;
  readonly meta: Meta;
}
export interface ObjectNode {
  readonly kind: "object";
  readonly properties: readonly Property[];
  readonly patternProperties: readonly PatternProperty[];
  /**
   * Schema for properties matched by neither `properties` nor `patternProperties`.
   * `undefined` = keyword absent (open), an `any` node = explicitly open (`true`, which also marks
   * every key evaluated for `unevaluatedProperties`), a `never` node = closed (unknown keys rejected).
   */
  readonly additionalProperties?: Node;
  readonly propertyNames?: Node;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly dependentRequired: readonly { readonly property: string; readonly requires: readonly string[] }[];
  readonly dependentSchemas: readonly { readonly property: string; readonly schema: Node }[];
  readonly meta: Meta;
}
/** anyOf / oneOf (and multi-type schemas, as anyOf over per-type nodes). */
export interface UnionNode {
  readonly kind: "union";
  readonly mode: "anyOf" | "oneOf";
  readonly variants: readonly Node[];
  /** Set when every variant requires a distinct `const` on the same property. */
  readonly discriminator?: Discriminator;
  readonly meta: Meta;
}
/**
 * A schema object with several independent assertions (its typed part, allOf, anyOf, not, if…):
 * valid when every part is. Unevaluated* belong here because they see all sibling parts.
 */
export interface AllOfNode {
  readonly kind: "all-of";
  readonly parts: readonly Node[];
  readonly unevaluatedProperties?: Node;
  readonly unevaluatedItems?: Node;
  readonly meta: Meta;
}
export interface NotNode {
  readonly kind: "not";
  readonly inner: Node;
  readonly meta: Meta;
}
export interface ConditionalNode {
  readonly kind: "conditional";
  readonly if: Node;
  readonly then?: Node;
  readonly else?: Node;
  readonly meta: Meta;
}

/** A named definition inside a module that is not the module root (e.g. a local `$defs` entry). */
export interface LocalDefinition {
  readonly name: string;
  readonly node: Node;
}

/** One generated module: one canonical schema file, or one `$defs` entry of a bundle file. */
export interface Module {
  /** lowerCamel module name: file `toolPart.schema.json` → `toolPart`. */
  readonly name: string;
  /** PascalCase type name: `ToolPart`. */
  readonly typeName: string;
  /** The schema file as named in generated headers: schemas folder name + path, e.g. `schema/tool/toolPart.schema.json`. */
  readonly file: string;
  /** JSON pointer of the module root inside the file ("" for a whole file). */
  readonly pointer: string;
  /** Domain: the schema file's folder relative to the schemas root ("" at the root). */
  readonly domain: string;
  readonly root: Node;
  readonly locals: readonly LocalDefinition[];
}

/** The whole program handed to emitters, modules sorted by name. */
export interface Program {
  readonly modules: readonly Module[];
}

/** Exhaustiveness helper for `switch (node.kind)`. */
export function assertNever(value: never, what = "value"): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(value)}`);
}
