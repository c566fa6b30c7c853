// Code generated from schema/permission/listPermissionsRequest.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ListPermissionsRequest
 *
 * Request of `PermissionService.ListPermissions` (HTTP `GET /permission`): the pending permission requests.
 */
export const listPermissionsRequestSchema = z.strictObject({
  /** Only requests of this session (prefix `ses`); all sessions when absent. */
  sessionID: z.string().regex(new RegExp("^ses", "u")).optional(),
});

/** ListPermissionsRequest, inferred from {@link listPermissionsRequestSchema}. */
export type ListPermissionsRequest = z.infer<typeof listPermissionsRequestSchema>;
