// Code generated from schema/server/serverErrorBody.schema.json. DO NOT EDIT.
import type { ServerErrorBody } from "../types/serverErrorBody.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { serverErrorGuard } from "./serverError.js";

/** Checks ServerErrorBody: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function serverErrorBodyGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.error;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Missing required property \"error\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!serverErrorGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "error"); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "error":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ServerErrorBody. */
export function isServerErrorBody(x: unknown): x is ServerErrorBody {
  return serverErrorBodyGuard(x, undefined);
}

/** `x` itself when it is a valid ServerErrorBody, else every issue with its path (only the first with `{ first: true }`). */
export function checkServerErrorBody(x: unknown, options?: CheckOptions): GuardResult<ServerErrorBody> {
  const e: GuardIssue[] = [];
  return serverErrorBodyGuard(x, e, options?.first) ? { success: true, data: x as ServerErrorBody } : rejected(e);
}
