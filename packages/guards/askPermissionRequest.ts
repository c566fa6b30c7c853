// Code generated from schema/permission/askPermissionRequest.schema.json. DO NOT EDIT.
import type { AskPermissionRequest } from "../types/askPermissionRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionToolContextGuard } from "./permissionToolContext.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

const $re1 = new RegExp("^ses", "u");

/** Checks AskPermissionRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function askPermissionRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v2 = x.permission;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Missing required property \"permission\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.patterns;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns"], message: "Missing required property \"patterns\"" }); }
    else {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns"], message: "Invalid input: expected array" }); }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns", i4], message: "Invalid input: expected string" }); }
        }
      }
    }
    const v6 = x.metadata;
    if (v6 !== undefined) {
      if (typeof v6 !== "object" || v6 === null || Array.isArray(v6)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Invalid input: expected object" }); }
    }
    const v7 = x.always;
    if (v7 !== undefined) {
      if (!Array.isArray(v7)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "always"], message: "Invalid input: expected array" }); }
      else {
        for (let i8 = 0; i8 < v7.length; i8++) {
          const v9 = v7[i8];
          if (typeof v9 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "always", i8], message: "Invalid input: expected string" }); }
        }
      }
    }
    const v10 = x.tool;
    if (v10 !== undefined) {
      if (!permissionToolContextGuard(v10, e === undefined ? p : [...p, "tool"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v11 = x.riskLevel;
    if (v11 !== undefined) {
      if (!toolRiskLevelGuard(v11, e === undefined ? p : [...p, "riskLevel"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k12 in x) {
      switch (k12) {
        case "sessionID": case "permission": case "patterns": case "metadata": case "always": case "tool": case "riskLevel":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k12], message: `Unrecognized key "${k12}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AskPermissionRequest. */
export function isAskPermissionRequest(x: unknown): x is AskPermissionRequest {
  return askPermissionRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AskPermissionRequest, else every issue with its path. */
export function checkAskPermissionRequest(x: unknown): GuardResult<AskPermissionRequest> {
  return askPermissionRequestGuard(x, ROOT, undefined) ? { success: true, data: x as AskPermissionRequest } : explain(askPermissionRequestGuard, x);
}
