// Code generated from schema/permission/respondToPermissionRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";
import { approvalScopeSchema } from "./approvalScope.js";
import { permissionReplySchema } from "./permissionReply.js";

/**
 * RespondToPermissionRequest
 *
 * Request of `PermissionService.RespondToPermission`: the user's answer to a pending request (the seed's `PermissionResponse`, HTTP `POST /session/{sessionID}/permissions/{permissionID}`).
 */
export const respondToPermissionRequestSchema = z.strictObject({
  /** Identifier of the session the request belongs to (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the pending request being answered (prefix `per`). */
  permissionID: z.string().regex(new RegExp("^per", "u")),
  /** The answer: `once`, `always` or `reject`. */
  reply: permissionReplySchema,
  /** With `reject`, feedback for the model about what to do instead (the call then ends as `corrected`). */
  message: z.string().optional(),
  /** With `reject`: remember the refusal as deny rules for the request's `always` patterns, in `scope` (the session unless `project`), so the same request is denied without asking again (ACP's reject_always). */
  remember: z.boolean().optional(),
  /** With `always`: where the approval applies; `session` unless the user chooses `project`. */
  scope: approvalScopeSchema.optional(),
  /** With `always`: seconds until the approval expires; it never expires when absent. */
  expiresIn: z.number().gte(1).lte(31536000).refine(isInteger, "Invalid input: expected integer").optional(),
});

/** RespondToPermissionRequest, inferred from {@link respondToPermissionRequestSchema}. */
export type RespondToPermissionRequest = z.infer<typeof respondToPermissionRequestSchema>;
