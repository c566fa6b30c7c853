import { askPermissionRequestSchema, type AskPermissionRequest } from "@generated/validators/askPermissionRequest";
import { permissionRequestSchema, type PermissionRequest } from "@generated/validators/permissionRequest";
import type { PermissionToolContext } from "@generated/validators/permissionToolContext";
import { validate } from "../validation/validate.ts";

/** The wire part of an ask (what AskPermissionRequest carries), plus an optional caller-chosen id. */
export interface AskFields {
  readonly id?: string;
  readonly sessionID: string;
  readonly permission: string;
  readonly patterns: readonly string[];
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly always?: readonly string[];
  readonly tool?: PermissionToolContext;
}

/** A validated ask: the AskPermissionRequest and the caller's id, if it chose one. */
export interface ValidAsk {
  readonly id: string | undefined;
  readonly request: AskPermissionRequest;
}

// Hoisted so the per-ask check does not rebuild the schema.
const requestIdSchema = permissionRequestSchema.pick({ id: true });

/**
 * Validates an ask with the generated validators, the same check the transports run on their
 * input. Called before any rule is consulted, so an invalid ask fails even when a rule would allow it.
 */
export function validateAsk(input: AskFields): ValidAsk {
  const request = validate(
    askPermissionRequestSchema,
    {
      sessionID: input.sessionID,
      permission: input.permission,
      patterns: input.patterns,
      ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
      ...(input.always !== undefined ? { always: input.always } : {}),
      ...(input.tool !== undefined ? { tool: input.tool } : {}),
    },
    "permission request",
  );
  if (input.id !== undefined) validate(requestIdSchema, { id: input.id }, "permission request");
  return { id: input.id, request };
}

/** The pending request a validated ask becomes; `metadata` and `always` default to empty as in OpenCode. */
export function toPermissionRequest(id: string, request: AskPermissionRequest): PermissionRequest {
  return {
    id,
    sessionID: request.sessionID,
    permission: request.permission,
    patterns: request.patterns,
    metadata: request.metadata ?? {},
    always: request.always ?? [],
    ...(request.tool ? { tool: request.tool } : {}),
  };
}
