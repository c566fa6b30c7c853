import type { PermissionRule } from "@generated/validators/permissionRule";

/**
 * A remembered "always" approval: an allow rule scoped to a project, with where it came from.
 * (A storage record of the runtime, not a wire shape any schema defines.)
 */
export interface Approval extends PermissionRule {
  readonly id: string;
  readonly projectID: string;
  readonly action: "allow";
  /** The session and permission request whose "always" reply created it. */
  readonly sessionID: string;
  readonly requestID: string;
  readonly createdAt: number;
}

/** What the service hands the store to remember; the store assigns nothing but may dedupe. */
export type NewApproval = Omit<Approval, "id" | "createdAt"> & { readonly id?: string; readonly createdAt?: number };

/**
 * Durable storage for approvals. `add` resolves only once the approvals are durable (survive a
 * crash of the process), because the service acknowledges the reply right after. Async so a
 * server database can back it later; the SQLite store answers synchronously inside.
 */
export interface ApprovalStore {
  /** Approvals of a project, oldest first (evaluation order). */
  list(projectID: string): Promise<readonly Approval[]>;
  /** Stores approvals atomically and durably; an identical (project, permission, pattern) is kept once. */
  add(approvals: readonly NewApproval[]): Promise<readonly Approval[]>;
  /** Removes one approval; false when the id is unknown in that project. */
  revoke(projectID: string, id: string): Promise<boolean>;
  close(): Promise<void>;
}
