// Code generated from schema/acp/acpSelectedPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpPermissionOptionId } from "./acpPermissionOptionId.js";

/**
 * Permission outcome when the user picked one of the offered options (ACP `RequestPermissionOutcome` variant `selected`, with the `SelectedPermissionOutcome` fields inlined).
 */
export interface AcpSelectedPermissionOutcome {
  /**
   * Outcome discriminator; always `selected` here.
   */
  outcome: "selected";
  /**
   * Identifier of the option the user selected.
   */
  optionId: AcpPermissionOptionId;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
