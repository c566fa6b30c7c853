import type { ApprovalScope } from "@generated/validators/approvalScope";
import type { AuditActor } from "@generated/validators/auditActor";
import type { PermissionReply } from "@generated/validators/permissionReply";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { PermissionRule } from "@generated/validators/permissionRule";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";
import { AlreadyExistsError, NotFoundError, RuntimeError } from "../errors/runtime-error.ts";
import { createEventBus } from "../events/event-bus.ts";
import { createIdentifier } from "../ids/identifier.ts";
import type { Approval, NewAuditRecord, PermissionStore } from "../store/permission-store.ts";
import { type AskFields, toPermissionRequest, validateAsk } from "./ask-request.ts";
import { createApprovalsInForce } from "./approvals-in-force.ts";
import { alwaysApprovals, allowedByApprovals, auditFields, checkReply, createAuditRecorder, decideAll } from "./decide-ask.ts";
import { explain, type Explanation } from "./explain.ts";
import { CorrectedError, DeniedError, RejectedError, UnansweredError } from "./permission-errors.ts";
import type { PermissionEvent } from "./permission-events.ts";
import { defaultRiskRegistry, effectiveRisk, type RiskRegistry } from "./risk-levels.ts";
import { wildcardMatch } from "./wildcard.ts";

/** Who acts, as the audit log records it; transports pass the authenticated credential. */
export type Actor = AuditActor;

/** The actor of in-process calls that name none (code embedding the runtime). */
export const LOCAL_ACTOR: Actor = Object.freeze({ credentialID: "local", roles: [] });
const SYSTEM_ACTOR: Actor = Object.freeze({ credentialID: "system", roles: [] });

/** What a tool asks for. `id` may be chosen by the caller (OpenCode allows it). */
export interface AskInput extends AskFields {
  /** Rules of this call (agent/session rules), evaluated after the project config; a config deny still wins. */
  readonly ruleset?: readonly PermissionRule[];
  /** Aborting cancels the request while it is pending (the asker went away). */
  readonly signal?: AbortSignal;
  readonly actor?: Actor;
}

/** How an ask ended when it was allowed: by rules alone, or by a reply to a pending request. */
export interface Allowed {
  readonly requestID: string | undefined;
  readonly reply: Exclude<PermissionReply, "reject"> | undefined;
}

/** A user's reply. A `sessionID`, when given, must be the request's session (else NotFound). */
export interface ReplyInput {
  readonly requestID: string;
  readonly reply: PermissionReply;
  readonly message?: string;
  readonly sessionID?: string;
  /** With "always": `session` (default) or `project`. */
  readonly scope?: ApprovalScope;
  /** With "always": seconds until the approval expires. */
  readonly expiresIn?: number;
  /** With "reject": remember it as deny rules for the request's `always` patterns, in `scope` (ACP's reject_always). */
  readonly remember?: boolean;
  readonly actor?: Actor;
}

/** What `explain` evaluates against; approvals are those that apply to `sessionID` (project-wide ones when absent). */
export interface ExplainInput {
  readonly sessionID?: string;
  readonly riskLevel?: ToolRiskLevel;
  readonly ruleset?: readonly PermissionRule[];
}

/** The permission service of one project. */
export interface PermissionService {
  readonly projectID: string;
  /** Resolves when allowed; rejects with DeniedError, RejectedError, CorrectedError (or ABORTED when cancelled). */
  ask(input: AskInput): Promise<Allowed>;
  /** Applies a reply with OpenCode's cascades; resolves with the ids it settled. NotFoundError for an unknown id or another session's id. */
  reply(input: ReplyInput): Promise<readonly string[]>;
  /** Pending requests in the order they were asked. */
  list(): PermissionRequest[];
  get(requestID: string): PermissionRequest | undefined;
  /** The decision `permission`/`pattern` gets now, the deciding rule, what a final deny beat, and every rule that matched. */
  explain(permission: string, pattern: string, input?: ExplainInput): Explanation;
  /** Approvals in force (not expired), oldest first; only those applying to `sessionID` when given. */
  approvals(sessionID?: string): readonly Approval[];
  /** Forgets one approval, durably and audited; resolves with it; NotFoundError when unknown. */
  revoke(approvalID: string, actor?: Actor): Promise<Approval>;
  subscribe(listener: (event: PermissionEvent) => void): () => void;
  /** Rejects every pending request of a session (the session was aborted); resolves with how many once the rejections are stored. */
  rejectSession(sessionID: string, actor?: Actor): Promise<number>;
  /** Rejects everything pending and refuses new asks. */
  dispose(): void;
}

export interface PermissionServiceOptions {
  readonly store: PermissionStore;
  readonly projectID?: string;
  /** The project's configured rules (see rulesFromConfig), evaluated first; a deny among them is final. */
  readonly ruleset?: readonly PermissionRule[];
  /** The risk level of each permission (the tool registry); unknown ones are high. */
  readonly riskLevels?: RiskRegistry;
  /** Pending requests nobody answers within this are rejected (and audited as `timeout`); none when absent. */
  readonly askTimeoutMs?: number;
  readonly now?: () => number;
  readonly onListenerError?: (error: unknown) => void;
  /** Where failures nobody waits for (a late audit write) are reported. */
  readonly log?: (message: string) => void;
}

interface Pending {
  readonly info: PermissionRequest;
  readonly actor: Actor;
  readonly signal: AbortSignal | undefined;
  /** Position in asking order, so a request put back after a failed write keeps its place in list(). */
  readonly order: number;
  readonly resolve: (allowed: Allowed) => void;
  readonly reject: (error: Error) => void;
  /** Cancels the request when its asker goes away; attached only while the request is pending. */
  readonly onAbort: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/** Opens the service, loading the project's stored approvals first. */
export async function openPermissionService(options: PermissionServiceOptions): Promise<PermissionService> {
  const projectID = options.projectID ?? "default";
  const store = options.store;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const riskRegistry = options.riskLevels ?? defaultRiskRegistry;
  const config: readonly PermissionRule[] = Object.freeze([...(options.ruleset ?? [])]);
  const initial = await store.list(projectID);
  const pending = new Map<string, Pending>();
  // Requests taken off `pending` while their answer is being written. Their askers still wait,
  // so dispose() must reach them; a failed write puts them back on `pending`.
  const storing = new Map<string, Pending>();
  const bus = createEventBus<PermissionEvent>(options.onListenerError);
  let disposed = false;
  let asked = 0;

  /**
   * Approvals in force now (not expired), picking up what another server sharing the store
   * changed: those applying to `sessionID`, or with `"all"` every one of the project.
   */

  const record = createAuditRecorder(projectID, now);
  const view = createApprovalsInForce({ store, projectID, initial, now, record });
  const { inForce, approvalsFor } = view;
  // Resolves either way: the answer already went out, a failed write is logged (and awaited only where the caller acknowledges it).
  const unwaited = (records: readonly NewAuditRecord[]): Promise<void> =>
    store.appendAudit(records, { deferrable: true }).catch((error) => log(`audit log write failed (${records.length} record(s) lost): ${String(error)}`));

  const publishReplied = (info: PermissionRequest, reply: PermissionReply) =>
    bus.publish({ type: "permission.replied", properties: { sessionID: info.sessionID, requestID: info.id, reply } });

  /** Makes a request pending, listening for its asker going away; one whose asker already left is cancelled. */
  const track = (entry: Pending): boolean => {
    if (entry.signal?.aborted) {
      publishReplied(entry.info, "reject");
      entry.reject(cancelled());
      unwaited([record(entry.info, { decision: "deny", cause: "cancel", actor: entry.actor })]);
      return false;
    }
    entry.signal?.addEventListener("abort", entry.onAbort, { once: true });
    pending.set(entry.info.id, entry);
    return true;
  };

  /** Removes a request from the pending set; the one place that does, so no request settles twice. */
  const take = (id: string): Pending | undefined => {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    entry.signal?.removeEventListener("abort", entry.onAbort);
    return entry;
  };

  /** Puts requests back after a failed write, where they were in asking order, listening again. */
  const restore = (entries: readonly Pending[]): void => {
    for (const entry of entries) if (storing.delete(entry.info.id)) track(entry);
    const ordered = [...pending.values()].sort((a, b) => a.order - b.order);
    pending.clear();
    for (const other of ordered) pending.set(other.info.id, other);
  };

  /**
   * Settles requests durably: they leave `pending`, their audit records (and approvals) are
   * written, and only then are their askers answered. A failed write puts them back exactly as
   * they were; a dispose() meanwhile has already rejected them, and the reply fails too.
   */
  const settle = async (entries: readonly Pending[], write: () => Promise<unknown>, answer: () => void): Promise<void> => {
    for (const entry of entries) {
      take(entry.info.id);
      if (entry.timer) clearTimeout(entry.timer);
      storing.set(entry.info.id, entry);
    }
    try {
      await write();
    } catch (error) {
      restore(entries);
      const state = entries.every((e) => pending.has(e.info.id)) ? "the request is still pending" : "the request is no longer pending";
      throw new RuntimeError("UNAVAILABLE", `could not record the answer; ${state}`, { cause: error });
    }
    const lost = entries.filter((entry) => !storing.delete(entry.info.id));
    if (lost.length > 0) throw new RuntimeError("UNAVAILABLE", "the permission service shut down while the answer was being recorded; the request was rejected");
    answer();
  };

  /** Rejects pending requests without a reply (cancel, abort, timeout, shutdown), auditing each. */
  const dropAll = (entries: readonly Pending[], error: () => Error, cause: "cancel" | "timeout" | "shutdown", actor?: Actor): Promise<void> => {
    if (entries.length === 0) return Promise.resolve();
    for (const entry of entries) {
      if (entry.timer) clearTimeout(entry.timer);
      publishReplied(entry.info, "reject");
      entry.reject(error());
    }
    return unwaited(entries.map((e) => record(e.info, { decision: "deny", cause, actor: actor ?? e.actor, message: error().message })));
  };

  const decideAsk = (info: Pick<PermissionRequest, "permission" | "patterns" | "sessionID">, riskLevel: ToolRiskLevel, request: readonly PermissionRule[]) =>
    decideAll(info, riskLevel, config, request, approvalsFor(info.sessionID));

  const service: PermissionService = {
    projectID,

    async ask(input) {
      // async so a validation error becomes a rejection; the body still runs synchronously up to
      // the pending registration, so list() shows the request as soon as ask() returns.
      if (disposed) throw new RuntimeError("UNAVAILABLE", "the permission service is shutting down");
      // Validate before any rule runs, so a malformed ask fails even where a rule would allow it.
      const { id, request } = validateAsk(input);
      const actor = input.actor ?? LOCAL_ACTOR;
      const riskLevel = effectiveRisk(riskRegistry, request.permission, request.riskLevel);
      const requestRules = input.ruleset ?? [];
      const { outcome, decision } = decideAsk(request, riskLevel, requestRules);
      const subject = { ...request, ...(id !== undefined ? { id } : {}), riskLevel };
      if (outcome === "deny") {
        await store.appendAudit([record(subject, { decision: "deny", cause: decision.cause, actor, ...auditFields(decision) })]);
        throw new DeniedError([...config, ...requestRules].filter((r) => wildcardMatch(request.permission, r.permission)));
      }
      if (outcome === "allow") {
        await store.appendAudit([record(subject, { decision: "allow", cause: decision.cause, actor, ...auditFields(decision) })]);
        return { requestID: undefined, reply: undefined };
      }

      const info = toPermissionRequest(id ?? createIdentifier("per"), request, riskLevel);
      if (pending.has(info.id) || storing.has(info.id)) throw new AlreadyExistsError(`permission request ${info.id} is already pending`);
      if (input.signal?.aborted) throw cancelled();

      return new Promise<Allowed>((resolve, reject) => {
        const entry: Pending = {
          info,
          actor,
          signal: input.signal,
          order: asked++,
          resolve,
          reject,
          onAbort: () => {
            const taken = take(info.id);
            if (taken) dropAll([taken], cancelled, "cancel");
          },
        };
        if (!track(entry)) return;
        unwaited([record(info, { decision: "ask", cause: decision.cause, actor, ...auditFields(decision) })]);
        if (options.askTimeoutMs !== undefined) {
          entry.timer = setTimeout(() => {
            const taken = take(info.id);
            if (taken) dropAll([taken], () => new UnansweredError(Math.round(options.askTimeoutMs! / 1000)), "timeout", SYSTEM_ACTOR);
          }, options.askTimeoutMs);
          entry.timer.unref?.();
        }
        bus.publish({ type: "permission.asked", properties: info });
      });
    },

    async reply(input) {
      const existing = pending.get(input.requestID);
      if (!existing || (input.sessionID !== undefined && existing.info.sessionID !== input.sessionID)) {
        throw new NotFoundError(
          input.sessionID !== undefined
            ? `no pending permission request ${input.requestID} in session ${input.sessionID}`
            : `no pending permission request ${input.requestID}`,
        );
      }
      const info = existing.info;
      const actor = input.actor ?? LOCAL_ACTOR;
      checkReply(info, input);
      const sessionID = info.sessionID;
      const replied = record(info, { decision: input.reply === "reject" ? "deny" : "allow", cause: "reply", reply: input.reply, actor, ...(input.message !== undefined ? { message: input.message } : {}) });

      if (input.reply === "reject") {
        const others = [...pending.values()].filter((other) => other !== existing && other.info.sessionID === sessionID);
        const cascade = others.map((other) => record(other.info, { decision: "deny", cause: "cascade", reply: "reject", actor }));
        // Remembered, the deny rules and the audit rows are written in one durable transaction.
        const scope = input.scope ?? "session";
        let remembered: readonly Approval[] = [];
        const write = input.remember
          ? async () => {
              remembered = await store.add(alwaysApprovals(info, { ...input, scope }, projectID, actor, now(), "deny"), (approvals) => [{ ...replied, scope, approvalIDs: approvals.map((a) => a.id) }, ...cascade]);
            }
          : () => store.appendAudit([replied, ...cascade]);
        await settle([existing, ...others], write, () => {
          if (remembered.length > 0) view.merge(remembered);
          publishReplied(info, "reject");
          existing.reject(input.message ? new CorrectedError(input.message) : new RejectedError());
          for (const other of others) {
            publishReplied(other.info, "reject");
            other.reject(new RejectedError());
          }
        });
        return [info.id, ...others.map((o) => o.info.id)];
      }

      if (input.reply === "once") {
        await settle([existing], () => store.appendAudit([replied]), () => {
          publishReplied(info, "once");
          existing.resolve({ requestID: info.id, reply: "once" });
        });
        return [info.id];
      }

      // "always": the approvals and the audit row are written in one durable transaction before
      // the reply is acknowledged (and the tool proceeds), so a crash right after loses neither.
      const scope = input.scope ?? "session";
      const createdAt = now();
      let stored: readonly Approval[] = [];
      await settle(
        [existing],
        async () => {
          stored = await store.add(alwaysApprovals(info, { ...input, scope }, projectID, actor, createdAt), (approvals) => [
            { ...replied, scope, approvalIDs: approvals.map((a) => a.id) },
          ]);
        },
        () => {
          view.merge(stored);
          publishReplied(info, "always");
          existing.resolve({ requestID: info.id, reply: "always" });
        },
      );
      // OpenCode's cascade: other pending requests of the session that the approvals ALONE now allow.
      const approvals = approvalsFor(sessionID);
      const others = [...pending.values()].filter((other) => other.info.sessionID === sessionID && allowedByApprovals(other.info, approvals));
      if (others.length > 0) {
        const cascade = others.map((other) => record(other.info, { decision: "allow", cause: "cascade", reply: "always", actor }));
        await settle(others, () => store.appendAudit(cascade), () => {
          for (const other of others) {
            publishReplied(other.info, "always");
            other.resolve({ requestID: other.info.id, reply: "always" });
          }
        }).catch((error) => log(`"always" cascade not recorded; those requests stay pending: ${String(error)}`));
      }
      return [info.id, ...others.filter((o) => !pending.has(o.info.id)).map((o) => o.info.id)];
    },

    list() {
      return [...pending.values()].map((entry) => entry.info);
    },

    get(requestID) {
      return pending.get(requestID)?.info;
    },

    explain(permission, pattern, input = {}) {
      return explain({
        permission,
        pattern,
        riskLevel: effectiveRisk(riskRegistry, permission, input.riskLevel),
        config,
        request: input.ruleset ?? [],
        approvals: approvalsFor(input.sessionID),
      });
    },

    approvals(sessionID) {
      return inForce(sessionID ?? "all");
    },

    revoke(approvalID, actor = LOCAL_ACTOR) {
      return view.revoke(approvalID, actor);
    },

    subscribe(listener) {
      return bus.subscribe(listener);
    },

    async rejectSession(sessionID, actor) {
      const entries = [...pending.values()].filter((entry) => entry.info.sessionID === sessionID);
      for (const entry of entries) take(entry.info.id);
      await dropAll(entries, () => new RejectedError(), "cancel", actor);
      return entries.length;
    },

    dispose() {
      disposed = true;
      const entries = [...pending.keys()].map((id) => take(id)!);
      // A request whose answer is being written is still pending as far as its asker knows.
      const writing = [...storing.values()];
      storing.clear();
      dropAll([...entries, ...writing], () => new RejectedError(), "shutdown", SYSTEM_ACTOR);
    },
  };
  return Object.freeze(service);
}

function cancelled(): RuntimeError {
  return new RuntimeError("ABORTED", "the permission request was cancelled: the asking client went away");
}
