// Code generated from schema/permission/permissionAskedEvent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionRequestSchema } from "./permissionRequest.js";

/**
 * PermissionAskedEvent
 *
 * Bus event `permission.asked`, published when a request becomes pending; the payload is the request itself.
 */
export const permissionAskedEventSchema = z.strictObject({
  /** Event name; always `permission.asked`. */
  type: z.literal("permission.asked"),
  /** The pending permission request. */
  properties: permissionRequestSchema,
});

/** PermissionAskedEvent, inferred from {@link permissionAskedEventSchema}. */
export type PermissionAskedEvent = z.infer<typeof permissionAskedEventSchema>;
