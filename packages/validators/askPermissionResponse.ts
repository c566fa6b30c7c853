// Code generated from schema/permission/askPermissionResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionReplySchema } from "./permissionReply.js";

/**
 * AskPermissionResponse
 *
 * Response of `PermissionService.AskPermission`: how the request was decided.
 */
export const askPermissionResponseSchema = z.strictObject({
  /** Identifier of the permission request (prefix `per`), also when rules decided without asking. */
  id: z.string().regex(new RegExp("^per", "u")),
  /** `allowed` (by rules or by the user), `denied` (a deny rule matched; nothing was asked), `rejected` (the user said no) or `corrected` (the user said no and told the model what to do instead). */
  outcome: z.enum(["allowed", "denied", "rejected", "corrected"]),
  /** The user's reply, when the user was asked. */
  reply: permissionReplySchema.optional(),
  /** For `corrected`, the user's feedback; for `denied`, which rules denied the request. */
  message: z.string().optional(),
});

/** AskPermissionResponse, inferred from {@link askPermissionResponseSchema}. */
export type AskPermissionResponse = z.infer<typeof askPermissionResponseSchema>;
