import { permissionConfigSchema } from "@generated/validators/permissionConfig";
import { loadJsonConfig } from "../config/load-json-config.ts";
import type { PermissionConfig } from "./rules-from-config.ts";

/** A permission config file that cannot be used; the message names the file and the JSON pointer. */
export class PermissionConfigError extends Error {
  override readonly name = "PermissionConfigError";
}

/**
 * Reads the permission rules `serve` uses (OpenCode's `permission` block, schema
 * `permissionConfig`). A missing file is an empty config unless it was named explicitly.
 */
export function loadPermissionConfig(path: string, required: boolean): PermissionConfig {
  // The schema checked every value; Zod infers the open map's values as unknown.
  return loadJsonConfig<PermissionConfig>(path, required, permissionConfigSchema, {}, (message) => new PermissionConfigError(message));
}
