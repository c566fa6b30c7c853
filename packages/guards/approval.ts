// Code generated from schema/permission/approval.schema.json. DO NOT EDIT.
import type { Approval } from "../types/approval.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";

const $re1 = new RegExp("^(allow|deny)$", "u");

/** Checks Approval: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function approvalGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("apr")) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid string: must match pattern ^apr" }); if (first) return false; }
      }
    }
    const v2 = x.projectID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["projectID"], message: "Missing required property \"projectID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["projectID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.permission;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Missing required property \"permission\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.pattern;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Missing required property \"pattern\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v5 = x.action;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["action"], message: "Missing required property \"action\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["action"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!$re1.test(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["action"], message: "Invalid string: must match pattern ^(allow|deny)$" }); if (first) return false; }
      }
    }
    const v6 = x.scope;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["scope"], message: "Missing required property \"scope\"" }); if (first) return false; }
    else {
      const s7 = e === undefined ? 0 : e.length;
      if (!approvalScopeGuard(v6, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s7, "scope"); if (first) return false; }
    }
    const v8 = x.sessionID;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v8 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v8.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v9 = x.requestID;
    if (v9 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); if (first) return false; }
    else {
      if (typeof v9 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v9.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid string: must match pattern ^per" }); if (first) return false; }
      }
    }
    const v10 = x.createdAt;
    if (v10 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["createdAt"], message: "Missing required property \"createdAt\"" }); if (first) return false; }
    else {
      if (typeof v10 !== "number" || !Number.isFinite(v10)) { if (e === undefined) return false; ok = false; e.push({ path: ["createdAt"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v10)) { if (e === undefined) return false; ok = false; e.push({ path: ["createdAt"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v10 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["createdAt"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v11 = x.expiresAt;
    if (v11 !== undefined) {
      if (typeof v11 !== "number" || !Number.isFinite(v11)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresAt"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v11)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresAt"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v11 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresAt"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v12 = x.grantedBy;
    if (v12 !== undefined) {
      if (typeof v12 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["grantedBy"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k13 in x) {
      switch (k13) {
        case "id": case "projectID": case "permission": case "pattern": case "action": case "scope": case "sessionID": case "requestID": case "createdAt": case "expiresAt": case "grantedBy":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k13], message: `Unrecognized key "${k13}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid Approval. */
export function isApproval(x: unknown): x is Approval {
  return approvalGuard(x, undefined);
}

/** `x` itself when it is a valid Approval, else every issue with its path (only the first with `{ first: true }`). */
export function checkApproval(x: unknown, options?: CheckOptions): GuardResult<Approval> {
  const e: GuardIssue[] = [];
  return approvalGuard(x, e, options?.first) ? { success: true, data: x as Approval } : rejected(e);
}
