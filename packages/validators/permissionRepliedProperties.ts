// Code generated from schema/permission/permissionRepliedProperties.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionReplySchema } from "./permissionReply.js";

/**
 * PermissionRepliedProperties
 *
 * Payload of the `permission.replied` bus event: which request of which session was answered, and how.
 */
export const permissionRepliedPropertiesSchema = z.strictObject({
  /** Identifier of the session the request belonged to (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the answered request (prefix `per`). */
  requestID: z.string().regex(new RegExp("^per", "u")),
  /** The answer given. */
  reply: permissionReplySchema,
});

/** PermissionRepliedProperties, inferred from {@link permissionRepliedPropertiesSchema}. */
export type PermissionRepliedProperties = z.infer<typeof permissionRepliedPropertiesSchema>;
