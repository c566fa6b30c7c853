// Code generated from schema/permission/permissionConfig.schema.json. DO NOT EDIT.
import type { PermissionAction } from "./permissionAction.js";
import type { SandboxConfig } from "./sandboxConfig.js";

/**
 * The permission rules `bun run serve` reads (`--config FILE`, default `<data-dir>/permission.json`): OpenCode's `permission` block. Each key is a permission; its value is an action for every pattern, or an object of wildcard pattern → action, in order (the last matching rule wins, and a configured `deny` is final). The one reserved key, `sandbox`, widens the sandbox tool processes run in.
 */
export interface PermissionConfig {
  /**
   * How far the sandbox of tool processes is widened (see sandboxConfig).
   */
  sandbox?: SandboxConfig;
  /**
   * An action for every pattern, or patterns → actions.
   */
  [k: string]:
    | PermissionAction
    | {
      [k: string]: PermissionAction;
    }
    | SandboxConfig
    | undefined;
}
