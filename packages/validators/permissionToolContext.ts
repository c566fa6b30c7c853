// Code generated from schema/permission/permissionToolContext.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * PermissionToolContext
 *
 * Identifies the tool call that caused a permission request, so a client can show the request next to that call.
 */
export const permissionToolContextSchema = z.strictObject({
  /** Identifier of the assistant message containing the tool call (prefix `msg`). */
  messageID: z.string().regex(new RegExp("^msg", "u")),
  /** Provider-assigned identifier of the tool call. */
  callID: z.string(),
});

/** PermissionToolContext, inferred from {@link permissionToolContextSchema}. */
export type PermissionToolContext = z.infer<typeof permissionToolContextSchema>;
