// Code generated from schema/permission/permissionRepliedEvent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionRepliedPropertiesSchema } from "./permissionRepliedProperties.js";

/**
 * PermissionRepliedEvent
 *
 * Bus event `permission.replied`, published once per resolved request (including requests resolved or rejected as a side effect of another reply).
 */
export const permissionRepliedEventSchema = z.strictObject({
  /** Event name; always `permission.replied`. */
  type: z.literal("permission.replied"),
  /** Which request was answered and how. */
  properties: permissionRepliedPropertiesSchema,
});

/** PermissionRepliedEvent, inferred from {@link permissionRepliedEventSchema}. */
export type PermissionRepliedEvent = z.infer<typeof permissionRepliedEventSchema>;
