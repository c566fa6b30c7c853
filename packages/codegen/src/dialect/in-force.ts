import { refIgnoresSiblings } from "./dialect.ts";
import type { SchemaDialect } from "./schema-dialect.ts";

/**
 * The keywords of a schema object that mean something in its dialect: those the dialect (and its
 * vocabularies) define; up to draft-07 only `$ref` when there is one, since it replaces the object.
 */
export function keywordsInForce(schema: Readonly<Record<string, unknown>>, dialect: SchemaDialect): Record<string, unknown> {
  if (refIgnoresSiblings(dialect.dialect) && typeof schema.$ref === "string") return { $ref: schema.$ref };
  return Object.fromEntries(Object.entries(schema).filter(([k]) => dialect.keywords.has(k)));
}
