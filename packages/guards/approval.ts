// Code generated from schema/permission/approval.schema.json. DO NOT EDIT.
import type { Approval } from "../types/approval.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";

const $re1 = new RegExp("^apr", "u");

const $re2 = new RegExp("^ses", "u");

const $re3 = new RegExp("^per", "u");

/** Checks Approval: `e` undefined answers only; else issues are recorded under path `p`. */
export function approvalGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Missing required property \"id\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid string: must match pattern ^apr" }); }
      }
    }
    const v2 = x.projectID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "projectID"], message: "Missing required property \"projectID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "projectID"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.permission;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Missing required property \"permission\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.pattern;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "pattern"], message: "Missing required property \"pattern\"" }); }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "pattern"], message: "Invalid input: expected string" }); }
    }
    const v5 = x.action;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "action"], message: "Missing required property \"action\"" }); }
    else {
      if (v5 !== "allow") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "action"], message: "Invalid input: expected \"allow\"" }); }
    }
    const v6 = x.scope;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "scope"], message: "Missing required property \"scope\"" }); }
    else {
      if (!approvalScopeGuard(v6, e === undefined ? p : [...p, "scope"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v7 = x.sessionID;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v7 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re2.test(v7)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v8 = x.requestID;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v8 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re3.test(v8)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid string: must match pattern ^per" }); }
      }
    }
    const v9 = x.createdAt;
    if (v9 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "createdAt"], message: "Missing required property \"createdAt\"" }); }
    else {
      if (typeof v9 !== "number" || !Number.isFinite(v9)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "createdAt"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v9)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "createdAt"], message: "Invalid input: expected integer" }); }
        if (v9 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "createdAt"], message: "Too small: expected number to be >=0" }); }
      }
    }
    const v10 = x.expiresAt;
    if (v10 !== undefined) {
      if (typeof v10 !== "number" || !Number.isFinite(v10)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresAt"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v10)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresAt"], message: "Invalid input: expected integer" }); }
        if (v10 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresAt"], message: "Too small: expected number to be >=0" }); }
      }
    }
    const v11 = x.grantedBy;
    if (v11 !== undefined) {
      if (typeof v11 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "grantedBy"], message: "Invalid input: expected string" }); }
    }
    for (const k12 in x) {
      switch (k12) {
        case "id": case "projectID": case "permission": case "pattern": case "action": case "scope": case "sessionID": case "requestID": case "createdAt": case "expiresAt": case "grantedBy":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k12], message: `Unrecognized key "${k12}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid Approval. */
export function isApproval(x: unknown): x is Approval {
  return approvalGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid Approval, else every issue with its path. */
export function checkApproval(x: unknown): GuardResult<Approval> {
  return approvalGuard(x, ROOT, undefined) ? { success: true, data: x as Approval } : explain(approvalGuard, x);
}
