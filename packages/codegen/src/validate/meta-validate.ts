import Ajv2020 from "ajv/dist/2020.js";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SchemaDocument } from "../load/load-schemas.ts";
import { isPlainObject } from "../load/load-schemas.ts";

const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

/** Validates every document against the draft 2020-12 meta-schema; one diagnostic per ajv error. */
export function metaValidate(documents: readonly SchemaDocument[]): Diagnostic[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const diagnostics: Diagnostic[] = [];
  for (const doc of documents) {
    const declared = isPlainObject(doc.json) ? doc.json.$schema : undefined;
    if (declared !== undefined && declared !== DRAFT_2020_12 && declared !== `${DRAFT_2020_12}#`) {
      diagnostics.push({ file: doc.file, pointer: "/$schema", message: `only draft 2020-12 schemas are supported ("${DRAFT_2020_12}"), found "${String(declared)}"` });
      continue;
    }
    if (typeof doc.json !== "boolean" && !isPlainObject(doc.json)) {
      diagnostics.push({ file: doc.file, pointer: "", message: "a schema must be a JSON object or a boolean" });
      continue;
    }
    const ok = ajv.validateSchema(doc.json as object);
    if (ok) continue;
    const seen = new Set<string>();
    for (const error of mostSpecific(ajv.errors ?? [])) {
      // The meta-schema's anyOf/$dynamicRef plumbing repeats itself; keep one line per place and message.
      const message = `not a valid draft 2020-12 schema: ${error.message ?? "invalid"}${error.params && "allowedValues" in error.params ? ` (${(error.params.allowedValues as unknown[]).join(", ")})` : ""}`;
      const key = `${error.instancePath}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      diagnostics.push({ file: doc.file, pointer: error.instancePath, message });
    }
  }
  return diagnostics;
}

type AjvError = NonNullable<Ajv2020["errors"]>[number];

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
