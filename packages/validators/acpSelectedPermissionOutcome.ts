// Code generated from schema/acp/acpSelectedPermissionOutcome.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpPermissionOptionIdSchema } from "./acpPermissionOptionId.js";

/**
 * AcpSelectedPermissionOutcome
 *
 * Permission outcome when the user picked one of the offered options (ACP `RequestPermissionOutcome` variant `selected`, with the `SelectedPermissionOutcome` fields inlined).
 */
export const acpSelectedPermissionOutcomeSchema = z.looseObject({
  /** Outcome discriminator; always `selected` here. */
  outcome: z.literal("selected"),
  /** Identifier of the option the user selected. */
  optionId: acpPermissionOptionIdSchema,
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpSelectedPermissionOutcome, inferred from {@link acpSelectedPermissionOutcomeSchema}. */
export type AcpSelectedPermissionOutcome = z.infer<typeof acpSelectedPermissionOutcomeSchema>;
