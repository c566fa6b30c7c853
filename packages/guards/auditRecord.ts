// Code generated from schema/permission/auditRecord.schema.json. DO NOT EDIT.
import type { AuditRecord } from "../types/auditRecord.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";
import { auditActorGuard } from "./auditActor.js";
import { auditCauseGuard } from "./auditCause.js";
import { auditDecisionGuard } from "./auditDecision.js";
import { permissionReplyGuard } from "./permissionReply.js";
import { permissionRuleGuard } from "./permissionRule.js";
import { permissionToolContextGuard } from "./permissionToolContext.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

/** Checks AuditRecord: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function auditRecordGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("aud")) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid string: must match pattern ^aud" }); if (first) return false; }
      }
    }
    const v2 = x.seq;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["seq"], message: "Missing required property \"seq\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["seq"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["seq"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v2 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["seq"], message: "Too small: expected number to be >=1" }); if (first) return false; }
      }
    }
    const v3 = x.time;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["time"], message: "Missing required property \"time\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "number" || !Number.isFinite(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["time"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["time"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v3 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["time"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v4 = x.projectID;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["projectID"], message: "Missing required property \"projectID\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["projectID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v5 = x.sessionID;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v5.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v6 = x.requestID;
    if (v6 !== undefined) {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v6.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid string: must match pattern ^per" }); if (first) return false; }
      }
    }
    const v7 = x.permission;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Missing required property \"permission\"" }); if (first) return false; }
    else {
      if (typeof v7 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v8 = x.patterns;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["patterns"], message: "Missing required property \"patterns\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: ["patterns"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          if (typeof v10 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i9, "patterns"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    const v11 = x.tool;
    if (v11 !== undefined) {
      const s12 = e === undefined ? 0 : e.length;
      if (!permissionToolContextGuard(v11, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s12, "tool"); if (first) return false; }
    }
    const v13 = x.riskLevel;
    if (v13 !== undefined) {
      const s14 = e === undefined ? 0 : e.length;
      if (!toolRiskLevelGuard(v13, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s14, "riskLevel"); if (first) return false; }
    }
    const v15 = x.decision;
    if (v15 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["decision"], message: "Missing required property \"decision\"" }); if (first) return false; }
    else {
      const s16 = e === undefined ? 0 : e.length;
      if (!auditDecisionGuard(v15, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s16, "decision"); if (first) return false; }
    }
    const v17 = x.cause;
    if (v17 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["cause"], message: "Missing required property \"cause\"" }); if (first) return false; }
    else {
      const s18 = e === undefined ? 0 : e.length;
      if (!auditCauseGuard(v17, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s18, "cause"); if (first) return false; }
    }
    const v19 = x.reply;
    if (v19 !== undefined) {
      const s20 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v19, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s20, "reply"); if (first) return false; }
    }
    const v21 = x.scope;
    if (v21 !== undefined) {
      const s22 = e === undefined ? 0 : e.length;
      if (!approvalScopeGuard(v21, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s22, "scope"); if (first) return false; }
    }
    const v23 = x.approvalIDs;
    if (v23 !== undefined) {
      if (!Array.isArray(v23)) { if (e === undefined) return false; ok = false; e.push({ path: ["approvalIDs"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i24 = 0; i24 < v23.length; i24++) {
          const v25 = v23[i24];
          if (typeof v25 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i24, "approvalIDs"], message: "Invalid input: expected string" }); if (first) return false; }
          else {
            if (!v25.startsWith("apr")) { if (e === undefined) return false; ok = false; e.push({ path: [i24, "approvalIDs"], message: "Invalid string: must match pattern ^apr" }); if (first) return false; }
          }
        }
      }
    }
    const v26 = x.rule;
    if (v26 !== undefined) {
      if (typeof v26 !== "object" || v26 === null || Array.isArray(v26)) { if (e === undefined) return false; ok = false; e.push({ path: ["rule"], message: "Invalid input: expected object" }); if (first) return false; }
      else {
        const v27 = v26.source;
        if (v27 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["source", "rule"], message: "Missing required property \"source\"" }); if (first) return false; }
        else {
          if (!(v27 === "config" || v27 === "request" || v27 === "approval")) { if (e === undefined) return false; ok = false; e.push({ path: ["source", "rule"], message: "Invalid option: expected one of \"config\"|\"request\"|\"approval\"" }); if (first) return false; }
        }
        const v28 = v26.index;
        if (v28 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["index", "rule"], message: "Missing required property \"index\"" }); if (first) return false; }
        else {
          if (typeof v28 !== "number" || !Number.isFinite(v28)) { if (e === undefined) return false; ok = false; e.push({ path: ["index", "rule"], message: "Invalid input: expected integer" }); if (first) return false; }
          else {
            if (!Number.isInteger(v28)) { if (e === undefined) return false; ok = false; e.push({ path: ["index", "rule"], message: "Invalid input: expected integer" }); if (first) return false; }
            if (v28 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["index", "rule"], message: "Too small: expected number to be >=0" }); if (first) return false; }
          }
        }
        const v29 = v26.rule;
        if (v29 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["rule", "rule"], message: "Missing required property \"rule\"" }); if (first) return false; }
        else {
          const s30 = e === undefined ? 0 : e.length;
          if (!permissionRuleGuard(v29, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s30, "rule", "rule"); if (first) return false; }
        }
        const v31 = v26.approvalID;
        if (v31 !== undefined) {
          if (typeof v31 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID", "rule"], message: "Invalid input: expected string" }); if (first) return false; }
          else {
            if (!v31.startsWith("apr")) { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID", "rule"], message: "Invalid string: must match pattern ^apr" }); if (first) return false; }
          }
        }
        for (const k32 in v26) {
          switch (k32) {
            case "source": case "index": case "rule": case "approvalID":
              break;
            default:
              { if (e === undefined) return false; ok = false; e.push({ path: [k32, "rule"], message: `Unrecognized key "${k32}"` }); if (first) return false; }
          }
        }
      }
    }
    const v35 = x.beaten;
    if (v35 !== undefined) {
      if (!Array.isArray(v35)) { if (e === undefined) return false; ok = false; e.push({ path: ["beaten"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i36 = 0; i36 < v35.length; i36++) {
          const v37 = v35[i36];
          if (typeof v37 !== "object" || v37 === null || Array.isArray(v37)) { if (e === undefined) return false; ok = false; e.push({ path: [i36, "beaten"], message: "Invalid input: expected object" }); if (first) return false; }
          else {
            const v38 = v37.source;
            if (v38 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["source", i36, "beaten"], message: "Missing required property \"source\"" }); if (first) return false; }
            else {
              if (!(v38 === "config" || v38 === "request" || v38 === "approval")) { if (e === undefined) return false; ok = false; e.push({ path: ["source", i36, "beaten"], message: "Invalid option: expected one of \"config\"|\"request\"|\"approval\"" }); if (first) return false; }
            }
            const v39 = v37.index;
            if (v39 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["index", i36, "beaten"], message: "Missing required property \"index\"" }); if (first) return false; }
            else {
              if (typeof v39 !== "number" || !Number.isFinite(v39)) { if (e === undefined) return false; ok = false; e.push({ path: ["index", i36, "beaten"], message: "Invalid input: expected integer" }); if (first) return false; }
              else {
                if (!Number.isInteger(v39)) { if (e === undefined) return false; ok = false; e.push({ path: ["index", i36, "beaten"], message: "Invalid input: expected integer" }); if (first) return false; }
                if (v39 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["index", i36, "beaten"], message: "Too small: expected number to be >=0" }); if (first) return false; }
              }
            }
            const v40 = v37.rule;
            if (v40 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["rule", i36, "beaten"], message: "Missing required property \"rule\"" }); if (first) return false; }
            else {
              const s41 = e === undefined ? 0 : e.length;
              if (!permissionRuleGuard(v40, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s41, "rule", i36, "beaten"); if (first) return false; }
            }
            const v42 = v37.approvalID;
            if (v42 !== undefined) {
              if (typeof v42 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID", i36, "beaten"], message: "Invalid input: expected string" }); if (first) return false; }
              else {
                if (!v42.startsWith("apr")) { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID", i36, "beaten"], message: "Invalid string: must match pattern ^apr" }); if (first) return false; }
              }
            }
            for (const k43 in v37) {
              switch (k43) {
                case "source": case "index": case "rule": case "approvalID":
                  break;
                default:
                  { if (e === undefined) return false; ok = false; e.push({ path: [k43, i36, "beaten"], message: `Unrecognized key "${k43}"` }); if (first) return false; }
              }
            }
          }
        }
      }
    }
    const v46 = x.message;
    if (v46 !== undefined) {
      if (typeof v46 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v47 = x.actor;
    if (v47 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["actor"], message: "Missing required property \"actor\"" }); if (first) return false; }
    else {
      const s48 = e === undefined ? 0 : e.length;
      if (!auditActorGuard(v47, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s48, "actor"); if (first) return false; }
    }
    for (const k49 in x) {
      switch (k49) {
        case "id": case "seq": case "time": case "projectID": case "sessionID": case "requestID": case "permission": case "patterns": case "tool": case "riskLevel": case "decision": case "cause": case "reply": case "scope": case "approvalIDs": case "rule": case "beaten": case "message": case "actor":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k49], message: `Unrecognized key "${k49}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AuditRecord. */
export function isAuditRecord(x: unknown): x is AuditRecord {
  return auditRecordGuard(x, undefined);
}

/** `x` itself when it is a valid AuditRecord, else every issue with its path (only the first with `{ first: true }`). */
export function checkAuditRecord(x: unknown, options?: CheckOptions): GuardResult<AuditRecord> {
  const e: GuardIssue[] = [];
  return auditRecordGuard(x, e, options?.first) ? { success: true, data: x as AuditRecord } : rejected(e);
}
