// Code generated from schema/permission/permissionReply.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * PermissionReply
 *
 * The user's answer to a permission request: `once` allows this call only, `always` allows it and remembers the request's `always` patterns as allow rules for the project, `reject` refuses it (and every other pending request of the same session).
 */
export const permissionReplySchema = z.enum(["once", "always", "reject"]);

/** PermissionReply, inferred from {@link permissionReplySchema}. */
export type PermissionReply = z.infer<typeof permissionReplySchema>;
