// Code generated from schema/permission/askPermissionRequest.schema.json. DO NOT EDIT.
import type { AskPermissionRequest } from "../types/askPermissionRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionToolContextGuard } from "./permissionToolContext.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

/** Checks AskPermissionRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function askPermissionRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v2 = x.permission;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Missing required property \"permission\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.patterns;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["patterns"], message: "Missing required property \"patterns\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["patterns"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i4, "patterns"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    const v6 = x.metadata;
    if (v6 !== undefined) {
      if (typeof v6 !== "object" || v6 === null || Array.isArray(v6)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v7 = x.always;
    if (v7 !== undefined) {
      if (!Array.isArray(v7)) { if (e === undefined) return false; ok = false; e.push({ path: ["always"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i8 = 0; i8 < v7.length; i8++) {
          const v9 = v7[i8];
          if (typeof v9 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i8, "always"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    const v10 = x.tool;
    if (v10 !== undefined) {
      const s11 = e === undefined ? 0 : e.length;
      if (!permissionToolContextGuard(v10, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s11, "tool"); if (first) return false; }
    }
    const v12 = x.riskLevel;
    if (v12 !== undefined) {
      const s13 = e === undefined ? 0 : e.length;
      if (!toolRiskLevelGuard(v12, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s13, "riskLevel"); if (first) return false; }
    }
    for (const k14 in x) {
      switch (k14) {
        case "sessionID": case "permission": case "patterns": case "metadata": case "always": case "tool": case "riskLevel":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k14], message: `Unrecognized key "${k14}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AskPermissionRequest. */
export function isAskPermissionRequest(x: unknown): x is AskPermissionRequest {
  return askPermissionRequestGuard(x, undefined);
}

/** `x` itself when it is a valid AskPermissionRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkAskPermissionRequest(x: unknown, options?: CheckOptions): GuardResult<AskPermissionRequest> {
  const e: GuardIssue[] = [];
  return askPermissionRequestGuard(x, e, options?.first) ? { success: true, data: x as AskPermissionRequest } : rejected(e);
}
