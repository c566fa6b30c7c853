import Ajv2020 from "ajv/dist/2020.js";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { REPO_ROOT } from "./fixtures.ts";

/** A canonical schema file with its examples. */
export interface CanonicalSchema {
  readonly module: string;
  readonly file: string;
  readonly schema: Record<string, unknown>;
  readonly examples: { valid: unknown[]; invalid: unknown[] };
}

export const SCHEMA_DIR = join(REPO_ROOT, "schema");

/** Every canonical schema under schema/, with schema/examples/<name>.examples.json. */
export function loadCanonical(): CanonicalSchema[] {
  const out: CanonicalSchema[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "examples") walk(path);
      else if (entry.name.endsWith(".schema.json")) {
        const module = entry.name.replace(/\.schema\.json$/, "");
        const examples = JSON.parse(readFileSync(join(SCHEMA_DIR, "examples", `${module}.examples.json`), "utf8"));
        out.push({ module, file: relative(REPO_ROOT, path), schema: JSON.parse(readFileSync(path, "utf8")), examples });
      }
    }
  };
  walk(SCHEMA_DIR);
  return out.sort((a, b) => (a.module < b.module ? -1 : 1));
}

/** An ajv (draft 2020-12) instance with every canonical schema registered by its `$id`. */
export function canonicalAjv(schemas: readonly CanonicalSchema[]) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  for (const s of schemas) ajv.addSchema(s.schema);
  return (module: string) => {
    const validate = ajv.getSchema(`${module}.schema.json`);
    if (!validate) throw new Error(`ajv has no schema ${module}.schema.json`);
    return (value: unknown) => validate(value) as boolean;
  };
}
