// Code generated from schema/permission/askPermissionRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionToolContextSchema } from "./permissionToolContext.js";
import { toolRiskLevelSchema } from "./toolRiskLevel.js";

/**
 * AskPermissionRequest
 *
 * Request of `PermissionService.AskPermission`: a tool (the agent side) asks whether it may act; the call returns once rules or the user decide.
 */
export const askPermissionRequestSchema = z.strictObject({
  /** Identifier of the session whose tool asks (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Name of the permission being requested, such as `edit`, `bash` or `webfetch`; rules match on it. */
  permission: z.string(),
  /** Concrete patterns this action touches (commands, file paths, URLs); every one must be allowed. */
  patterns: z.array(z.string()),
  /** Tool-specific details shown to the user when asking, such as the command or a diff. */
  metadata: z.record(z.string(), z.unknown()).optional(),
  /** Patterns that become allow rules if the user answers `always`; defaults to none. */
  always: z.array(z.string()).optional(),
  /** The tool call that raises the request, when it comes from one. */
  tool: permissionToolContextSchema.optional(),
  /** Risk level the asking tool declares. It can only raise the level the server's tool registry gives the permission (unknown permissions are `high`), never lower it. */
  riskLevel: toolRiskLevelSchema.optional(),
});

/** AskPermissionRequest, inferred from {@link askPermissionRequestSchema}. */
export type AskPermissionRequest = z.infer<typeof askPermissionRequestSchema>;
