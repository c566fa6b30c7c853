import { type AskPermissionRequest } from "@generated/validators/askPermissionRequest";
import { checkAskPermissionRequest } from "@generated/guards/askPermissionRequest";
import { permissionRequestSchema, type PermissionRequest } from "@generated/validators/permissionRequest";
import type { PermissionToolContext } from "@generated/validators/permissionToolContext";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import { validate } from "../validation/validate.ts";
import { checked } from "../validation/check-guard.ts";
import { wildcardMatch } from "./wildcard.ts";

/** The wire part of an ask (what AskPermissionRequest carries), plus an optional caller-chosen id. */
export interface AskFields {
  readonly id?: string;
  readonly sessionID: string;
  readonly permission: string;
  readonly patterns: readonly string[];
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly always?: readonly string[];
  readonly tool?: PermissionToolContext;
  readonly riskLevel?: ToolRiskLevel;
}

/** A validated ask: the AskPermissionRequest and the caller's id, if it chose one. */
export interface ValidAsk {
  readonly id: string | undefined;
  readonly request: AskPermissionRequest;
}

// Hoisted so the per-ask check does not rebuild the schema.
const requestIdSchema = permissionRequestSchema.pick({ id: true });

const refuse = (path: string, message: string): never => {
  const issue = `${path}: ${message}`;
  throw new InvalidArgumentError(`invalid permission request: ${issue}`, [issue]);
};

/**
 * What an ask may approve. The `always` patterns are what an "always" reply turns into allow
 * rules, so an agent could otherwise ask about something harmless and have the answer approve
 * everything: a permission with wildcards, a bare `*`, or an `always` pattern that covers none of
 * the ask's own patterns is refused.
 */
function checkScopeOfAsk(request: AskPermissionRequest): void {
  if (/[*?]/.test(request.permission)) refuse("permission", `"${request.permission}" has wildcards; an ask names one permission`);
  (request.always ?? []).forEach((pattern, index) => {
    if (/^[\s*]*$/.test(pattern)) refuse(`always[${index}]`, `"${pattern}" would approve every ${request.permission} call; name what the call touches`);
    if (!request.patterns.some((own) => wildcardMatch(own, pattern))) {
      refuse(`always[${index}]`, `"${pattern}" matches none of the ask's own patterns, so answering "always" would approve something the user was not shown`);
    }
  });
}

/**
 * Validates an ask with the generated validators, the same check the transports run on their
 * input, then the scope rules above. Called before any rule is consulted, so an invalid ask fails
 * even when a rule would allow it.
 */
export function validateAsk(input: AskFields): ValidAsk {
  // Only the wire fields, each only when given (assigned rather than spread: this runs on every ask).
  const wire: Record<string, unknown> = { sessionID: input.sessionID, permission: input.permission, patterns: input.patterns };
  if (input.metadata !== undefined) wire.metadata = input.metadata;
  if (input.always !== undefined) wire.always = input.always;
  if (input.tool !== undefined) wire.tool = input.tool;
  if (input.riskLevel !== undefined) wire.riskLevel = input.riskLevel;
  const request = checked(checkAskPermissionRequest, wire, "permission request");
  checkScopeOfAsk(request);
  if (input.id !== undefined) validate(requestIdSchema, { id: input.id }, "permission request");
  return { id: input.id, request };
}

/** The pending request a validated ask becomes; `metadata` and `always` default to empty as in OpenCode. */
export function toPermissionRequest(id: string, request: AskPermissionRequest, riskLevel: ToolRiskLevel): PermissionRequest {
  return {
    id,
    sessionID: request.sessionID,
    permission: request.permission,
    patterns: request.patterns,
    metadata: request.metadata ?? {},
    always: request.always ?? [],
    ...(request.tool ? { tool: request.tool } : {}),
    riskLevel,
  };
}
