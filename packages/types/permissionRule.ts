// Code generated from schema/permission/permissionRule.schema.json. DO NOT EDIT.
import type { PermissionAction } from "./permissionAction.js";

/**
 * One permission rule: requests for `permission` whose pattern matches `pattern` get `action`. In a ruleset the last matching rule wins.
 */
export interface PermissionRule {
  /**
   * Permission name the rule applies to, such as `edit` or `bash`; `*` matches every permission.
   */
  permission: string;
  /**
   * Wildcard pattern matched against the request's patterns: `*` matches any run of characters including `/`, `?` one character, a trailing ` *` is optional, and a leading `~` or `$HOME` expands to the home directory.
   */
  pattern: string;
  /**
   * Decision for requests this rule matches.
   */
  action: PermissionAction;
}
