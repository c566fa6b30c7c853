import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import Ajv07 from "ajv";
import AjvDraft04 from "ajv-draft-04";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { DEFAULT_DIALECT, dialectLabel, dialectOfUri, DIALECT_URIS, type Dialect } from "../dialect/dialect.ts";
import { metaSchemaJson } from "../dialect/meta-schemas.ts";
import type { SchemaDocument } from "../load/load-schemas.ts";
import { isPlainObject } from "../load/load-schemas.ts";

/** The slice of ajv's API meta-validation uses (the draft-04 class comes from another package). */
interface SchemaChecker {
  validateSchema(schema: object): boolean | Promise<unknown>;
  errors?: AjvError[] | null;
}
interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** One ajv per dialect, created on first use: each knows exactly its own meta-schema. */
function createCheckers(): (d: Dialect) => SchemaChecker {
  const made = new Map<Dialect, SchemaChecker>();
  const options = { strict: false, allErrors: true, validateFormats: false } as const;
  const create = (d: Dialect): SchemaChecker => {
    switch (d) {
      case "draft-04":
        return new AjvDraft04(options) as unknown as SchemaChecker;
      case "draft-06": {
        const ajv = new Ajv07(options);
        ajv.addMetaSchema(metaSchemaJson(DIALECT_URIS["draft-06"])!);
        return ajv as unknown as SchemaChecker;
      }
      case "draft-07":
        return new Ajv07(options) as unknown as SchemaChecker;
      case "2019-09":
        return new Ajv2019(options) as unknown as SchemaChecker;
      case "2020-12":
        return new Ajv2020(options) as unknown as SchemaChecker;
      default: {
        const exhaustive: never = d;
        return exhaustive;
      }
    }
  };
  return (d) => made.get(d) ?? made.set(d, create(d)).get(d)!;
}

/**
 * Validates every document against the meta-schema of its dialect (`$schema`, or `defaultDialect` when
 * absent); one diagnostic per ajv error. A custom meta-schema is checked later, when the registry resolves it.
 */
export function metaValidate(documents: readonly SchemaDocument[], defaultDialect: Dialect = DEFAULT_DIALECT): Diagnostic[] {
  const checkerFor = createCheckers();
  const diagnostics: Diagnostic[] = [];
  for (const doc of documents) {
    if (typeof doc.json !== "boolean" && !isPlainObject(doc.json)) {
      diagnostics.push({ file: doc.file, pointer: "", message: "a schema must be a JSON object or a boolean" });
      continue;
    }
    const declared = isPlainObject(doc.json) ? doc.json.$schema : undefined;
    if (declared !== undefined && typeof declared !== "string") {
      diagnostics.push({ file: doc.file, pointer: "/$schema", message: "$schema must be a URI string" });
      continue;
    }
    const dialect = declared === undefined ? defaultDialect : dialectOfUri(declared);
    if (dialect === undefined) continue;
    // ajv picks the meta-schema from $schema: spell it canonically (http/https, trailing #), or supply the default.
    const checker = checkerFor(dialect);
    const json = isPlainObject(doc.json) ? { ...doc.json, $schema: DIALECT_URIS[dialect] } : doc.json;
    const ok = typeof json === "boolean" ? true : checker.validateSchema(json as object) === true;
    if (ok) continue;
    const seen = new Set<string>();
    for (const error of mostSpecific(checker.errors ?? [])) {
      // The meta-schema's anyOf/$dynamicRef plumbing repeats itself; keep one line per place and message.
      const message = `not a valid ${dialectLabel(dialect)} schema: ${error.message ?? "invalid"}${error.params && "allowedValues" in error.params ? ` (${(error.params.allowedValues as unknown[]).join(", ")})` : ""}`;
      const key = `${error.instancePath}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      diagnostics.push({ file: doc.file, pointer: error.instancePath, message });
    }
  }
  return diagnostics;
}

/** Per place, drops the meta-schema's union plumbing when a more specific error says the same thing. */
function mostSpecific(errors: readonly AjvError[]): AjvError[] {
  const byPath = new Map<string, AjvError[]>();
  for (const e of errors) byPath.set(e.instancePath, [...(byPath.get(e.instancePath) ?? []), e]);
  return [...byPath.values()].flatMap((group) => {
    const enumError = group.find((e) => e.keyword === "enum");
    if (enumError) return [enumError];
    const specific = group.filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf");
    return specific.length > 0 ? specific : group;
  });
}
