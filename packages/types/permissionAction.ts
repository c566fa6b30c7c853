// Code generated from schema/permission/permissionAction.schema.json. DO NOT EDIT.

/**
 * What a permission rule decides for a matching request: `allow` proceeds, `ask` prompts the user, `deny` fails the call.
 */
export type PermissionAction = "allow" | "ask" | "deny";
