// Code generated from schema/permission/permissionRequest.schema.json. DO NOT EDIT.
import type { PermissionRequest } from "../types/permissionRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionToolContextGuard } from "./permissionToolContext.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

/** Checks PermissionRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid string: must match pattern ^per" }); if (first) return false; }
      }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v3 = x.permission;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Missing required property \"permission\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.patterns;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["patterns"], message: "Missing required property \"patterns\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["patterns"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i5 = 0; i5 < v4.length; i5++) {
          const v6 = v4[i5];
          if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i5, "patterns"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    const v7 = x.metadata;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Missing required property \"metadata\"" }); if (first) return false; }
    else {
      if (typeof v7 !== "object" || v7 === null || Array.isArray(v7)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v8 = x.always;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["always"], message: "Missing required property \"always\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: ["always"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          if (typeof v10 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i9, "always"], message: "Invalid input: expected string" }); if (first) return false; }
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
    for (const k15 in x) {
      switch (k15) {
        case "id": case "sessionID": case "permission": case "patterns": case "metadata": case "always": case "tool": case "riskLevel":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k15], message: `Unrecognized key "${k15}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRequest. */
export function isPermissionRequest(x: unknown): x is PermissionRequest {
  return permissionRequestGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionRequest(x: unknown, options?: CheckOptions): GuardResult<PermissionRequest> {
  const e: GuardIssue[] = [];
  return permissionRequestGuard(x, e, options?.first) ? { success: true, data: x as PermissionRequest } : rejected(e);
}
