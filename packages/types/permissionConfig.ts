// Code generated from schema/permission/permissionConfig.schema.json. DO NOT EDIT.
import type { PermissionAction } from "./permissionAction.js";

/**
 * The permission rules `bun run serve` reads (`--config FILE`, default `<data-dir>/permission.json`): OpenCode's `permission` block. Each key is a permission; its value is an action for every pattern, or an object of wildcard pattern → action, in order (the last matching rule wins, and a configured `deny` is final).
 */
export interface PermissionConfig {
  /**
   * An action for every pattern, or patterns → actions.
   */
  [k: string]: PermissionAction | {
    [k: string]: PermissionAction;
  };
}
