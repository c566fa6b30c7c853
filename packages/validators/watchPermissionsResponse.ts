// Code generated from schema/permission/watchPermissionsResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionEventSchema } from "./permissionEvent.js";

/**
 * WatchPermissionsResponse
 *
 * One message of the `PermissionService.WatchPermissions` stream: a permission event as published on the bus.
 */
export const watchPermissionsResponseSchema = z.strictObject({
  /** The event: `permission.asked` (a request became pending) or `permission.replied`. */
  event: permissionEventSchema,
});

/** WatchPermissionsResponse, inferred from {@link watchPermissionsResponseSchema}. */
export type WatchPermissionsResponse = z.infer<typeof watchPermissionsResponseSchema>;
