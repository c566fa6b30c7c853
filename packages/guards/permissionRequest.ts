// Code generated from schema/permission/permissionRequest.schema.json. DO NOT EDIT.
import type { PermissionRequest } from "../types/permissionRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionToolContextGuard } from "./permissionToolContext.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

const $re1 = new RegExp("^per", "u");

const $re2 = new RegExp("^ses", "u");

/** Checks PermissionRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Missing required property \"id\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid string: must match pattern ^per" }); }
      }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re2.test(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v3 = x.permission;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Missing required property \"permission\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.patterns;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns"], message: "Missing required property \"patterns\"" }); }
    else {
      if (!Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns"], message: "Invalid input: expected array" }); }
      else {
        for (let i5 = 0; i5 < v4.length; i5++) {
          const v6 = v4[i5];
          if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "patterns", i5], message: "Invalid input: expected string" }); }
        }
      }
    }
    const v7 = x.metadata;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Missing required property \"metadata\"" }); }
    else {
      if (typeof v7 !== "object" || v7 === null || Array.isArray(v7)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Invalid input: expected object" }); }
    }
    const v8 = x.always;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "always"], message: "Missing required property \"always\"" }); }
    else {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "always"], message: "Invalid input: expected array" }); }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          if (typeof v10 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "always", i9], message: "Invalid input: expected string" }); }
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
    for (const k13 in x) {
      switch (k13) {
        case "id": case "sessionID": case "permission": case "patterns": case "metadata": case "always": case "tool": case "riskLevel":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k13], message: `Unrecognized key "${k13}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRequest. */
export function isPermissionRequest(x: unknown): x is PermissionRequest {
  return permissionRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionRequest, else every issue with its path. */
export function checkPermissionRequest(x: unknown): GuardResult<PermissionRequest> {
  return permissionRequestGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionRequest } : explain(permissionRequestGuard, x);
}
