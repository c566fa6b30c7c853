import { Ajv, type ErrorObject } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import type { InputValidator } from "../tools/input-validator.ts";
import { jsonSchemaValidatorWith } from "../tools/input-validator.ts";

// One instance per dialect a client may declare; `parameters` without `$schema` is 2020-12
// (what `z.toJSONSchema` emits). Meta-schema validation is done explicitly below, so compile
// itself does not repeat it.
const options = { allErrors: true, strict: false, validateSchema: false } as const;
const dialects = {
  draft7: new Ajv(options),
  "2019-09": new Ajv2019(options),
  "2020-12": new Ajv2020(options),
};

function dialectOf(schema: Readonly<Record<string, unknown>>): Ajv {
  const declared = schema.$schema;
  if (declared === undefined) return dialects["2020-12"];
  if (typeof declared === "string") {
    if (/draft-0[67]\/schema#?$/.test(declared)) return dialects.draft7;
    if (/draft\/2019-09\/schema#?$/.test(declared)) return dialects["2019-09"];
    if (/draft\/2020-12\/schema#?$/.test(declared)) return dialects["2020-12"];
  }
  throw new InvalidArgumentError(`unsupported $schema ${JSON.stringify(declared)}: use draft-07, 2019-09 or 2020-12`, ["/$schema: unsupported dialect"]);
}

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** The meta-schema's complaint as `pointer: message`, the pointer inside the whole request. */
function issueAt(base: string, error: ErrorObject): string {
  const extra = typeof error.params.missingProperty === "string" ? `/${escape(error.params.missingProperty)}` : "";
  return `${base}${error.instancePath}${extra}: ${error.message ?? "invalid"}`;
}

/** A compiled parameters schema; `release` drops it from ajv's cache when the tool goes. */
export interface CompiledParameters {
  readonly validator: InputValidator<Record<string, unknown>>;
  release(): void;
}

/**
 * Checks a client tool's `parameters` against its dialect's meta-schema, requires an object
 * schema (tool input is an object), and compiles it once. Problems are InvalidArgumentError
 * issues naming their JSON pointer under `base` (e.g. `/tools/0/parameters/properties/url/type`).
 */
export function compileParameters(schema: Readonly<Record<string, unknown>>, base: string): CompiledParameters {
  let ajv: Ajv;
  try {
    ajv = dialectOf(schema);
  } catch (error) {
    throw new InvalidArgumentError(`invalid tool parameters at ${base}/$schema: ${(error as Error).message}`, [`${base}/$schema: ${(error as Error).message}`]);
  }
  if (!ajv.validateSchema(schema)) {
    const issues = (ajv.errors ?? []).slice(0, 10).map((e) => issueAt(base, e));
    throw new InvalidArgumentError(`invalid tool parameters: not a valid JSON Schema: ${issues[0]}`, issues);
  }
  if (schema.type !== "object") {
    const issue = `${base}/type: a tool's parameters must be an object schema ("type": "object")`;
    throw new InvalidArgumentError(`invalid tool parameters: ${issue}`, [issue]);
  }
  try {
    const validator = jsonSchemaValidatorWith(ajv, schema);
    return { validator, release: () => void ajv.removeSchema(schema) };
  } catch (error) {
    // Unresolvable $ref, bad regex pattern: the meta-schema cannot see these.
    const issue = `${base}: ${(error as Error).message}`;
    throw new InvalidArgumentError(`invalid tool parameters: ${issue}`, [issue]);
  }
}
