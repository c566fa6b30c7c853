// Code generated from schema/permission/permissionRuleset.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionRuleSchema } from "./permissionRule.js";

/**
 * PermissionRuleset
 *
 * Ordered list of permission rules. Evaluation walks the whole list and the last rule that matches decides; with no match the answer is `ask`.
 */
export const permissionRulesetSchema = z.array(permissionRuleSchema);

/** PermissionRuleset, inferred from {@link permissionRulesetSchema}. */
export type PermissionRuleset = z.infer<typeof permissionRulesetSchema>;
