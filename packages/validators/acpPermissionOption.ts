// Code generated from schema/acp/acpPermissionOption.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpPermissionOptionIdSchema } from "./acpPermissionOptionId.js";
import { acpPermissionOptionKindSchema } from "./acpPermissionOptionKind.js";

/**
 * AcpPermissionOption
 *
 * One choice offered to the user in an ACP permission request (ACP `PermissionOption`).
 */
export const acpPermissionOptionSchema = z.looseObject({
  /** Unique identifier of this option, echoed back when selected. */
  optionId: acpPermissionOptionIdSchema,
  /** Human-readable label shown to the user. */
  name: z.string(),
  /** Nature of the option, for icons and UI treatment. */
  kind: acpPermissionOptionKindSchema,
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpPermissionOption, inferred from {@link acpPermissionOptionSchema}. */
export type AcpPermissionOption = z.infer<typeof acpPermissionOptionSchema>;
