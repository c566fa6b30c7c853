// Code generated from schema/permission/permissionRuleset.schema.json. DO NOT EDIT.
import type { PermissionRule } from "./permissionRule.js";

/**
 * Ordered list of permission rules. Evaluation walks the whole list and the last rule that matches decides; with no match the answer is `ask`.
 */
export type PermissionRuleset = PermissionRule[];
