/** Keywords whose value is a map of name → subschema. */
export const MAP_KEYWORDS = Object.freeze(["$defs", "definitions", "properties", "patternProperties", "dependentSchemas"]);
/** Keywords whose value is an array of subschemas. */
export const ARRAY_KEYWORDS = Object.freeze(["prefixItems", "allOf", "anyOf", "oneOf"]);
/** Keywords whose value is one subschema. */
export const SINGLE_KEYWORDS = Object.freeze([
  "items",
  "additionalItems",
  "contains",
  "additionalProperties",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema",
]);

/** One subschema position found while walking: its value, JSON pointer and parent keyword. */
export interface SubschemaVisit {
  readonly value: unknown;
  readonly pointer: string;
}

/**
 * Calls `visit` for each direct subschema of `schema` (only real schema positions, never `const` or `enum`),
 * in every dialect's spelling: array-form `items` (draft-04 to 2019-09) and the schema values of `dependencies`.
 */
export function forEachSubschema(schema: unknown, pointer: string, visit: (v: SubschemaVisit) => void): void {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
  const s = schema as Record<string, unknown>;
  for (const key of MAP_KEYWORDS) {
    const map = s[key];
    if (typeof map === "object" && map !== null && !Array.isArray(map)) {
      for (const [name, value] of Object.entries(map)) visit({ value, pointer: `${pointer}/${key}/${escape(name)}` });
    }
  }
  for (const key of ARRAY_KEYWORDS) {
    const list = s[key];
    if (Array.isArray(list)) list.forEach((value, i) => visit({ value, pointer: `${pointer}/${key}/${i}` }));
  }
  for (const key of SINGLE_KEYWORDS) {
    if (!(key in s)) continue;
    const value = s[key];
    if (key === "items" && Array.isArray(value)) value.forEach((v, i) => visit({ value: v, pointer: `${pointer}/items/${i}` }));
    else visit({ value, pointer: `${pointer}/${key}` });
  }
  const dependencies = s.dependencies;
  if (typeof dependencies === "object" && dependencies !== null && !Array.isArray(dependencies)) {
    for (const [name, value] of Object.entries(dependencies)) {
      // A list of names is a dependentRequired in disguise, not a subschema.
      if (!Array.isArray(value)) visit({ value, pointer: `${pointer}/dependencies/${escape(name)}` });
    }
  }
}

function escape(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Follows a JSON pointer inside a value; `undefined` when it leads nowhere. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  if (pointer === "") return root;
  let current: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof current !== "object" || current === null) return undefined;
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else {
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}
