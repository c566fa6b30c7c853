// Code generated from schema/permission/permissionAction.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * PermissionAction
 *
 * What a permission rule decides for a matching request: `allow` proceeds, `ask` prompts the user, `deny` fails the call.
 */
export const permissionActionSchema = z.enum(["allow", "ask", "deny"]);

/** PermissionAction, inferred from {@link permissionActionSchema}. */
export type PermissionAction = z.infer<typeof permissionActionSchema>;
