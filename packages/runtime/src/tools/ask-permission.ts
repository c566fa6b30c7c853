import type { AuditActor } from "@generated/validators/auditActor";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";

/** What the engine asks the permission service; OpenCode's ask fields plus the tool's risk level. */
export interface AskPermissionInput {
  readonly sessionID: string;
  readonly permission: string;
  readonly patterns: readonly string[];
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly always?: readonly string[];
  readonly tool?: { readonly messageID: string; readonly callID: string };
  readonly riskLevel?: ToolRiskLevel;
  readonly signal?: AbortSignal;
  /** Who runs the call, for the audit log. */
  readonly actor?: AuditActor;
}

/**
 * The narrow view of the permission service the engine needs (so its changing signature reaches
 * the engine only through this type). Resolves when allowed; rejects with DeniedError,
 * RejectedError or CorrectedError (src/permission/permission-errors.ts), or an abort.
 */
export type AskPermission = (input: AskPermissionInput) => Promise<unknown>;

/**
 * The `always` patterns for a search pattern: the pattern itself, or none when it is nothing but
 * wildcards (the permission service refuses an "always" that would approve every call).
 */
export function alwaysFor(pattern: string): string[] {
  return /^[\s*]*$/.test(pattern) ? [] : [pattern];
}
