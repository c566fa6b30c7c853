// Code generated from schema/permission/permissionResponseBody.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionReplySchema } from "./permissionReply.js";

/**
 * PermissionResponseBody
 *
 * Body of OpenCode's deprecated route POST /session/{sessionID}/permissions/{permissionID} (the seed's PermissionResponse): the reply under the key response.
 */
export const permissionResponseBodySchema = z.strictObject({
  /** The user's reply: once, always or reject. */
  response: permissionReplySchema,
});

/** PermissionResponseBody, inferred from {@link permissionResponseBodySchema}. */
export type PermissionResponseBody = z.infer<typeof permissionResponseBodySchema>;
