import type { z } from "zod";
import { InvalidArgumentError } from "../errors/runtime-error.ts";

/** Renders a Zod issue path the way people read it: `state.time.end`, `patterns[0]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "(root)" : out;
}

/** Path-level messages of a failed parse or guard check, one per issue (at most `limit`). */
export function issueMessages(error: { readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[] }, limit = 10): string[] {
  return error.issues.slice(0, limit).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

/**
 * Parses `value` with a generated validator; on failure throws InvalidArgumentError whose
 * message names what was checked and every failing path.
 */
export function validate<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = issueMessages(result.error);
  throw new InvalidArgumentError(`invalid ${what}: ${issues.join("; ")}`, issues);
}
