import { existsSync, readFileSync } from "node:fs";
import { permissionConfigSchema } from "@generated/validators/permissionConfig";
import type { PermissionConfig } from "./rules-from-config.ts";

/** A permission config file that cannot be used; the message names the file and the JSON pointer. */
export class PermissionConfigError extends Error {
  override readonly name = "PermissionConfigError";
}

const pointer = (path: readonly PropertyKey[]) => path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

/** Line and column of a character offset, for JSON syntax errors. */
function position(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/**
 * Reads the permission rules `serve` uses (OpenCode's `permission` block, schema
 * `permissionConfig`). A missing file is an empty config unless it was named explicitly.
 */
export function loadPermissionConfig(path: string, required: boolean): PermissionConfig {
  if (!existsSync(path)) {
    if (required) throw new PermissionConfigError(`${path}: no such file`);
    return {};
  }
  const text = readFileSync(path, "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    throw new PermissionConfigError(`${path}: not valid JSON${at ? ` at ${position(text, Number(at[1]))}` : ""}: ${message}`);
  }
  const parsed = permissionConfigSchema.safeParse(value);
  // The schema checked every value; Zod infers the open map's values as unknown.
  if (parsed.success) return parsed.data as PermissionConfig;
  const issues = parsed.error.issues.slice(0, 5).map((issue) => `${path}#${pointer(issue.path)}: ${issue.message}`);
  throw new PermissionConfigError(issues.join("\n"));
}
