import type { AuditActor } from "@generated/validators/auditActor";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { PermissionRule } from "@generated/validators/permissionRule";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import type { Approval, NewApproval, NewAuditRecord } from "../store/permission-store.ts";
import { type Decision, decide } from "./explain.ts";

/**
 * What every permission service (one server, or replicas sharing a database) decides the same
 * way: the outcome of an ask over all its patterns, the audit records, the checks on a reply, the
 * approvals an "always" stores and which other requests they allow.
 */

/** The outcome over every pattern: any deny denies; any ask asks; else allowed (no pattern at all is allowed, as in OpenCode). */
export function decideAll(
  info: Pick<PermissionRequest, "permission" | "patterns">,
  riskLevel: ToolRiskLevel,
  config: readonly PermissionRule[],
  request: readonly PermissionRule[],
  approvals: readonly Approval[],
): { readonly outcome: "deny" | "ask" | "allow"; readonly decision: Decision } {
  let prompt: Decision | undefined;
  let allowed: Decision | undefined;
  for (const pattern of info.patterns) {
    const decision = decide({ permission: info.permission, pattern, riskLevel, config, request, approvals });
    if (decision.action === "deny") return { outcome: "deny", decision };
    if (decision.action === "ask") prompt ??= decision;
    else allowed ??= decision;
  }
  if (prompt) return { outcome: "ask", decision: prompt };
  return { outcome: "allow", decision: allowed ?? { action: "allow", cause: "default", beaten: [] } };
}

/** The audit fields a decision contributes. */
type DecisionFields = { rule?: NonNullable<Decision["rule"]>; beaten?: Decision["beaten"][number][] };

/** The deciding rule and what a final deny beat, as audit fields. */
export const auditFields = (decision: Decision): DecisionFields => {
  // Assigned, not spread from conditional literals: this runs on every ask and every answer.
  const fields: DecisionFields = {};
  if (decision.rule) fields.rule = decision.rule;
  if (decision.beaten.length > 0) fields.beaten = [...decision.beaten];
  return fields;
};

/** What an audit record says about a request (or an approval's request). */
export type AuditSubject = Pick<PermissionRequest, "sessionID" | "permission" | "patterns"> & Partial<PermissionRequest>;
/** The fields of an audit record beyond its subject, time and project. */
export type AuditFields = Omit<NewAuditRecord, "time" | "projectID" | "sessionID" | "permission" | "patterns">;

/** Builds the audit records of one project, stamped with `now()`. */
export function createAuditRecorder(projectID: string, now: () => number) {
  // Built by assignment in the order a spread of conditional literals would give (one record per ask and per answer).
  return (base: AuditSubject, fields: AuditFields): NewAuditRecord => {
    const record: Record<string, unknown> = { time: now(), projectID, sessionID: base.sessionID };
    if (base.id !== undefined) record.requestID = base.id;
    record.permission = base.permission;
    record.patterns = [...base.patterns];
    if (base.tool) record.tool = base.tool;
    if (base.riskLevel) record.riskLevel = base.riskLevel;
    for (const key in fields) record[key] = fields[key as keyof AuditFields];
    return record as unknown as NewAuditRecord;
  };
}

/**
 * Refuses a reply the request cannot take: "always" to a critical request, scope/expiry without
 * something remembered ("always", or "reject" with `remember`), `remember` without "reject";
 * nothing has changed when it throws.
 */
export function checkReply(info: PermissionRequest, input: { readonly reply: string; readonly scope?: unknown; readonly expiresIn?: unknown; readonly remember?: boolean }): void {
  if (input.reply === "always" && info.riskLevel === "critical") {
    throw new InvalidArgumentError(`permission request ${info.id} is critical: it can be allowed once, never always`, [`reply: "always" is not allowed for a critical request`]);
  }
  if (input.remember && input.reply !== "reject") {
    throw new InvalidArgumentError(`remember goes with a "reject" reply (an "always" reply remembers by itself)`, [`remember: needs reply "reject"`]);
  }
  const remembers = input.reply === "always" || (input.reply === "reject" && input.remember === true);
  if (!remembers && (input.scope !== undefined || input.expiresIn !== undefined)) {
    throw new InvalidArgumentError(`scope and expiresIn only go with a reply that is remembered ("always", or "reject" with remember)`, [`reply: scope and expiresIn need "always" or a remembered "reject"`]);
  }
}

/** The allow rules an "always" reply stores: one per `request.always` pattern, session-scoped unless `scope` says project. */
export function alwaysApprovals(
  info: PermissionRequest,
  input: { readonly scope?: "session" | "project"; readonly expiresIn?: number },
  projectID: string,
  actor: AuditActor,
  createdAt: number,
  action: "allow" | "deny" = "allow",
): NewApproval[] {
  // A remembered deny covers at least what was asked, even for a request with no `always` patterns.
  const patterns = action === "deny" && info.always.length === 0 ? info.patterns : info.always;
  return patterns.map((pattern) => ({
    projectID,
    permission: info.permission,
    pattern,
    action,
    scope: input.scope ?? "session",
    sessionID: info.sessionID,
    requestID: info.id,
    createdAt,
    ...(input.expiresIn !== undefined ? { expiresAt: createdAt + input.expiresIn * 1000 } : {}),
    grantedBy: actor.credentialID,
  }));
}

/** OpenCode's "always" cascade test: the approvals ALONE allow every pattern (never a critical request). */
export function allowedByApprovals(info: PermissionRequest, approvals: readonly Approval[]): boolean {
  return (
    info.riskLevel !== "critical" &&
    info.patterns.every((pattern) => decide({ permission: info.permission, pattern, riskLevel: "high", config: [], request: [], approvals }).action === "allow")
  );
}
