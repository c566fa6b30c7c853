import Ajv2020 from "ajv/dist/2020.js";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { readPackageFile } from "../assets/package-file.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { displayPath } from "../load/display-path.ts";
import { parseJson } from "../load/load-schemas.ts";

/** The file `toolwire init` writes and `generate`/`check` read from the folder they run in. */
export const CONFIG_FILE_NAME = "toolwire.config.json";

/** Where the config's JSON Schema lives inside the package (shipped, so editors and `$schema` can point at it). */
export const CONFIG_SCHEMA_PATH = "src/config/toolwire.config.schema.json";

/** A validated `toolwire.config.json`, with its paths already resolved against the file's folder. */
export interface ToolwireConfig {
  readonly file: string;
  readonly schemas: string;
  readonly out: string;
  readonly targets?: readonly string[];
  readonly maps?: Readonly<Record<string, string>>;
  readonly lint?: boolean;
  readonly defaultDialect?: string;
  readonly importExtension?: string;
  readonly proto?: { readonly package?: string; readonly out?: string };
}

let validator: ReturnType<InstanceType<typeof Ajv2020>["compile"]> | undefined;

/** The config file's JSON Schema as a parsed object. */
export function configSchema(): Record<string, unknown> {
  return JSON.parse(readPackageFile(CONFIG_SCHEMA_PATH)) as Record<string, unknown>;
}

/**
 * Reads and validates a config file against the shipped schema. Problems come back as diagnostics naming the
 * file and the JSON pointer of the offending value; an absent file is `undefined` (flags alone then).
 */
export function loadConfig(path: string): { config?: ToolwireConfig; diagnostics: Diagnostic[] } {
  const file = displayPath(path);
  if (!existsSync(path)) return { diagnostics: [] };
  const parsed = parseJson(readFileSync(path, "utf8"));
  if (!parsed.ok) return { diagnostics: [{ file, pointer: "", message: parsed.message }] };
  validator ??= new Ajv2020({ allErrors: true, strict: false }).compile(configSchema());
  if (!validator(parsed.value)) {
    const diagnostics = (validator.errors ?? []).map((e): Diagnostic => {
      const extra = e.keyword === "additionalProperties" ? ` "${String(e.params.additionalProperty)}"` : "";
      const allowed = e.keyword === "enum" ? ` (${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")})` : "";
      return { file, pointer: e.instancePath, message: `${e.message ?? e.keyword}${extra}${allowed}` };
    });
    return { diagnostics };
  }
  const raw = parsed.value as Omit<ToolwireConfig, "file">;
  const base = dirname(resolve(path));
  const at = (p: string) => resolve(base, p);
  return {
    diagnostics: [],
    config: Object.freeze({
      ...raw,
      file,
      schemas: at(raw.schemas),
      out: at(raw.out),
      ...(raw.maps ? { maps: Object.fromEntries(Object.entries(raw.maps).map(([url, dir]) => [url, at(dir)])) } : {}),
      ...(raw.proto ? { proto: { ...raw.proto, ...(raw.proto.out ? { out: at(raw.proto.out) } : {}) } } : {}),
    }),
  };
}
