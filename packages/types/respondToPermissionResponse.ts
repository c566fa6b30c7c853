// Code generated from schema/permission/respondToPermissionResponse.schema.json. DO NOT EDIT.

/**
 * Response of `PermissionService.RespondToPermission` (the seed's `Empty`, HTTP `true`): success is the absence of an error; it may list what the answer settled.
 */
export interface RespondToPermissionResponse {
  /**
   * Identifiers (prefix `per`) of every request this answer settled: the answered one first, then other pending requests of the same session that an `always` now allows or that a `reject` rejected too.
   */
  settled?: string[];
}
