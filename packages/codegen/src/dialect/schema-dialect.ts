import { isPlainObject } from "../load/load-schemas.ts";
import { dialectLabel, dialectOfUri, type Dialect } from "./dialect.ts";
import { ALL_VOCABULARIES, dialectKeywords, vocabularyOfUri, type Vocabulary } from "./vocabulary.ts";

/** How a schema resource is to be read: its dialect and the keywords that assert or apply in it. */
export interface SchemaDialect {
  readonly dialect: Dialect;
  /** Keywords with meaning here; anything else is an annotation. */
  readonly keywords: ReadonlySet<string>;
  /** The custom meta-schema that narrowed the vocabularies, if any. */
  readonly metaSchema?: string;
}

/** The full keyword set of a standard dialect. */
export function standardDialect(dialect: Dialect): SchemaDialect {
  return { dialect, keywords: dialectKeywords(dialect) };
}

/** Looks up a meta-schema's JSON by URI (loaded schemas, `--map`, bundled copies). */
export type MetaSchemaLookup = (uri: string) => unknown;

/**
 * The dialect a `$schema` value selects: a standard meta-schema URI directly; a custom meta-schema
 * through its own `$schema` (the dialect) and `$vocabulary` (which keyword groups are in force).
 * A vocabulary the meta-schema requires but the generator does not know is an error, as the
 * specification demands.
 */
export function dialectForSchemaUri(uri: string, lookup: MetaSchemaLookup, seen: ReadonlySet<string> = new Set()): SchemaDialect | { error: string } {
  const standard = dialectOfUri(uri);
  if (standard) return standardDialect(standard);
  if (seen.has(uri)) return { error: `meta-schema "${uri}" declares itself (through $schema) as its own dialect` };
  const meta = lookup(uri);
  if (!isPlainObject(meta)) {
    return { error: `$schema "${uri}" is neither a known dialect (draft-04, -06, -07, 2019-09, 2020-12) nor a meta-schema among the loaded schemas (add it, or --map its URL to a folder)` };
  }
  if (typeof meta.$schema !== "string") return { error: `custom meta-schema "${uri}" has no $schema, so its dialect is unknown` };
  const base = dialectForSchemaUri(meta.$schema, lookup, new Set([...seen, uri]));
  if ("error" in base) return base;
  if (!isPlainObject(meta.$vocabulary)) return { ...base, metaSchema: uri };
  const vocabularies = new Set<Vocabulary>(["core"]);
  for (const [vocabUri, required] of Object.entries(meta.$vocabulary)) {
    const vocabulary = vocabularyOfUri(vocabUri);
    if (vocabulary) vocabularies.add(vocabulary);
    else if (required === true) return { error: `custom meta-schema "${uri}" requires vocabulary "${vocabUri}", which ${dialectLabel(base.dialect)} does not define` };
  }
  // The unevaluated vocabulary is part of the applicator one in 2019-09.
  if (base.dialect === "2019-09" && vocabularies.has("applicator")) vocabularies.add("unevaluated");
  const list = ALL_VOCABULARIES.filter((v) => vocabularies.has(v));
  return { dialect: base.dialect, keywords: dialectKeywords(base.dialect, list), metaSchema: uri };
}
