// Code generated from schema/permission/permissionReplyBody.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";
import { approvalScopeSchema } from "./approvalScope.js";
import { permissionReplySchema } from "./permissionReply.js";

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
  /** With `reject`: remember the refusal as deny rules for the request's `always` patterns, in `scope` (the session unless `project`), so the same request is denied without asking again (ACP's reject_always). */
  remember: z.boolean().optional(),
  /** With `always`: where the approval applies; `session` unless the user chooses `project`. */
  scope: approvalScopeSchema.optional(),
  /** With `always`: seconds until the approval expires; it never expires when absent. */
  expiresIn: z.number().gte(1).lte(31536000).refine(isInteger, "Invalid input: expected integer").optional(),
});

/** PermissionReplyBody, inferred from {@link permissionReplyBodySchema}. */
export type PermissionReplyBody = z.infer<typeof permissionReplyBodySchema>;
