// Code generated from schema/server/serverErrorBody.schema.json. DO NOT EDIT.
import type { ServerErrorBody } from "../types/serverErrorBody.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { serverErrorGuard } from "./serverError.js";

/** Checks ServerErrorBody: `e` undefined answers only; else every issue is recorded in `e`. */
export function serverErrorBodyGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.error;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Missing required property \"error\"" }); }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!serverErrorGuard(v1, e)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "error"); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "error":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ServerErrorBody. */
export function isServerErrorBody(x: unknown): x is ServerErrorBody {
  return serverErrorBodyGuard(x, undefined);
}

/** `x` itself when it is a valid ServerErrorBody, else every issue with its path. */
export function checkServerErrorBody(x: unknown): GuardResult<ServerErrorBody> {
  const e: GuardIssue[] = [];
  return serverErrorBodyGuard(x, e) ? { success: true, data: x as ServerErrorBody } : rejected(e);
}
