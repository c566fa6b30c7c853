// Code generated from schema/acp/acpPermissionOption.schema.json. DO NOT EDIT.
import type { AcpPermissionOption } from "../types/acpPermissionOption.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpPermissionOptionIdGuard } from "./acpPermissionOptionId.js";
import { acpPermissionOptionKindGuard } from "./acpPermissionOptionKind.js";

/** Checks AcpPermissionOption: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpPermissionOptionGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.optionId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "optionId"], message: "Missing required property \"optionId\"" }); }
    else {
      if (!acpPermissionOptionIdGuard(v1, e === undefined ? p : [...p, "optionId"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x.name;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Missing required property \"name\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.kind;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "kind"], message: "Missing required property \"kind\"" }); }
    else {
      if (!acpPermissionOptionKindGuard(v3, e === undefined ? p : [...p, "kind"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v4 = x._meta;
    if (v4 !== undefined) {
      if (!((typeof v4 === "object" && v4 !== null && !Array.isArray(v4)) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpPermissionOption. */
export function isAcpPermissionOption(x: unknown): x is AcpPermissionOption {
  return acpPermissionOptionGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpPermissionOption, else every issue with its path. */
export function checkAcpPermissionOption(x: unknown): GuardResult<AcpPermissionOption> {
  return acpPermissionOptionGuard(x, ROOT, undefined) ? { success: true, data: x as AcpPermissionOption } : explain(acpPermissionOptionGuard, x);
}
