import type { PermissionEvent } from "@generated/validators/permissionEvent";

/** Bus events of the permission service: the generated `permission.asked` / `permission.replied` union. */
export type { PermissionEvent };
