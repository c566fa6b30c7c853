import { atLeast, type Dialect } from "./dialect.ts";

/**
 * The keywords each dialect defines, by vocabulary. A keyword outside its schema's dialect is an
 * annotation (the specification says to ignore it), which is what lets a draft-07 document carry
 * `prefixItems` or a vendor `x-*` without changing what it validates.
 */
export type Vocabulary = "core" | "applicator" | "unevaluated" | "validation" | "meta-data" | "format" | "content";

const BY_VOCABULARY: Readonly<Record<Vocabulary, readonly (readonly [string, Dialect, Dialect?])[]>> = {
  // [keyword, first dialect, last dialect]
  core: [
    ["$schema", "draft-04"], ["id", "draft-04", "draft-04"], ["$id", "draft-06"], ["$ref", "draft-04"],
    ["definitions", "draft-04", "draft-07"], ["$defs", "2019-09"], ["$comment", "draft-07"], ["$anchor", "2019-09"],
    ["$recursiveRef", "2019-09", "2019-09"], ["$recursiveAnchor", "2019-09", "2019-09"],
    ["$dynamicRef", "2020-12"], ["$dynamicAnchor", "2020-12"], ["$vocabulary", "2019-09"],
  ],
  applicator: [
    ["items", "draft-04"], ["additionalItems", "draft-04", "2019-09"], ["prefixItems", "2020-12"], ["contains", "draft-06"],
    ["properties", "draft-04"], ["patternProperties", "draft-04"], ["additionalProperties", "draft-04"],
    ["propertyNames", "draft-06"], ["dependencies", "draft-04", "draft-07"], ["dependentSchemas", "2019-09"],
    ["allOf", "draft-04"], ["anyOf", "draft-04"], ["oneOf", "draft-04"], ["not", "draft-04"],
    ["if", "draft-07"], ["then", "draft-07"], ["else", "draft-07"],
  ],
  unevaluated: [["unevaluatedItems", "2019-09"], ["unevaluatedProperties", "2019-09"]],
  validation: [
    ["type", "draft-04"], ["enum", "draft-04"], ["const", "draft-06"], ["multipleOf", "draft-04"], ["maximum", "draft-04"],
    ["exclusiveMaximum", "draft-04"], ["minimum", "draft-04"], ["exclusiveMinimum", "draft-04"], ["maxLength", "draft-04"],
    ["minLength", "draft-04"], ["pattern", "draft-04"], ["maxItems", "draft-04"], ["minItems", "draft-04"],
    ["uniqueItems", "draft-04"], ["maxContains", "2019-09"], ["minContains", "2019-09"], ["maxProperties", "draft-04"],
    ["minProperties", "draft-04"], ["required", "draft-04"], ["dependentRequired", "2019-09"],
  ],
  "meta-data": [
    ["title", "draft-04"], ["description", "draft-04"], ["default", "draft-04"], ["examples", "draft-06"],
    ["deprecated", "2019-09"], ["readOnly", "draft-07"], ["writeOnly", "draft-07"],
  ],
  format: [["format", "draft-04"]],
  content: [["contentEncoding", "draft-07"], ["contentMediaType", "draft-07"], ["contentSchema", "2019-09"]],
};

/** Every vocabulary; a custom meta-schema may enable fewer. */
export const ALL_VOCABULARIES: readonly Vocabulary[] = Object.freeze(Object.keys(BY_VOCABULARY) as Vocabulary[]);

/** Keywords of `dialect` within the given vocabularies. */
export function dialectKeywords(dialect: Dialect, vocabularies: readonly Vocabulary[] = ALL_VOCABULARIES): ReadonlySet<string> {
  const out = new Set<string>();
  for (const v of vocabularies) {
    for (const [keyword, first, last] of BY_VOCABULARY[v]) {
      if (atLeast(dialect, first) && (last === undefined || atLeast(last, dialect))) out.add(keyword);
    }
  }
  return out;
}

/** Every keyword any supported dialect defines, for telling "another dialect's keyword" from "unknown". */
export const ANY_DIALECT_KEYWORDS: ReadonlySet<string> = new Set(
  Object.values(BY_VOCABULARY).flatMap((list) => list.map(([k]) => k)),
);

/** The vocabulary a `$vocabulary` URI names (2019-09 and 2020-12 spell them alike). */
export function vocabularyOfUri(uri: string): Vocabulary | undefined {
  const m = /^https:\/\/json-schema\.org\/draft\/(?:2019-09|2020-12)\/vocab\/([a-z-]+)$/.exec(uri);
  if (!m) return undefined;
  const name = m[1] === "format-annotation" || m[1] === "format-assertion" ? "format" : m[1];
  return (ALL_VOCABULARIES as readonly string[]).includes(name!) ? (name as Vocabulary) : undefined;
}

/** Which vocabulary a keyword belongs to in 2019-09 (where `unevaluated*` sit in the applicator vocabulary). */
export function vocabularyOfKeyword(keyword: string, dialect: Dialect): Vocabulary | undefined {
  for (const v of ALL_VOCABULARIES) {
    if (BY_VOCABULARY[v].some(([k]) => k === keyword)) return v === "unevaluated" && dialect === "2019-09" ? "applicator" : v;
  }
  return undefined;
}
