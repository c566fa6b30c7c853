// Code generated from schema/permission/permissionRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionToolContextSchema } from "./permissionToolContext.js";
import { toolRiskLevelSchema } from "./toolRiskLevel.js";

/**
 * PermissionRequest
 *
 * A pending request for the user's permission, raised when no rule allows an action a tool wants to take.
 */
export const permissionRequestSchema = z.strictObject({
  /** Identifier of this request: the prefix `per` followed by a time-ordered suffix. */
  id: z.string().regex(new RegExp("^per", "u")),
  /** Identifier of the session whose tool asks for permission (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Name of the permission being requested, such as `edit`, `bash` or `webfetch`; rules match on it. */
  permission: z.string(),
  /** Concrete patterns this action touches (commands, file paths, URLs); each is evaluated against the ruleset. */
  patterns: z.array(z.string()),
  /** Tool-specific details shown to the user when asking, such as the command or a diff. */
  metadata: z.record(z.string(), z.unknown()),
  /** Patterns that become allow rules if the user answers `always` (usually broader than `patterns`, e.g. `git push *`). */
  always: z.array(z.string()),
  /** The tool call that raised the request, when it came from one. */
  tool: permissionToolContextSchema.optional(),
  /** The risk level the request was decided under: the registry's level for the permission, raised to the tool's declared one. `critical` requests can only be allowed once. */
  riskLevel: toolRiskLevelSchema.optional(),
});

/** PermissionRequest, inferred from {@link permissionRequestSchema}. */
export type PermissionRequest = z.infer<typeof permissionRequestSchema>;
