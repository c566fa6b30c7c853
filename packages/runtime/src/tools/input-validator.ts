import type { z } from "zod";
import { Ajv2020 } from "ajv/dist/2020.js";
import { issueMessages } from "../validation/validate.ts";

/** Outcome of checking an input: the parsed value, or path-level issues (`filePath: …`). */
export type Validation<I> = { readonly kind: "valid"; readonly value: I } | { readonly kind: "invalid"; readonly issues: readonly string[] };

/** Checks a tool's input against its input schema. */
export type InputValidator<I> = (input: unknown) => Validation<I>;

/** A validator from a generated Zod schema (the built-in tools' canonical schemas). */
export function zodValidator<I>(schema: z.ZodType<I>): InputValidator<I> {
  return (input) => {
    const result = schema.safeParse(input);
    return result.success ? { kind: "valid", value: result.data } : { kind: "invalid", issues: issueMessages(result.error) };
  };
}

// One ajv instance for every MCP tool schema: schemas are compiled once, when a server lists its tools.
const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });

/** Compiles an MCP tool's JSON Schema once; issues name the instance path like the Zod ones. */
export function jsonSchemaValidator(schema: Readonly<Record<string, unknown>>): InputValidator<Record<string, unknown>> {
  return jsonSchemaValidatorWith(ajv, schema);
}

/** The same, with a given ajv instance (a client tool's declared dialect). */
export function jsonSchemaValidatorWith(instance: Pick<Ajv2020, "compile">, schema: Readonly<Record<string, unknown>>): InputValidator<Record<string, unknown>> {
  const check = instance.compile(schema);
  return (input) => {
    if (check(input)) return { kind: "valid", value: input as Record<string, unknown> };
    const issues = (check.errors ?? []).slice(0, 10).map((e) => `${pathOf(e.instancePath, e.params)}: ${e.message ?? "invalid"}`);
    return { kind: "invalid", issues };
  };
}

/** `/a/0/b` → `a[0].b`; a missing required property is named by its own path. */
function pathOf(pointer: string, params: Record<string, unknown>): string {
  const keys = pointer.split("/").slice(1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (typeof params.missingProperty === "string") keys.push(params.missingProperty);
  let out = "";
  for (const key of keys) out += /^\d+$/.test(key) ? `[${key}]` : out === "" ? key : `.${key}`;
  return out === "" ? "(root)" : out;
}
