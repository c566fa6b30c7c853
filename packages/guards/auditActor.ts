// Code generated from schema/permission/auditActor.schema.json. DO NOT EDIT.
import type { AuditActor } from "../types/auditActor.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks AuditActor: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function auditActorGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.credentialID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["credentialID"], message: "Missing required property \"credentialID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["credentialID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["credentialID"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v2 = x.roles;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["roles"], message: "Missing required property \"roles\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["roles"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i3 = 0; i3 < v2.length; i3++) {
          const v4 = v2[i3];
          if (!(v4 === "agent" || v4 === "user")) { if (e === undefined) return false; ok = false; e.push({ path: [i3, "roles"], message: "Invalid option: expected one of \"agent\"|\"user\"" }); if (first) return false; }
        }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "credentialID": case "roles":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AuditActor. */
export function isAuditActor(x: unknown): x is AuditActor {
  return auditActorGuard(x, undefined);
}

/** `x` itself when it is a valid AuditActor, else every issue with its path (only the first with `{ first: true }`). */
export function checkAuditActor(x: unknown, options?: CheckOptions): GuardResult<AuditActor> {
  const e: GuardIssue[] = [];
  return auditActorGuard(x, e, options?.first) ? { success: true, data: x as AuditActor } : rejected(e);
}
