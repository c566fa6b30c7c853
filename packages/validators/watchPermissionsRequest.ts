// Code generated from schema/permission/watchPermissionsRequest.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * WatchPermissionsRequest
 *
 * Request of `PermissionService.WatchPermissions`: subscribe to permission events.
 */
export const watchPermissionsRequestSchema = z.strictObject({
  /** Only events of this session (prefix `ses`); all sessions when absent. */
  sessionID: z.string().regex(new RegExp("^ses", "u")).optional(),
});

/** WatchPermissionsRequest, inferred from {@link watchPermissionsRequestSchema}. */
export type WatchPermissionsRequest = z.infer<typeof watchPermissionsRequestSchema>;
