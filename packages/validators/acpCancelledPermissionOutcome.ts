// Code generated from schema/acp/acpCancelledPermissionOutcome.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpCancelledPermissionOutcome
 *
 * Permission outcome when the prompt turn was cancelled before the user answered (ACP `RequestPermissionOutcome` variant `cancelled`); clients must answer every pending request this way after `session/cancel`.
 */
export const acpCancelledPermissionOutcomeSchema = z.looseObject({
  /** Outcome discriminator; always `cancelled` here. */
  outcome: z.literal("cancelled"),
});

/** AcpCancelledPermissionOutcome, inferred from {@link acpCancelledPermissionOutcomeSchema}. */
export type AcpCancelledPermissionOutcome = z.infer<typeof acpCancelledPermissionOutcomeSchema>;
