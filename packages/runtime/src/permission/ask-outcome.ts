import type { AskPermissionRequest } from "@generated/validators/askPermissionRequest";
import type { AskPermissionResponse } from "@generated/validators/askPermissionResponse";
import { createIdentifier } from "../ids/identifier.ts";
import { CorrectedError, DeniedError, RejectedError } from "./permission-errors.ts";
import type { Actor } from "./actor.ts";
import type { AskInput, PermissionService } from "./permission-service.ts";

/**
 * Runs an ask to its end and reports it as an AskPermissionResponse (the transports' view):
 * allowed | denied | rejected | corrected. The id is fixed up front, so every outcome — even one
 * decided by rules without asking — names it. Other errors (invalid, cancelled) are thrown.
 */
export async function askForOutcome(
  permissions: PermissionService,
  request: AskPermissionRequest,
  signal?: AbortSignal,
  actor?: Actor,
): Promise<AskPermissionResponse> {
  const id = createIdentifier("per");
  try {
    const input: { -readonly [K in keyof AskInput]: AskInput[K] } = { ...request, id };
    if (signal) input.signal = signal;
    if (actor) input.actor = actor;
    const allowed = await permissions.ask(input);
    return { id, outcome: "allowed", ...(allowed.reply ? { reply: allowed.reply } : {}) };
  } catch (error) {
    if (error instanceof DeniedError) return { id, outcome: "denied", message: error.message };
    if (error instanceof CorrectedError) return { id, outcome: "corrected", reply: "reject", message: error.feedback };
    if (error instanceof RejectedError) return { id, outcome: "rejected", reply: "reject" };
    throw error;
  }
}
