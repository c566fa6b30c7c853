// Code generated from schema/permission/permissionEvent.schema.json. DO NOT EDIT.
import type { PermissionAskedEvent } from "./permissionAskedEvent";
import type { PermissionRepliedEvent } from "./permissionRepliedEvent";

/**
 * Any permission bus event, discriminated by `type`: `permission.asked` or `permission.replied`.
 */
export type PermissionEvent = PermissionAskedEvent | PermissionRepliedEvent;
