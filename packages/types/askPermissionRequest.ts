// Code generated from schema/permission/askPermissionRequest.schema.json. DO NOT EDIT.
import type { PermissionToolContext } from "./permissionToolContext.js";
import type { ToolRiskLevel } from "./toolRiskLevel.js";

/**
 * Request of `PermissionService.AskPermission`: a tool (the agent side) asks whether it may act; the call returns once rules or the user decide.
 */
export interface AskPermissionRequest {
  /**
   * Identifier of the session whose tool asks (prefix `ses`).
   */
  sessionID: string;
  /**
   * Name of the permission being requested, such as `edit`, `bash` or `webfetch`; rules match on it.
   */
  permission: string;
  /**
   * Concrete patterns this action touches (commands, file paths, URLs); every one must be allowed.
   */
  patterns: string[];
  /**
   * Tool-specific details shown to the user when asking, such as the command or a diff.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Patterns that become allow rules if the user answers `always`; defaults to none.
   */
  always?: string[];
  /**
   * The tool call that raises the request, when it comes from one.
   */
  tool?: PermissionToolContext;
  /**
   * Risk level the asking tool declares. It can only raise the level the server's tool registry gives the permission (unknown permissions are `high`), never lower it.
   */
  riskLevel?: ToolRiskLevel;
}
