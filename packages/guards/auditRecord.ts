// Code generated from schema/permission/auditRecord.schema.json. DO NOT EDIT.
import type { AuditRecord } from "../types/auditRecord.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";
import { auditActorGuard } from "./auditActor.js";
import { auditCauseGuard } from "./auditCause.js";
import { auditDecisionGuard } from "./auditDecision.js";
import { permissionReplyGuard } from "./permissionReply.js";
import { permissionRuleGuard } from "./permissionRule.js";
import { permissionToolContextGuard } from "./permissionToolContext.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

const $re1 = new RegExp("^aud", "u");

const $re2 = new RegExp("^ses", "u");

const $re3 = new RegExp("^per", "u");

const $re4 = new RegExp("^apr", "u");

const $re5 = new RegExp("^apr", "u");

const $re6 = new RegExp("^apr", "u");

/** Checks AuditRecord: `e` undefined answers only; else issues are recorded under path `p`. */
export function auditRecordGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Missing required property \"id\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid string: must match pattern ^aud" }); }
      }
    }
    const v2 = x.seq;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "seq"], message: "Missing required property \"seq\"" }); }
    else {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "seq"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "seq"], message: "Invalid input: expected integer" }); }
        if (v2 < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "seq"], message: "Too small: expected number to be >=1" }); }
      }
    }
    const v3 = x.time;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "time"], message: "Missing required property \"time\"" }); }
    else {
      if (typeof v3 !== "number" || !Number.isFinite(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "time"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "time"], message: "Invalid input: expected integer" }); }
        if (v3 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "time"], message: "Too small: expected number to be >=0" }); }
      }
    }
    const v4 = x.projectID;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "projectID"], message: "Missing required property \"projectID\"" }); }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "projectID"], message: "Invalid input: expected string" }); }
    }
    const v5 = x.sessionID;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re2.test(v5)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v6 = x.requestID;
    if (v6 !== undefined) {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re3.test(v6)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid string: must match pattern ^per" }); }
      }
    }
    const v7 = x.permission;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Missing required property \"permission\"" }); }
    else {
      if (typeof v7 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Invalid input: expected string" }); }
    }
    const v8 = x.patterns;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns"], message: "Missing required property \"patterns\"" }); }
    else {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns"], message: "Invalid input: expected array" }); }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          if (typeof v10 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns", i9], message: "Invalid input: expected string" }); }
        }
      }
    }
    const v11 = x.tool;
    if (v11 !== undefined) {
      if (!permissionToolContextGuard(v11, e === undefined ? p : [...p, "tool"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v12 = x.riskLevel;
    if (v12 !== undefined) {
      if (!toolRiskLevelGuard(v12, e === undefined ? p : [...p, "riskLevel"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v13 = x.decision;
    if (v13 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "decision"], message: "Missing required property \"decision\"" }); }
    else {
      if (!auditDecisionGuard(v13, e === undefined ? p : [...p, "decision"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v14 = x.cause;
    if (v14 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "cause"], message: "Missing required property \"cause\"" }); }
    else {
      if (!auditCauseGuard(v14, e === undefined ? p : [...p, "cause"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v15 = x.reply;
    if (v15 !== undefined) {
      if (!permissionReplyGuard(v15, e === undefined ? p : [...p, "reply"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v16 = x.scope;
    if (v16 !== undefined) {
      if (!approvalScopeGuard(v16, e === undefined ? p : [...p, "scope"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v17 = x.approvalIDs;
    if (v17 !== undefined) {
      if (!Array.isArray(v17)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvalIDs"], message: "Invalid input: expected array" }); }
      else {
        for (let i18 = 0; i18 < v17.length; i18++) {
          const v19 = v17[i18];
          if (typeof v19 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvalIDs", i18], message: "Invalid input: expected string" }); }
          else {
            if (!$re4.test(v19)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvalIDs", i18], message: "Invalid string: must match pattern ^apr" }); }
          }
        }
      }
    }
    const v20 = x.rule;
    if (v20 !== undefined) {
      if (typeof v20 !== "object" || v20 === null || Array.isArray(v20)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule"], message: "Invalid input: expected object" }); }
      else {
        const v21 = v20.source;
        if (v21 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "source"], message: "Missing required property \"source\"" }); }
        else {
          if (!(v21 === "config" || v21 === "request" || v21 === "approval")) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "source"], message: "Invalid option: expected one of \"config\"|\"request\"|\"approval\"" }); }
        }
        const v22 = v20.index;
        if (v22 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "index"], message: "Missing required property \"index\"" }); }
        else {
          if (typeof v22 !== "number" || !Number.isFinite(v22)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "index"], message: "Invalid input: expected integer" }); }
          else {
            if (!Number.isInteger(v22)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "index"], message: "Invalid input: expected integer" }); }
            if (v22 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "index"], message: "Too small: expected number to be >=0" }); }
          }
        }
        const v23 = v20.rule;
        if (v23 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "rule"], message: "Missing required property \"rule\"" }); }
        else {
          if (!permissionRuleGuard(v23, e === undefined ? p : [...p, "rule", "rule"], e)) { if (e === undefined) return false; ok = false; }
        }
        const v24 = v20.approvalID;
        if (v24 !== undefined) {
          if (typeof v24 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "approvalID"], message: "Invalid input: expected string" }); }
          else {
            if (!$re5.test(v24)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", "approvalID"], message: "Invalid string: must match pattern ^apr" }); }
          }
        }
        for (const k25 in v20) {
          switch (k25) {
            case "source": case "index": case "rule": case "approvalID":
              break;
            default:
              { if (e === undefined) return false; ok = false; e.push({ path: [...p, "rule", k25], message: `Unrecognized key "${k25}"` }); }
          }
        }
      }
    }
    const v28 = x.beaten;
    if (v28 !== undefined) {
      if (!Array.isArray(v28)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten"], message: "Invalid input: expected array" }); }
      else {
        for (let i29 = 0; i29 < v28.length; i29++) {
          const v30 = v28[i29];
          if (typeof v30 !== "object" || v30 === null || Array.isArray(v30)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29], message: "Invalid input: expected object" }); }
          else {
            const v31 = v30.source;
            if (v31 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "source"], message: "Missing required property \"source\"" }); }
            else {
              if (!(v31 === "config" || v31 === "request" || v31 === "approval")) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "source"], message: "Invalid option: expected one of \"config\"|\"request\"|\"approval\"" }); }
            }
            const v32 = v30.index;
            if (v32 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "index"], message: "Missing required property \"index\"" }); }
            else {
              if (typeof v32 !== "number" || !Number.isFinite(v32)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "index"], message: "Invalid input: expected integer" }); }
              else {
                if (!Number.isInteger(v32)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "index"], message: "Invalid input: expected integer" }); }
                if (v32 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "index"], message: "Too small: expected number to be >=0" }); }
              }
            }
            const v33 = v30.rule;
            if (v33 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "rule"], message: "Missing required property \"rule\"" }); }
            else {
              if (!permissionRuleGuard(v33, e === undefined ? p : [...p, "beaten", i29, "rule"], e)) { if (e === undefined) return false; ok = false; }
            }
            const v34 = v30.approvalID;
            if (v34 !== undefined) {
              if (typeof v34 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "approvalID"], message: "Invalid input: expected string" }); }
              else {
                if (!$re6.test(v34)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, "approvalID"], message: "Invalid string: must match pattern ^apr" }); }
              }
            }
            for (const k35 in v30) {
              switch (k35) {
                case "source": case "index": case "rule": case "approvalID":
                  break;
                default:
                  { if (e === undefined) return false; ok = false; e.push({ path: [...p, "beaten", i29, k35], message: `Unrecognized key "${k35}"` }); }
              }
            }
          }
        }
      }
    }
    const v38 = x.message;
    if (v38 !== undefined) {
      if (typeof v38 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "message"], message: "Invalid input: expected string" }); }
    }
    const v39 = x.actor;
    if (v39 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "actor"], message: "Missing required property \"actor\"" }); }
    else {
      if (!auditActorGuard(v39, e === undefined ? p : [...p, "actor"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k40 in x) {
      switch (k40) {
        case "id": case "seq": case "time": case "projectID": case "sessionID": case "requestID": case "permission": case "patterns": case "tool": case "riskLevel": case "decision": case "cause": case "reply": case "scope": case "approvalIDs": case "rule": case "beaten": case "message": case "actor":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k40], message: `Unrecognized key "${k40}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AuditRecord. */
export function isAuditRecord(x: unknown): x is AuditRecord {
  return auditRecordGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AuditRecord, else every issue with its path. */
export function checkAuditRecord(x: unknown): GuardResult<AuditRecord> {
  return auditRecordGuard(x, ROOT, undefined) ? { success: true, data: x as AuditRecord } : explain(auditRecordGuard, x);
}
