import type { PermissionRequest } from "@generated/validators/permissionRequest";
import { AlreadyExistsError } from "../../errors/runtime-error.ts";
import type { PendingRequestStore, SettleDetail, SettleResult } from "../pending-request-store.ts";
import type { Approval, NewAuditRecord, PermissionStore } from "../permission-store.ts";
import type { LocalEventFeed } from "./local-event-feed.ts";

/** The id of the only server of an in-process deployment. */
const LOCAL_REPLICA = "local";

interface Entry {
  readonly info: PermissionRequest;
  /** The settle in flight for this request; a second settle waits for it and sees its outcome. */
  busy?: Promise<unknown>;
}

export interface LocalPendingOptions {
  /** Where a lost "asked" audit record is reported (nobody waits for that write). */
  readonly log?: (message: string) => void;
}

/**
 * Pending requests of a single server: a map in this process, answers written to its own
 * PermissionStore (memory or SQLite) and announced on the local feed once durable. Settles of one
 * request run one after the other, as PostgreSQL's row lock orders them: the second sees the
 * first's outcome (settled, or put back by a failed write) and exactly one answer wins.
 */
export function createLocalPendingRequests(store: PermissionStore, feed: LocalEventFeed, options: LocalPendingOptions = {}): PendingRequestStore {
  const log = options.log ?? ((message: string) => console.error(message));
  const requests = new Map<string, Entry>();
  const announce = (info: PermissionRequest, reply: "once" | "always" | "reject", detail: SettleDetail) =>
    feed.deliver({ sessionID: info.sessionID, event: { type: "permission.replied", properties: { sessionID: info.sessionID, requestID: info.id, reply } }, detail: { ...detail, owner: LOCAL_REPLICA } });

  return {
    replicaID: LOCAL_REPLICA,
    async pending() {
      return [...requests.values()].map((e) => ({ info: e.info, owner: LOCAL_REPLICA }));
    },

    open(_projectID, request, audit) {
      if (requests.has(request.id)) return Promise.reject(new AlreadyExistsError(`permission request id ${request.id} is already in use`));
      requests.set(request.id, { info: request });
      // Nobody is answered on this write; a lost record is reported, the ask goes on (as a server's own log line would).
      store.appendAudit([audit], { deferrable: true }).catch((error) => log(`audit log write failed (1 record(s) lost): ${String(error)}`));
      feed.deliver({ sessionID: request.sessionID, event: { type: "permission.asked", properties: request }, detail: { kind: "reply", owner: LOCAL_REPLICA } });
      return Promise.resolve();
    },

    async settle(_projectID, requestID, reply, planFor): Promise<SettleResult | undefined> {
      let entry = requests.get(requestID);
      while (entry?.busy) {
        await entry.busy.catch(() => undefined);
        entry = requests.get(requestID);
      }
      if (!entry) return undefined;
      const target = entry;
      let done!: () => void;
      target.busy = new Promise<void>((resolve) => (done = resolve));
      const others: Entry[] = [];
      try {
        const plan = planFor(target.info);
        if (plan.cascade) {
          for (const other of requests.values()) {
            if (other !== target && !other.busy && other.info.sessionID === target.info.sessionID) others.push(other);
          }
          for (const other of others) other.busy = target.busy;
        }
        const audit: NewAuditRecord[] = [...plan.audit, ...others.map((other) => plan.cascade!.audit(other.info))];
        const settled = () => {
          requests.delete(target.info.id);
          for (const other of others) requests.delete(other.info.id);
          announce(target.info, reply, plan.detail);
          for (const other of others) announce(other.info, "reject", plan.cascade!.detail);
        };
        if (!plan.approvals && plan.detail.kind !== "reply" && plan.detail.kind !== "cascade") {
          // A drop (cancel, timeout, shutdown): its asker is already told and nobody waits on the record,
          // so it is settled now and its record committed with the next write (a lost one is the caller's to report).
          settled();
          await store.appendAudit(audit, { deferrable: true });
          return { settled: [target.info], approvals: [] };
        }
        let approvals: readonly Approval[] = [];
        if (plan.approvals) approvals = await store.add(plan.approvals, (stored) => [...(plan.auditForApprovals?.(stored) ?? []), ...audit]);
        else await store.appendAudit(audit);
        settled();
        return { settled: [target.info, ...others.map((o) => o.info)], approvals };
      } finally {
        // Settled (deleted) or put back exactly where it was, in asking order.
        target.busy = undefined;
        for (const other of others) other.busy = undefined;
        done();
      }
    },
  };
}
