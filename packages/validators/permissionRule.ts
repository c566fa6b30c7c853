// Code generated from schema/permission/permissionRule.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionActionSchema } from "./permissionAction.js";

/**
 * PermissionRule
 *
 * One permission rule: requests for `permission` whose pattern matches `pattern` get `action`. In a ruleset the last matching rule wins.
 */
export const permissionRuleSchema = z.strictObject({
  /** Permission name the rule applies to, such as `edit` or `bash`; `*` matches every permission. */
  permission: z.string(),
  /** Wildcard pattern matched against the request's patterns: `*` matches any run of characters including `/`, `?` one character, a trailing ` *` is optional, and a leading `~` or `$HOME` expands to the home directory. */
  pattern: z.string(),
  /** Decision for requests this rule matches. */
  action: permissionActionSchema,
});

/** PermissionRule, inferred from {@link permissionRuleSchema}. */
export type PermissionRule = z.infer<typeof permissionRuleSchema>;
