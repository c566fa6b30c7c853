/** The JSON Schema dialects the generator compiles, each with its own keyword semantics. */
export type Dialect = "draft-04" | "draft-06" | "draft-07" | "2019-09" | "2020-12";

/** Oldest first, so dialects can be compared by index. */
export const DIALECTS: readonly Dialect[] = Object.freeze(["draft-04", "draft-06", "draft-07", "2019-09", "2020-12"]);

/** A schema without `$schema` takes this dialect unless `--default-dialect` says otherwise. */
export const DEFAULT_DIALECT: Dialect = "2020-12";

/** The canonical `$schema` URI of each dialect's meta-schema. */
export const DIALECT_URIS: Readonly<Record<Dialect, string>> = Object.freeze({
  "draft-04": "http://json-schema.org/draft-04/schema#",
  "draft-06": "http://json-schema.org/draft-06/schema#",
  "draft-07": "http://json-schema.org/draft-07/schema#",
  "2019-09": "https://json-schema.org/draft/2019-09/schema",
  "2020-12": "https://json-schema.org/draft/2020-12/schema",
});

/** The dialect a standard meta-schema URI names (http or https, with or without the empty fragment); `undefined` for any other URI. */
export function dialectOfUri(uri: string): Dialect | undefined {
  const normal = uri.replace(/^https?:\/\//, "").replace(/#$/, "");
  return DIALECTS.find((d) => DIALECT_URIS[d].replace(/^https?:\/\//, "").replace(/#$/, "") === normal);
}

/** Parses a `--default-dialect` value: `draft-07`, `draft7`, `7`, `2019-09`, `draft2020-12`, or a meta-schema URI. */
export function parseDialectName(name: string): Dialect | undefined {
  const fromUri = dialectOfUri(name);
  if (fromUri) return fromUri;
  const m = /^(?:draft-?)?0?([467]|2019-09|2020-12)$/.exec(name.trim().toLowerCase());
  if (!m) return undefined;
  const v = m[1]!;
  return v.length === 1 ? (`draft-0${v}` as Dialect) : (v as Dialect);
}

/** True when `d` is `than` or newer. */
export function atLeast(d: Dialect, than: Dialect): boolean {
  return DIALECTS.indexOf(d) >= DIALECTS.indexOf(than);
}

/** The keyword that sets a base URI: draft-04 spells it `id`. */
export function idKeyword(d: Dialect): "id" | "$id" {
  return d === "draft-04" ? "id" : "$id";
}

/** Up to draft-07 a `$ref` replaces its whole schema object: sibling keywords (even `$id`) are ignored. */
export function refIgnoresSiblings(d: Dialect): boolean {
  return !atLeast(d, "2019-09");
}

/** Before 2020-12, `items` may be an array (a tuple), with `additionalItems` for the rest. */
export function hasTupleItems(d: Dialect): boolean {
  return d !== "2020-12";
}

/** Draft-04 writes exclusive bounds as booleans beside `maximum`/`minimum`. */
export function hasBooleanExclusiveBounds(d: Dialect): boolean {
  return d === "draft-04";
}

/** Since 2019-09 an embedded resource (a subschema with `$id`) may declare its own `$schema`. */
export function allowsEmbeddedDialects(d: Dialect): boolean {
  return atLeast(d, "2019-09");
}

/** Short name used in messages: `draft-07`, `draft 2020-12`. */
export function dialectLabel(d: Dialect): string {
  return d.startsWith("draft-") ? d : `draft ${d}`;
}
