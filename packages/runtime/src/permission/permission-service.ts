import type { ApprovalScope } from "@generated/validators/approvalScope";
import type { PermissionReply } from "@generated/validators/permissionReply";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { PermissionRule } from "@generated/validators/permissionRule";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";
import { AlreadyExistsError, NotFoundError, RuntimeError } from "../errors/runtime-error.ts";
import { createEventBus } from "../events/event-bus.ts";
import { createIdentifier } from "../ids/identifier.ts";
import type { EventFeed, FeedEvent } from "../store/event-feed.ts";
import { createLocalEventFeed } from "../store/local/local-event-feed.ts";
import { createLocalPendingRequests } from "../store/local/local-pending-requests.ts";
import type { PendingRequestStore, SettleDetail, SettlePlan, SharedRequest } from "../store/pending-request-store.ts";
import type { Approval, NewAuditRecord, PermissionStore } from "../store/permission-store.ts";
import { type Actor, LOCAL_ACTOR, SYSTEM_ACTOR } from "./actor.ts";
import { type AskFields, toPermissionRequest, validateAsk } from "./ask-request.ts";
import { createApprovalsInForce } from "./approvals-in-force.ts";
import { alwaysApprovals, allowedByApprovals, auditFields, checkReply, createAuditRecorder, decideAll } from "./decide-ask.ts";
import { explain, type Explanation } from "./explain.ts";
import { CorrectedError, DeniedError, RejectedError, UnansweredError } from "./permission-errors.ts";
import type { PermissionEvent } from "./permission-events.ts";
import { defaultRiskRegistry, effectiveRisk, type RiskRegistry } from "./risk-levels.ts";
import { wildcardMatch } from "./wildcard.ts";

export { type Actor, LOCAL_ACTOR } from "./actor.ts";

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

/** The permission service of one project (one implementation; the backend differs behind PendingRequestStore and EventFeed). */
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
  /** Rejects this server's pending requests and refuses new asks. */
  dispose(): void;
  /** dispose(), then waits for the shutdown records and stops the service's timers and feed subscription. */
  close(): Promise<void>;
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
  /**
   * Where pending requests live and how their events travel. Absent: in this process (one server,
   * over `store`); PostgreSQL's for replicas (store/postgres/pg-backend.ts), where every server sees
   * and may answer every request.
   */
  readonly shared?: { readonly pending: PendingRequestStore; readonly feed: EventFeed };
  /** How often requests of stopped servers are looked for (shared stores that report orphans). */
  readonly sweepMs?: number;
}

/** A local asker waiting for its request to be answered, on whichever server. */
interface Waiter {
  readonly info: PermissionRequest;
  readonly resolve: (allowed: { requestID: string; reply: Exclude<PermissionReply, "reject"> }) => void;
  readonly reject: (error: Error) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Opens the service, loading the project's stored approvals first. Rules, decisions and audit
 * records are decide-ask.ts's; the pending set lives behind a PendingRequestStore. An ask becomes
 * pending (with its audit record and event) before anyone can see it; any server answers by
 * settling it, which succeeds for exactly one answer; the server whose asker waits learns the
 * outcome from the event feed, as every watcher does. So a reply is acknowledged once it is
 * stored, and the asker is released by the feed right after.
 */
export async function openPermissionService(options: PermissionServiceOptions): Promise<PermissionService> {
  const projectID = options.projectID ?? "default";
  const { store } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const { pending, feed } = options.shared ?? inProcess(store, log, options.onListenerError);
  const riskRegistry = options.riskLevels ?? defaultRiskRegistry;
  const config: readonly PermissionRule[] = Object.freeze([...(options.ruleset ?? [])]);
  const record = createAuditRecorder(projectID, now);
  const initial = await store.list(projectID);
  const view = createApprovalsInForce({ store, projectID, initial, now, record });
  const { inForce, approvalsFor } = view;
  const me = pending.replicaID;
  // Every server's pending requests, in the order the feed announced them (list() and get()).
  const mirror = new Map<string, SharedRequest>();
  const waiters = new Map<string, Waiter>();
  const bus = createEventBus<PermissionEvent>(options.onListenerError);
  let disposed = false;
  const background = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>, what: string) => {
    const tracked = work.catch((error) => log(`${what}: ${String((error as Error)?.message ?? error)}`)).finally(() => background.delete(tracked));
    background.add(tracked);
  };

  const take = (id: string): Waiter | undefined => {
    const waiter = waiters.get(id);
    if (!waiter) return undefined;
    waiters.delete(id);
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.signal?.removeEventListener("abort", waiter.onAbort);
    return waiter;
  };

  /** Ends a local asker's wait the way the single-server service would for this outcome. */
  const finish = (waiter: Waiter, reply: PermissionReply, detail: SettleDetail | undefined) => {
    if (reply !== "reject") return waiter.resolve({ requestID: waiter.info.id, reply });
    switch (detail?.kind) {
      case "reply":
        return waiter.reject(detail.message ? new CorrectedError(detail.message) : new RejectedError());
      case "timeout":
        return waiter.reject(new UnansweredError(Math.round((options.askTimeoutMs ?? 0) / 1000)));
      case "cancel":
        return waiter.reject(cancelled());
      default:
        return waiter.reject(new RejectedError());
    }
  };

  /** Settles a request unless another answer won first; resolves with the settled requests (none when it lost). */
  const settle = async (id: string, reply: PermissionReply, plan: (info: PermissionRequest) => SettlePlan) => {
    try {
      return await pending.settle(projectID, id, reply, plan, mirror.get(id));
    } catch (error) {
      // The reply did not fit the request (the plan refused it): nothing was written.
      if (error instanceof RuntimeError && error.code !== "UNAVAILABLE") throw error;
      // Still pending unless its asker here stopped waiting meanwhile (its cancellation settles it next).
      const owner = mirror.get(id)?.owner;
      const state = owner !== undefined && (owner !== me || waiters.has(id)) ? "the request is still pending" : "the request is no longer pending";
      // The stores' own errors name where (file or database) and are shown; anything else stays in `cause`.
      const where = error instanceof RuntimeError ? `: ${error.message}` : "";
      throw new RuntimeError("UNAVAILABLE", `could not record the answer; ${state}${where}`, { cause: error });
    }
  };
  const drop = (id: string, detail: SettleDetail, cause: "cancel" | "timeout" | "shutdown", actor: Actor) =>
    settle(id, "reject", (info): SettlePlan => ({
      detail,
      audit: [record(info, { decision: "deny", cause, actor, ...(detail.message ? { message: detail.message } : {}) })],
    }));

  const onFeed = (entry: FeedEvent) => {
    const event = entry.event as PermissionEvent;
    if (event.type === "permission.asked") {
      const owner = entry.detail?.owner ?? "";
      mirror.set(event.properties.id, { info: event.properties, owner });
      // Stored after its asker stopped waiting (the write outlived its deadline): nobody will take the answer.
      if (owner === me && !waiters.has(event.properties.id)) {
        track(drop(event.properties.id, { kind: "cancel", message: "the asker stopped waiting before the request was stored" }, "cancel", SYSTEM_ACTOR), "cancelling an abandoned request");
      }
    } else if (event.type === "permission.replied") {
      mirror.delete(event.properties.requestID);
      if (entry.detail?.owner === me) {
        const waiter = take(event.properties.requestID);
        if (waiter) finish(waiter, event.properties.reply, entry.detail);
      }
    } else {
      return;
    }
    bus.publish(event);
  };
  const unsubscribeFeed = feed.subscribe(onFeed);
  for (const request of await pending.pending(projectID)) if (!mirror.has(request.info.id)) mirror.set(request.info.id, request);

  // Requests this server dropped while cut off from the database: settled once it is back (unless the others did).
  const dropped = new Set<string>();
  // Requests of servers that stopped heartbeating: their askers are gone, so nobody should answer them.
  const sweepOrphans = async () => {
    for (const id of [...dropped]) {
      await drop(id, { kind: "orphaned", message: "this server lost its database while the request was pending" }, "shutdown", SYSTEM_ACTOR);
      dropped.delete(id);
    }
    for (const id of (await pending.orphans?.(projectID)) ?? []) {
      await drop(id, { kind: "orphaned", message: "the server holding this request stopped" }, "shutdown", SYSTEM_ACTOR);
    }
  };
  let sweeping: Promise<void> | undefined;
  // Only a shared store has other servers whose requests can be orphaned.
  const sweeper = pending.orphans
    ? setInterval(() => {
        sweeping ??= sweepOrphans()
          .catch(() => undefined)
          .finally(() => (sweeping = undefined));
      }, options.sweepMs ?? 1_000)
    : undefined;
  sweeper?.unref?.();

  // Cut off from the database: the others will give this server's requests up, so its askers hear it now.
  const unsubscribeLost = pending.onLost?.(() => {
    for (const id of [...waiters.keys()]) dropped.add(id);
    for (const id of [...waiters.keys()]) take(id)?.reject(new RuntimeError("UNAVAILABLE", "this server lost its database; the request was dropped: ask again"));
  });

  const service: PermissionService = {
    projectID,

    async ask(input) {
      if (disposed) throw new RuntimeError("UNAVAILABLE", "the permission service is shutting down");
      const { id, request } = validateAsk(input);
      const actor = input.actor ?? LOCAL_ACTOR;
      const riskLevel = effectiveRisk(riskRegistry, request.permission, request.riskLevel);
      const requestRules = input.ruleset ?? [];
      // What another server approved or revoked before this ask decides it. (Not awaited when there is
      // nothing to refresh, so a single server's list() shows the request as soon as ask() returns.)
      if (store.refresh) view.replace(await store.refresh(projectID));
      const { outcome, decision } = decideAll(request, riskLevel, config, requestRules, approvalsFor(request.sessionID));
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
      if (waiters.has(info.id)) throw new AlreadyExistsError(`permission request ${info.id} is already pending`);
      if (input.signal?.aborted) throw cancelled();

      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          info,
          resolve,
          reject,
          signal: input.signal,
          onAbort: () => {
            if (!take(info.id)) return;
            waiter.reject(cancelled());
            track(drop(info.id, { kind: "cancel", message: cancelled().message }, "cancel", actor), "recording a cancelled request");
          },
        };
        waiters.set(info.id, waiter);
        input.signal?.addEventListener("abort", waiter.onAbort, { once: true });
        pending.open(projectID, info, record(info, { decision: "ask", cause: decision.cause, actor, ...auditFields(decision) })).then(
          () => {
            if (options.askTimeoutMs === undefined || !waiters.has(info.id)) return;
            waiter.timer = setTimeout(() => {
              const seconds = Math.round(options.askTimeoutMs! / 1000);
              track(
                drop(info.id, { kind: "timeout", message: new UnansweredError(seconds).message }, "timeout", SYSTEM_ACTOR).catch((error) => {
                  // The database is gone: the asker still hears its timeout.
                  take(info.id)?.reject(new UnansweredError(seconds));
                  throw error;
                }),
                "recording a timed-out request",
              );
            }, options.askTimeoutMs);
            waiter.timer.unref?.();
          },
          (error) => {
            if (take(info.id)) reject(error);
          },
        );
      });
    },

    async reply(input) {
      const notFound = () =>
        new NotFoundError(
          input.sessionID !== undefined ? `no pending permission request ${input.requestID} in session ${input.sessionID}` : `no pending permission request ${input.requestID}`,
        );
      const actor = input.actor ?? LOCAL_ACTOR;
      const replied = (info: PermissionRequest): NewAuditRecord =>
        record(info, { decision: input.reply === "reject" ? "deny" : "allow", cause: "reply", reply: input.reply, actor, ...(input.message !== undefined ? { message: input.message } : {}) });
      const scope = input.scope ?? "session";
      // Checked against the stored request inside the settling transaction: a refusal writes nothing.
      const result = await settle(input.requestID, input.reply, (info): SettlePlan => {
        if (input.sessionID !== undefined && info.sessionID !== input.sessionID) throw notFound();
        checkReply(info, input);
        if (input.reply === "reject") {
          const cascade: SettlePlan["cascade"] = { detail: { kind: "cascade" }, audit: (other) => record(other, { decision: "deny", cause: "cascade", reply: "reject", actor }) };
          const detail: SettlePlan["detail"] = { kind: "reply", ...(input.message ? { message: input.message } : {}) };
          // Remembered: the deny rules and the audit row in the same transaction as the answer.
          if (input.remember) {
            return { detail, audit: [], cascade, approvals: alwaysApprovals(info, { ...input, scope }, projectID, actor, now(), "deny"), auditForApprovals: (approvals) => [{ ...replied(info), scope, approvalIDs: approvals.map((a) => a.id) }] };
          }
          return { detail, audit: [replied(info)], cascade };
        }
        if (input.reply === "once") return { detail: { kind: "reply" }, audit: [replied(info)] };
        // "always": approvals and audit row in the same transaction as the answer.
        return {
          detail: { kind: "reply" },
          audit: [],
          approvals: alwaysApprovals(info, { ...input, scope }, projectID, actor, now()),
          auditForApprovals: (approvals) => [{ ...replied(info), scope, approvalIDs: approvals.map((a) => a.id) }],
        };
      });
      // Unknown, already answered, or another server's answer won.
      if (!result) throw notFound();
      // Stored, but its asker was already rejected by the shutdown: the answer reached nobody.
      if (disposed) throw new RuntimeError("UNAVAILABLE", "the permission service shut down while the answer was being recorded; the request was rejected");
      const settledIDs = result.settled.map((r) => r.id);
      if (input.reply === "reject" && input.remember) view.merge(result.approvals);
      if (input.reply !== "always") return settledIDs;

      const sessionID = result.settled[0]!.sessionID;
      view.merge(result.approvals);
      const approvals = approvalsFor(sessionID);
      const others = [...mirror.values()].filter((other) => other.info.id !== input.requestID && other.info.sessionID === sessionID && allowedByApprovals(other.info, approvals));
      for (const other of others) {
        const cascaded = await settle(other.info.id, "always", (info) => ({
          detail: { kind: "cascade" },
          audit: [record(info, { decision: "allow", cause: "cascade", reply: "always", actor })],
        })).catch((error) => log(`"always" cascade not recorded; that request stays pending: ${String(error)}`));
        if (cascaded) settledIDs.push(other.info.id);
      }
      return settledIDs;
    },

    list() {
      return [...mirror.values()].map((entry) => entry.info);
    },

    get(requestID) {
      return mirror.get(requestID)?.info;
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

    async rejectSession(sessionID, actor = LOCAL_ACTOR) {
      // Every server's requests of the session, stored before the abort is acknowledged: a reply
      // racing on another server either won before (and is counted out) or finds them settled.
      const entries = [...mirror.values()].filter((entry) => entry.info.sessionID === sessionID);
      const results = await Promise.allSettled(entries.map((entry) => drop(entry.info.id, { kind: "cascade" }, "cancel", actor)));
      const failed = results.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
      return results.filter((result) => result.status === "fulfilled" && result.value !== undefined).length;
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      const mine = [...waiters.keys()].map((id) => take(id)!);
      for (const waiter of mine) waiter.reject(new RejectedError());
      for (const waiter of mine) track(drop(waiter.info.id, { kind: "shutdown", message: "the server shut down" }, "shutdown", SYSTEM_ACTOR), "recording a shutdown");
    },

    async close() {
      service.dispose();
      if (sweeper) clearInterval(sweeper);
      unsubscribeLost?.();
      await sweeping;
      await Promise.all([...background]);
      unsubscribeFeed();
    },
  };
  return Object.freeze(service);
}

function cancelled(): RuntimeError {
  return new RuntimeError("ABORTED", "the permission request was cancelled: the asking client went away");
}

/** A single server's backend: pending requests in this process, announced on an in-process feed. */
function inProcess(store: PermissionStore, log: (message: string) => void, onListenerError?: (error: unknown) => void) {
  const feed = createLocalEventFeed(onListenerError);
  return { feed, pending: createLocalPendingRequests(store, feed, { log }) };
}
