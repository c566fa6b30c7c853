// Code generated from schema/permission/permissionReplyBody.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionReplySchema } from "./permissionReply";

/**
 * PermissionReplyBody
 *
 * Body of `POST /permission/:requestID/reply`: the user's answer and, for a rejection, optional feedback passed back to the model.
 */
export const permissionReplyBodySchema = z.strictObject({
  /** The user's answer. */
  reply: permissionReplySchema,
  /** Feedback from the user; with `reject` it is returned to the model as a correction instead of a plain rejection. */
  message: z.string().optional(),
});

/** PermissionReplyBody, inferred from {@link permissionReplyBodySchema}. */
export type PermissionReplyBody = z.infer<typeof permissionReplyBodySchema>;
