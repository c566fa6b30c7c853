// Code generated from schema/permission/permissionResponseBody.schema.json. DO NOT EDIT.
import type { PermissionResponseBody } from "../types/permissionResponseBody.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionResponseBody: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionResponseBodyGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.response;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "response"], message: "Missing required property \"response\"" }); }
    else {
      if (!permissionReplyGuard(v1, e === undefined ? p : [...p, "response"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k2 in x) {
      switch (k2) {
        case "response":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionResponseBody. */
export function isPermissionResponseBody(x: unknown): x is PermissionResponseBody {
  return permissionResponseBodyGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionResponseBody, else every issue with its path. */
export function checkPermissionResponseBody(x: unknown): GuardResult<PermissionResponseBody> {
  return permissionResponseBodyGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionResponseBody } : explain(permissionResponseBodyGuard, x);
}
