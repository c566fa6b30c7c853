// Code generated from schema/permission/auditActor.schema.json. DO NOT EDIT.
import type { AuditActor } from "../types/auditActor.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, codePointLength, explain } from "./_guards.js";

/** Checks AuditActor: `e` undefined answers only; else issues are recorded under path `p`. */
export function auditActorGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.credentialID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "credentialID"], message: "Missing required property \"credentialID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "credentialID"], message: "Invalid input: expected string" }); }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "credentialID"], message: "Too small: expected string to have >=1 characters" }); }
      }
    }
    const v2 = x.roles;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "roles"], message: "Missing required property \"roles\"" }); }
    else {
      if (!Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "roles"], message: "Invalid input: expected array" }); }
      else {
        for (let i3 = 0; i3 < v2.length; i3++) {
          const v4 = v2[i3];
          if (!(v4 === "agent" || v4 === "user")) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "roles", i3], message: "Invalid option: expected one of \"agent\"|\"user\"" }); }
        }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "credentialID": case "roles":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AuditActor. */
export function isAuditActor(x: unknown): x is AuditActor {
  return auditActorGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AuditActor, else every issue with its path. */
export function checkAuditActor(x: unknown): GuardResult<AuditActor> {
  return auditActorGuard(x, ROOT, undefined) ? { success: true, data: x as AuditActor } : explain(auditActorGuard, x);
}
