// Code generated from schema/permission/permissionResponseBody.schema.json. DO NOT EDIT.
import type { PermissionResponseBody } from "../types/permissionResponseBody.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionResponseBody: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionResponseBodyGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.response;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["response"], message: "Missing required property \"response\"" }); }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v1, e)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "response"); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "response":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionResponseBody. */
export function isPermissionResponseBody(x: unknown): x is PermissionResponseBody {
  return permissionResponseBodyGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionResponseBody, else every issue with its path. */
export function checkPermissionResponseBody(x: unknown): GuardResult<PermissionResponseBody> {
  const e: GuardIssue[] = [];
  return permissionResponseBodyGuard(x, e) ? { success: true, data: x as PermissionResponseBody } : rejected(e);
}
