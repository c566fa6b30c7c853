import type { PermissionReply } from "@generated/validators/permissionReply";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import { AlreadyExistsError } from "../../errors/runtime-error.ts";
import type { PendingRequestStore, SettleDetail, SettlePlan, SettleResult, SharedRequest } from "../pending-request-store.ts";
import { insertApprovals } from "./pg-approval-rows.ts";
import { auditRows, insertAuditRows } from "./pg-audit-rows.ts";
import type { PgDatabase, Sql } from "./pg-database.ts";
import { eventRows, insertEvents, type NewFeedEvent } from "./pg-event-rows.ts";
import type { PgReplicaLiveness } from "./pg-replica-liveness.ts";
import { createStatementBatch, type StatementBatch } from "./pg-statement-batch.ts";
import type { Approval, NewAuditRecord } from "../permission-store.ts";

interface PendingRow {
  seq: string;
  request: string;
  owner: string;
  status: "pending" | "settled";
}

const toShared = (row: PendingRow): SharedRequest => ({ info: JSON.parse(row.request) as PermissionRequest, owner: row.owner });

/** The `permission.replied` event of a settled request, addressed to the server whose asker waits. */
const replied = (request: SharedRequest, reply: PermissionReply, detail: SettleDetail): NewFeedEvent => ({
  sessionID: request.info.sessionID,
  event: { type: "permission.replied", properties: { sessionID: request.info.sessionID, requestID: request.info.id, reply } },
  detail: { ...detail, owner: request.owner },
});

/** One item of toolwire_open_requests / toolwire_settle_requests (migration 8): the request as stored, what it writes with it. */
const transitionItem = (request: SharedRequest, audit: readonly NewAuditRecord[], events: readonly NewFeedEvent[], reply?: PermissionReply): string =>
  JSON.stringify({
    id: request.info.id,
    session: request.info.sessionID,
    owner: request.owner,
    request: JSON.stringify(request.info),
    reply,
    audit: auditRows(audit),
    events: eventRows(events),
  });

/** Pending requests in toolwire_pending; settling is a row-locked conditional update, so exactly one answer wins. */
export function createPgPendingRequestStore(db: PgDatabase, liveness: PgReplicaLiveness): PendingRequestStore {
  const replicaID = liveness.replicaID;
  // Opens and fast settles of one turn of the event loop share a statement (migration 8), per project.
  const batches = new Map<string, { open: StatementBatch; settle: StatementBatch }>();
  const batchesOf = (projectID: string) => {
    let found = batches.get(projectID);
    if (!found) {
      const statement = (what: string, query: (sql: Sql, items: string) => Promise<{ done: boolean[] }[]>) =>
        createStatementBatch((items) => db.run(what, async (sql) => (await query(sql, items))[0]!.done));
      found = {
        open: statement("opening a pending request (table toolwire_pending)", (sql, items) => sql`SELECT toolwire_open_requests(${projectID}, ${items}::text::json) AS done`),
        settle: statement("settling a pending request (table toolwire_pending)", (sql, items) => sql`SELECT toolwire_settle_requests(${projectID}, ${items}::text::json) AS done`),
      };
      batches.set(projectID, found);
    }
    return found;
  };
  return {
    replicaID,
    async pending(projectID) {
      const rows: PendingRow[] = await db.run("listing pending requests (table toolwire_pending)", (sql) => sql`
        SELECT seq, request, owner, status FROM toolwire_pending WHERE project_id = ${projectID} AND status = 'pending' ORDER BY seq`);
      return rows.map(toShared);
    },

    async open(projectID, request, audit) {
      // A server that cannot heartbeat must not take asks the others are about to give up.
      liveness.requireAlive();
      // The row, its audit record and its event commit together (toolwire_open_requests).
      const item = transitionItem({ info: request, owner: replicaID }, [audit], [
        { sessionID: request.sessionID, event: { type: "permission.asked", properties: request }, detail: { kind: "reply", owner: replicaID } },
      ]);
      if (!(await batchesOf(projectID).open(item))) throw new AlreadyExistsError(`permission request id ${request.id} is already in use`);
    },

    async settle(projectID, requestID, reply, planFor, known) {
      if (known?.info.id === requestID) {
        // The common answer (no cascade, no approvals) in one statement, planned from the announced request.
        // A plan that refuses it is asked again below, of the stored request, which decides.
        let plan: SettlePlan | undefined;
        try {
          plan = planFor(known.info);
        } catch {
          plan = undefined;
        }
        if (plan && !plan.cascade && !plan.approvals) {
          const item = transitionItem(known, plan.audit, [replied(known, reply, plan.detail)], reply);
          if (await batchesOf(projectID).settle(item)) return { settled: [known.info], approvals: [] };
          // No longer pending (another answer won) or not stored as announced: the transaction below decides.
        }
      }
      return db.transaction("settling a pending request (table toolwire_pending)", async (tx): Promise<SettleResult | undefined> => {
        // The session's lock first, then the row (migration 8's order): a racing settle waits on either, then finds
        // the row no longer pending. Found by its unique key (no partial index on pending rows can serve the status
        // test), and the update names the session too, so no cached plan walks the project's pending rows.
        const [found]: { session_id: string }[] = await tx`SELECT session_id, toolwire_lock_sessions(${projectID}, json_build_array(json_build_object('session', session_id)))
          FROM toolwire_pending WHERE project_id = ${projectID} AND id = ${requestID} AND status IS NOT DISTINCT FROM 'pending'`;
        if (!found) return undefined;
        const [row]: PendingRow[] = await tx`UPDATE toolwire_pending SET status = 'settled', reply = ${reply}, settled_at = now()
          WHERE project_id = ${projectID} AND session_id = ${found.session_id} AND id = ${requestID} AND status = 'pending' RETURNING seq, request, owner, status`;
        if (!row) return undefined;
        const target = toShared(row);
        const plan = planFor(target.info);
        const cascaded: PendingRow[] = plan.cascade
          ? await tx`UPDATE toolwire_pending SET status = 'settled', reply = 'reject', settled_at = now()
              WHERE project_id = ${projectID} AND session_id = ${target.info.sessionID} AND status = 'pending' AND id <> ${requestID}
              RETURNING seq, request, owner, status`
          : [];
        const others = cascaded.sort((a, b) => Number(a.seq) - Number(b.seq)).map(toShared);
        const approvals: Approval[] = plan.approvals ? await insertApprovals(tx, plan.approvals) : [];
        const audit: NewAuditRecord[] = [
          ...plan.audit,
          ...(plan.auditForApprovals ? plan.auditForApprovals(approvals) : []),
          ...others.map((other) => plan.cascade!.audit(other.info)),
        ];
        await insertAuditRows(tx, audit);
        await insertEvents(tx, projectID, [replied(target, reply, plan.detail), ...others.map((other) => replied(other, "reject", plan.cascade!.detail))]);
        return { settled: [target.info, ...others.map((o) => o.info)], approvals };
      });
    },

    async orphans(projectID) {
      const rows: { id: string }[] = await db.run("finding requests of stopped servers (tables toolwire_pending, toolwire_replica)", (sql) => sql`
        SELECT p.id FROM toolwire_pending p LEFT JOIN toolwire_replica r ON r.id = p.owner
        WHERE p.project_id = ${projectID} AND p.status = 'pending' AND p.owner <> ${replicaID}
          AND (r.id IS NULL OR r.seen_at < now() - make_interval(secs => ${liveness.orphanAfterMs / 1000}))
        ORDER BY p.seq LIMIT 500`);
      return rows.map((row) => row.id);
    },

    onLost: (listener) => liveness.onLost(listener),
  };
}
