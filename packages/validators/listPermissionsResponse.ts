// Code generated from schema/permission/listPermissionsResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionRequestSchema } from "./permissionRequest.js";

/**
 * ListPermissionsResponse
 *
 * Response of `PermissionService.ListPermissions`: pending requests, oldest first.
 */
export const listPermissionsResponseSchema = z.strictObject({
  /** The pending permission requests, oldest first. */
  permissions: z.array(permissionRequestSchema),
});

/** ListPermissionsResponse, inferred from {@link listPermissionsResponseSchema}. */
export type ListPermissionsResponse = z.infer<typeof listPermissionsResponseSchema>;
