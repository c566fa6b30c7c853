import type { PermissionReply } from "@generated/validators/permissionReply";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { Approval, AuditFor, NewApproval, NewAuditRecord } from "./permission-store.ts";

/** Why a request stopped being pending, carried to the server whose asker waits for it. */
export interface SettleDetail {
  readonly kind: "reply" | "cascade" | "timeout" | "cancel" | "shutdown" | "orphaned";
  /** A reject's feedback (CorrectedError), or what happened. */
  readonly message?: string;
}

/** A pending request and the server whose asker waits for it. */
export interface SharedRequest {
  readonly info: PermissionRequest;
  readonly owner: string;
}

/** What settling one request writes besides its reply, decided from the stored request inside the settling transaction. */
export interface SettlePlan {
  readonly detail: SettleDetail;
  readonly audit: readonly NewAuditRecord[];
  /** Approvals of an "always" reply and the audit records naming them, in the same transaction. */
  readonly approvals?: readonly NewApproval[];
  readonly auditForApprovals?: AuditFor<readonly Approval[]>;
  /** Also settles every other pending request of the session, on any server (a reject cascades). */
  readonly cascade?: { readonly detail: SettleDetail; readonly audit: (other: PermissionRequest) => NewAuditRecord };
}

/** What a settle won: the request first, then the cascaded ones; the approvals it stored. */
export interface SettleResult {
  readonly settled: readonly PermissionRequest[];
  readonly approvals: readonly Approval[];
}

/**
 * Pending permission requests shared by every server of a deployment. Each transition writes the
 * request row, its audit records and its `permission.asked` / `permission.replied` events in one
 * transaction; a request is settled at most once (the store decides, not the callers), so when
 * servers race to answer it exactly one wins. Settles of one request are ordered: a second one
 * waits for the first and sees its outcome (settled, or still pending after a failed write).
 * Implementations: in process for one server (store/local/), PostgreSQL for replicas (store/postgres/).
 */
export interface PendingRequestStore {
  /** This server's id, the owner of the requests it opens. */
  readonly replicaID: string;
  /** The project's pending requests, of every server, in asking order. */
  pending(projectID: string): Promise<readonly SharedRequest[]>;
  /** Makes a request pending, owned by this server, with its audit record; ALREADY_EXISTS for a used id. */
  open(projectID: string, request: PermissionRequest, audit: NewAuditRecord): Promise<void>;
  /**
   * Settles a request with `reply` if it is still pending; undefined when it is not (unknown, or
   * another answer won). `plan` sees the stored request; what it throws undoes the settle and is
   * rethrown as is (a reply that does not fit the request). `known` is the request as this server
   * saw it announced: a store may plan from it and settle in one round trip, provided the stored
   * request is exactly that one (else it plans from the stored one).
   */
  settle(
    projectID: string,
    requestID: string,
    reply: PermissionReply,
    plan: (request: PermissionRequest) => SettlePlan,
    known?: SharedRequest,
  ): Promise<SettleResult | undefined>;
  /** Pending requests whose server stopped heartbeating (killed, or cut off from the database): nobody waits for them. Shared stores only. */
  orphans?(projectID: string): Promise<readonly string[]>;
  /** Listens for this server losing the database long enough that the others give its requests up. Shared stores only. */
  onLost?(listener: () => void): () => void;
}
