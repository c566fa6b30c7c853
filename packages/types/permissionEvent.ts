// Code generated from schema/permission/permissionEvent.schema.json. DO NOT EDIT.
import type { PermissionAskedEvent } from "./permissionAskedEvent.js";
import type { PermissionRepliedEvent } from "./permissionRepliedEvent.js";

/**
 * Any permission bus event, discriminated by `type`: `permission.asked` or `permission.replied`.
 */
export type PermissionEvent = PermissionAskedEvent | PermissionRepliedEvent;
