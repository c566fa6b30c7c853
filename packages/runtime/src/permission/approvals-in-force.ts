import { NotFoundError } from "../errors/runtime-error.ts";
import { type Approval, approvalApplies, type NewAuditRecord, type PermissionStore, sameApproval } from "../store/permission-store.ts";
import type { AuditFields, AuditSubject } from "./decide-ask.ts";
import type { Actor } from "./actor.ts";

/** A service's view of its project's approvals: what is in force now, kept current with the store. */
export interface ApprovalsInForce {
  /** Approvals in force now (not expired): those applying to `sessionID`, or with `"all"` every one of the project. */
  inForce(sessionID: string | "all"): readonly Approval[];
  /** What decides an ask of `sessionID`; with no session, only project-wide approvals. */
  approvalsFor(sessionID: string | undefined): readonly Approval[];
  /** Replaces the view with what the store read afresh, when it read anything. */
  replace(approvals: readonly Approval[] | undefined): void;
  /** Adds approvals just stored (an identical one is kept once). */
  merge(stored: readonly Approval[]): void;
  /** Forgets one approval durably, audited; NotFoundError when unknown. */
  revoke(approvalID: string, actor: Actor): Promise<Approval>;
}

/**
 * The approvals view every permission service shares. Each read picks up what another server
 * sharing the store changed (`reloadIfChanged`), so listing, explaining and deciding agree.
 */
export function createApprovalsInForce(options: {
  readonly store: PermissionStore;
  readonly projectID: string;
  readonly initial: readonly Approval[];
  readonly now: () => number;
  readonly record: (base: AuditSubject, fields: AuditFields) => NewAuditRecord;
}): ApprovalsInForce {
  const { store, projectID, now, record } = options;
  let approved = options.initial;
  const inForce = (sessionID: string | "all"): readonly Approval[] => {
    approved = store.reloadIfChanged(projectID) ?? approved;
    const at = now();
    return approved.filter((a) => (sessionID === "all" ? a.expiresAt === undefined || a.expiresAt > at : approvalApplies(a, sessionID, at)));
  };
  return {
    inForce,
    approvalsFor: (sessionID) => (sessionID === undefined ? inForce("all").filter((a) => a.scope === "project") : inForce(sessionID)),
    replace(approvals) {
      if (approvals) approved = approvals;
    },
    merge(stored) {
      // A stored rule replaces the one it is the same rule as (a deny over an earlier allow).
      approved = [...approved.filter((b) => !stored.some((a) => a.id !== b.id && sameApproval(a, b))), ...stored.filter((a) => !approved.some((b) => b.id === a.id))];
    },
    async revoke(approvalID, actor) {
      const removed = await store.revoke(projectID, approvalID, (approval) => [
        record(
          { sessionID: approval.sessionID, permission: approval.permission, patterns: [approval.pattern], id: approval.requestID },
          { decision: "revoke", cause: "revoke", scope: approval.scope, approvalIDs: [approval.id], actor },
        ),
      ]);
      approved = approved.filter((a) => a.id !== approvalID);
      if (!removed) throw new NotFoundError(`no approval ${approvalID}`);
      return removed;
    },
  };
}
