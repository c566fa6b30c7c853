// Code generated from schema/permission/respondToPermissionResponse.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * RespondToPermissionResponse
 *
 * Response of `PermissionService.RespondToPermission`: empty; success is the absence of an error (the seed's `Empty`, HTTP `true`).
 */
export const respondToPermissionResponseSchema = z.strictObject({});

/** RespondToPermissionResponse, inferred from {@link respondToPermissionResponseSchema}. */
export type RespondToPermissionResponse = z.infer<typeof respondToPermissionResponseSchema>;
