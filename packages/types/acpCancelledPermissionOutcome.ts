// Code generated from schema/acp/acpCancelledPermissionOutcome.schema.json. DO NOT EDIT.

/**
 * Permission outcome when the prompt turn was cancelled before the user answered (ACP `RequestPermissionOutcome` variant `cancelled`); clients must answer every pending request this way after `session/cancel`.
 */
export interface AcpCancelledPermissionOutcome {
  /**
   * Outcome discriminator; always `cancelled` here.
   */
  outcome: "cancelled";
  [k: string]: unknown;
}
