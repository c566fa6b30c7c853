// Code generated from schema/acp/acpPermissionOption.schema.json. DO NOT EDIT.
import type { AcpPermissionOptionId } from "./acpPermissionOptionId.js";
import type { AcpPermissionOptionKind } from "./acpPermissionOptionKind.js";

/**
 * One choice offered to the user in an ACP permission request (ACP `PermissionOption`).
 */
export interface AcpPermissionOption {
  /**
   * Unique identifier of this option, echoed back when selected.
   */
  optionId: AcpPermissionOptionId;
  /**
   * Human-readable label shown to the user.
   */
  name: string;
  /**
   * Nature of the option, for icons and UI treatment.
   */
  kind: AcpPermissionOptionKind;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
