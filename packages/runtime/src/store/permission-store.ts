import { InvalidArgumentError } from "../errors/runtime-error.ts";
import type { Approval as ApprovalShape } from "@generated/validators/approval";
import type { Todo } from "@generated/validators/todo";
import type { AuditRecord } from "@generated/validators/auditRecord";
import type { ListAuditRequest } from "@generated/validators/listAuditRequest";
import type { ListAuditResponse } from "@generated/validators/listAuditResponse";

export type { AuditRecord, Todo };

/** A stored approval: the generated shape, its action narrowed to what the schema's pattern admits. */
export type Approval = Omit<ApprovalShape, "action"> & { readonly action: "allow" | "deny" };

/** What the service hands the store to remember; the store assigns id and createdAt unless given. */
export type NewApproval = Omit<Approval, "id" | "createdAt"> & { readonly id?: string; readonly createdAt?: number };

/** An audit record before the store gives it its id and place in the log. */
export type NewAuditRecord = Omit<AuditRecord, "id" | "seq">;

/** Audit records built once the approvals they mention have ids (inside the same transaction). */
export type AuditFor<T> = (stored: T) => readonly NewAuditRecord[];

export const DEFAULT_AUDIT_PAGE = 100;

/** How an audit append may be scheduled. */
export interface AppendOptions {
  /**
   * Nobody is answered on this write (an ask's "asked" record, a cancellation already reported): the store may hold
   * the records briefly to commit them with the next write, still in order.
   */
  readonly deferrable?: boolean;
}

/**
 * Durable storage of one permission service: approvals and the audit log, behind one interface
 * so SQLite (embedded, the default) and a server database can both back it. Every write resolves
 * only once it is durable, because the service answers right after.
 */
export interface PermissionStore {
  /** Where the data lives (a file path, or a description), named in every storage error. */
  readonly location: string;
  /** Problems found at open (e.g. a damaged write-ahead log), to be reported loudly. */
  readonly warnings: readonly string[];
  /** Approvals of a project, oldest first (evaluation order), expired ones included. */
  list(projectID: string): Promise<readonly Approval[]>;
  /** The project's approvals if another process changed the store since this one last read or wrote it; else undefined. Cheap and synchronous. */
  reloadIfChanged(projectID: string): readonly Approval[] | undefined;
  /** Stores approvals and the audit records about them in one durable transaction; an identical approval is kept once. */
  add(approvals: readonly NewApproval[], audit?: AuditFor<readonly Approval[]>): Promise<readonly Approval[]>;
  /** Removes one approval (and records why, atomically); undefined when the id is unknown in that project. */
  revoke(projectID: string, id: string, audit?: AuditFor<Approval>): Promise<Approval | undefined>;
  /** Appends audit records durably; concurrent appends may share one commit. */
  appendAudit(records: readonly NewAuditRecord[], options?: AppendOptions): Promise<void>;
  /** One page of the audit log of a project, oldest first. */
  listAudit(projectID: string, query: ListAuditRequest): Promise<ListAuditResponse>;
  /** Shared stores only: reads whether another server changed the project's approvals, resolving with them when it did (else undefined). */
  refresh?(projectID: string): Promise<readonly Approval[] | undefined>;
  /** A session's todo list (`todowrite`/`todoread`), empty when none was written. */
  readTodos(projectID: string, sessionID: string): Promise<readonly Todo[]>;
  /** Replaces a session's todo list, durably. */
  writeTodos(projectID: string, sessionID: string, todos: readonly Todo[]): Promise<void>;
  close(): Promise<void>;
}

/** The page size a query asks for, within 1..1000. */
export function pageSize(query: ListAuditRequest): number {
  return Math.min(Math.max(query.limit ?? DEFAULT_AUDIT_PAGE, 1), 1000);
}

/** The seq a single-server store's page starts after: a bare seq (a `<transaction>.<seq>` cursor is PostgreSQL's). */
export function seqCursor(query: ListAuditRequest): number {
  if (query.cursor === undefined) return 0;
  if (!/^\d{1,15}$/.test(query.cursor)) throw new InvalidArgumentError(`cursor: ${JSON.stringify(query.cursor)} is not a cursor of this server's audit log (a record's seq)`);
  return Number(query.cursor);
}

/** True when an approval applies to an ask of `sessionID` at time `now`: project-wide or the same session, and not expired. */
export function approvalApplies(approval: Approval, sessionID: string, now: number): boolean {
  if (approval.expiresAt !== undefined && approval.expiresAt <= now) return false;
  return approval.scope === "project" || approval.sessionID === sessionID;
}

/** Whether two approvals are the same rule (project, permission, pattern, scope, and session when session-scoped): one replaces the other. */
export function sameApproval(a: Omit<Approval, "id" | "createdAt">, b: Omit<Approval, "id" | "createdAt">): boolean {
  return a.projectID === b.projectID && a.permission === b.permission && a.pattern === b.pattern && a.scope === b.scope && (a.scope === "project" || a.sessionID === b.sessionID);
}
