// Code generated from schema/permission/listApprovalsRequest.schema.json. DO NOT EDIT.
import type { ListApprovalsRequest } from "../types/listApprovalsRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

const $re1 = new RegExp("^ses", "u");

/** Checks ListApprovalsRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function listApprovalsRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.sessionID;
    if (v1 !== undefined) {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    for (const k2 in x) {
      switch (k2) {
        case "sessionID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListApprovalsRequest. */
export function isListApprovalsRequest(x: unknown): x is ListApprovalsRequest {
  return listApprovalsRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ListApprovalsRequest, else every issue with its path. */
export function checkListApprovalsRequest(x: unknown): GuardResult<ListApprovalsRequest> {
  return listApprovalsRequestGuard(x, ROOT, undefined) ? { success: true, data: x as ListApprovalsRequest } : explain(listApprovalsRequestGuard, x);
}
