// Code generated from schema/permission/permissionResponseBody.schema.json. DO NOT EDIT.
import type { PermissionResponseBody } from "../types/permissionResponseBody.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionResponseBody: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionResponseBodyGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.response;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["response"], message: "Missing required property \"response\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "response"); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "response":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionResponseBody. */
export function isPermissionResponseBody(x: unknown): x is PermissionResponseBody {
  return permissionResponseBodyGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionResponseBody, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionResponseBody(x: unknown, options?: CheckOptions): GuardResult<PermissionResponseBody> {
  const e: GuardIssue[] = [];
  return permissionResponseBodyGuard(x, e, options?.first) ? { success: true, data: x as PermissionResponseBody } : rejected(e);
}
