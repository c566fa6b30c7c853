import { createIdentifier } from "../ids/identifier.ts";
import type { Approval, ApprovalStore, NewApproval } from "./approval-store.ts";

/** A non-durable store for tests and benchmarks; same contract as the SQLite one minus durability. */
export function createMemoryApprovalStore(): ApprovalStore {
  const rows: Approval[] = [];
  return Object.freeze({
    async list(projectID: string) {
      return rows.filter((row) => row.projectID === projectID);
    },
    async add(approvals: readonly NewApproval[]) {
      const stored: Approval[] = [];
      for (const approval of approvals) {
        const existing = rows.find(
          (row) => row.projectID === approval.projectID && row.permission === approval.permission && row.pattern === approval.pattern,
        );
        if (existing) {
          stored.push(existing);
          continue;
        }
        const row: Approval = Object.freeze({
          ...approval,
          id: approval.id ?? createIdentifier("apr"),
          createdAt: approval.createdAt ?? Date.now(),
        });
        rows.push(row);
        stored.push(row);
      }
      return stored;
    },
    async revoke(projectID: string, id: string) {
      const index = rows.findIndex((row) => row.projectID === projectID && row.id === id);
      if (index < 0) return false;
      rows.splice(index, 1);
      return true;
    },
    async close() {},
  });
}
