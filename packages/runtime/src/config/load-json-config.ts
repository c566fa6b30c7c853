import { existsSync, readFileSync } from "node:fs";
import type { z } from "zod";

/** A config file that cannot be used; the message names the file and the JSON pointer. */
export class ConfigFileError extends Error {
  override readonly name: string = "ConfigFileError";
}

const pointer = (path: readonly PropertyKey[]) => path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

/** Line and column of a character offset, for JSON syntax errors. */
function position(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/**
 * Reads a JSON config file checked against its generated schema; a missing file is `fallback`
 * unless it was named explicitly. Errors name the file, and the JSON pointer or the line and column.
 */
export function loadJsonConfig<T>(path: string, required: boolean, schema: z.ZodType, fallback: T, makeError: (message: string) => Error = (m) => new ConfigFileError(m)): T {
  if (!existsSync(path)) {
    if (required) throw makeError(`${path}: no such file`);
    return fallback;
  }
  const text = readFileSync(path, "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    throw makeError(`${path}: not valid JSON${at ? ` at ${position(text, Number(at[1]))}` : ""}: ${message}`);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as T;
  const issues = parsed.error.issues.slice(0, 5).map((issue) => `${path}#${pointer(issue.path)}: ${issue.message}`);
  throw makeError(issues.join("\n"));
}
