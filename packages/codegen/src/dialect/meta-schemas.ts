import { createRequire } from "node:module";
import type { SchemaDocument } from "../load/load-schemas.ts";

/**
 * The standard meta-schemas, so a `$ref` to one (or a custom meta-schema extending one) resolves offline.
 * They are read from the copies ajv ships (`ajv/dist/refs`, `ajv-draft-04/dist/refs`, both MIT) rather
 * than vendored, so they can never drift from the validator that checks schemas against them.
 */
const require = createRequire(import.meta.url);

const FILES: Readonly<Record<string, string>> = {
  "http://json-schema.org/draft-04/schema": "ajv-draft-04/dist/refs/json-schema-draft-04.json",
  "http://json-schema.org/draft-06/schema": "ajv/dist/refs/json-schema-draft-06.json",
  "http://json-schema.org/draft-07/schema": "ajv/dist/refs/json-schema-draft-07.json",
  ...Object.fromEntries(
    (["2019-09", "2020-12"] as const).flatMap((v) => {
      const metas = v === "2019-09"
        ? ["core", "applicator", "validation", "meta-data", "format", "content"]
        : ["core", "applicator", "unevaluated", "validation", "meta-data", "format-annotation", "content"];
      return [
        [`https://json-schema.org/draft/${v}/schema`, `ajv/dist/refs/json-schema-${v}/schema.json`],
        ...metas.map((m) => [`https://json-schema.org/draft/${v}/meta/${m}`, `ajv/dist/refs/json-schema-${v}/meta/${m}.json`]),
      ];
    }),
  ),
};

/** The bundled copy of a standard meta-schema (`uri` without fragment; http and https both accepted), as a document. */
export function bundledMetaSchema(uri: string): SchemaDocument | undefined {
  const normal = uri.replace(/^https?:\/\//, "").replace(/#$/, "");
  const canonical = Object.keys(FILES).find((k) => k.replace(/^https?:\/\//, "") === normal);
  if (canonical === undefined) return undefined;
  const json = require(FILES[canonical]!) as unknown;
  // One module per meta-schema, named after its dialect so those of different dialects never clash:
  // `draft07Schema`, `draft202012Schema`, `draft202012MetaCore`.
  const name = canonical.replace(/^https?:\/\/json-schema\.org\//, "").replace(/^draft\//, "draft-").replace(/\//g, "-");
  return { file: canonical, relativePath: `meta-schemas/${name}.json`, label: canonical, json: structuredClone(json), standalone: true };
}

/** Raw JSON of a standard meta-schema, for ajv instances that need it registered. */
export function metaSchemaJson(uri: string): object | undefined {
  return bundledMetaSchema(uri)?.json as object | undefined;
}
