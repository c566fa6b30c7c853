// Code generated from schema/permission/permissionRequest.schema.json. DO NOT EDIT.
import type { PermissionToolContext } from "./permissionToolContext.js";
import type { ToolRiskLevel } from "./toolRiskLevel.js";

/**
 * A pending request for the user's permission, raised when no rule allows an action a tool wants to take.
 */
export interface PermissionRequest {
  /**
   * Identifier of this request: the prefix `per` followed by a time-ordered suffix.
   */
  id: string;
  /**
   * Identifier of the session whose tool asks for permission (prefix `ses`).
   */
  sessionID: string;
  /**
   * Name of the permission being requested, such as `edit`, `bash` or `webfetch`; rules match on it.
   */
  permission: string;
  /**
   * Concrete patterns this action touches (commands, file paths, URLs); each is evaluated against the ruleset.
   */
  patterns: string[];
  /**
   * Tool-specific details shown to the user when asking, such as the command or a diff.
   */
  metadata: {
    [k: string]: unknown;
  };
  /**
   * Patterns that become allow rules if the user answers `always` (usually broader than `patterns`, e.g. `git push *`).
   */
  always: string[];
  /**
   * The tool call that raised the request, when it came from one.
   */
  tool?: PermissionToolContext;
  /**
   * The risk level the request was decided under: the registry's level for the permission, raised to the tool's declared one. `critical` requests can only be allowed once.
   */
  riskLevel?: ToolRiskLevel;
}
