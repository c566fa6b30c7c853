import type { PermissionReply } from "@generated/validators/permissionReply";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { PermissionRule } from "@generated/validators/permissionRule";
import { AlreadyExistsError, NotFoundError, RuntimeError } from "../errors/runtime-error.ts";
import { createEventBus } from "../events/event-bus.ts";
import { createIdentifier } from "../ids/identifier.ts";
import type { EventFeed, FeedEvent } from "../store/event-feed.ts";
import type { PendingRequestStore, SettleDetail, SettlePlan, SharedRequest } from "../store/pending-request-store.ts";
import type { NewAuditRecord } from "../store/permission-store.ts";
import { toPermissionRequest, validateAsk } from "./ask-request.ts";
import { createApprovalsInForce } from "./approvals-in-force.ts";
import { alwaysApprovals, allowedByApprovals, auditFields, checkReply, createAuditRecorder, decideAll } from "./decide-ask.ts";
import { explain } from "./explain.ts";
import { CorrectedError, DeniedError, RejectedError, UnansweredError } from "./permission-errors.ts";
import type { PermissionEvent } from "./permission-events.ts";
import { type Actor, LOCAL_ACTOR, type PermissionService, type PermissionServiceOptions } from "./permission-service.ts";
import { defaultRiskRegistry, effectiveRisk } from "./risk-levels.ts";
import { wildcardMatch } from "./wildcard.ts";

const SYSTEM_ACTOR: Actor = Object.freeze({ credentialID: "system", roles: [] });

export interface SharedPermissionServiceOptions extends PermissionServiceOptions {
  /** Pending requests of every server sharing the store. */
  readonly pending: PendingRequestStore;
  /** Every server's permission events; the only source of this service's events. */
  readonly feed: EventFeed;
  /** How often requests of stopped servers are looked for. */
  readonly sweepMs?: number;
}

/** A permission service whose pending requests, answers and events are shared with other servers. */
export interface SharedPermissionService extends PermissionService {
  /** Settles this server's requests as shut down (after dispose) and stops its timers. */
  close(): Promise<void>;
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
 * The permission service of one of several servers (replicas) sharing a database. The rules,
 * decisions and audit records are the single-server ones (decide-ask.ts); what differs is where
 * the pending set lives. An ask becomes a row (with its audit record and event) before anyone can
 * see it; any server answers by settling that row, which succeeds for exactly one answer; the
 * server whose asker waits learns the outcome from the event feed, as every watcher does. So a
 * reply is acknowledged once it is stored, and the asker is released by the feed right after.
 */
export async function openSharedPermissionService(options: SharedPermissionServiceOptions): Promise<SharedPermissionService> {
  const projectID = options.projectID ?? "default";
  const { store, pending, feed } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
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
      return await pending.settle(projectID, id, reply, plan);
    } catch (error) {
      // The reply did not fit the request (the plan refused it): nothing was written.
      if (error instanceof RuntimeError && error.code !== "UNAVAILABLE") throw error;
      throw new RuntimeError("UNAVAILABLE", `could not record the answer; the request is still pending: ${String((error as Error)?.message ?? error)}`, { cause: error });
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
    for (const id of await pending.orphans(projectID)) {
      await drop(id, { kind: "orphaned", message: "the server holding this request stopped" }, "shutdown", SYSTEM_ACTOR);
    }
  };
  let sweeping: Promise<void> | undefined;
  const sweeper = setInterval(() => {
    sweeping ??= sweepOrphans()
      .catch(() => undefined)
      .finally(() => (sweeping = undefined));
  }, options.sweepMs ?? 1_000);
  sweeper.unref?.();

  // Cut off from the database: the others will give this server's requests up, so its askers hear it now.
  const unsubscribeLost = pending.onLost(() => {
    for (const id of [...waiters.keys()]) dropped.add(id);
    for (const id of [...waiters.keys()]) take(id)?.reject(new RuntimeError("UNAVAILABLE", "this server lost its database; the request was dropped: ask again"));
  });

  const service: SharedPermissionService = {
    projectID,

    async ask(input) {
      if (disposed) throw new RuntimeError("UNAVAILABLE", "the permission service is shutting down");
      const { id, request } = validateAsk(input);
      const actor = input.actor ?? LOCAL_ACTOR;
      const riskLevel = effectiveRisk(riskRegistry, request.permission, request.riskLevel);
      const requestRules = input.ruleset ?? [];
      // What another server approved or revoked before this ask decides it.
      view.replace(await store.refresh?.(projectID));
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
      clearInterval(sweeper);
      unsubscribeLost();
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
