// Code generated from schema/permission/permissionRepliedEvent.schema.json. DO NOT EDIT.
import type { PermissionRepliedProperties } from "./permissionRepliedProperties.js";

/**
 * Bus event `permission.replied`, published once per resolved request (including requests resolved or rejected as a side effect of another reply).
 */
export interface PermissionRepliedEvent {
  /**
   * Event name; always `permission.replied`.
   */
  type: "permission.replied";
  /**
   * Which request was answered and how.
   */
  properties: PermissionRepliedProperties;
}
