// Code generated from schema/acp/acpPermissionOption.schema.json. DO NOT EDIT.
import type { AcpPermissionOption } from "../types/acpPermissionOption.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { acpPermissionOptionIdGuard } from "./acpPermissionOptionId.js";
import { acpPermissionOptionKindGuard } from "./acpPermissionOptionKind.js";

/** Checks AcpPermissionOption: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpPermissionOptionGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.optionId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["optionId"], message: "Missing required property \"optionId\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!acpPermissionOptionIdGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "optionId"); if (first) return false; }
    }
    const v3 = x.name;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Missing required property \"name\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.kind;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["kind"], message: "Missing required property \"kind\"" }); if (first) return false; }
    else {
      const s5 = e === undefined ? 0 : e.length;
      if (!acpPermissionOptionKindGuard(v4, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s5, "kind"); if (first) return false; }
    }
    const v6 = x._meta;
    if (v6 !== undefined) {
      if (!((typeof v6 === "object" && v6 !== null && !Array.isArray(v6)) || v6 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpPermissionOption. */
export function isAcpPermissionOption(x: unknown): x is AcpPermissionOption {
  return acpPermissionOptionGuard(x, undefined);
}

/** `x` itself when it is a valid AcpPermissionOption, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpPermissionOption(x: unknown, options?: CheckOptions): GuardResult<AcpPermissionOption> {
  const e: GuardIssue[] = [];
  return acpPermissionOptionGuard(x, e, options?.first) ? { success: true, data: x as AcpPermissionOption } : rejected(e);
}
