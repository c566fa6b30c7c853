// Code generated from schema/server/serverErrorBody.schema.json. DO NOT EDIT.
import type { ServerErrorBody } from "../types/serverErrorBody.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { serverErrorGuard } from "./serverError.js";

/** Checks ServerErrorBody: `e` undefined answers only; else issues are recorded under path `p`. */
export function serverErrorBodyGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.error;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "error"], message: "Missing required property \"error\"" }); }
    else {
      if (!serverErrorGuard(v1, e === undefined ? p : [...p, "error"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k2 in x) {
      switch (k2) {
        case "error":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ServerErrorBody. */
export function isServerErrorBody(x: unknown): x is ServerErrorBody {
  return serverErrorBodyGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ServerErrorBody, else every issue with its path. */
export function checkServerErrorBody(x: unknown): GuardResult<ServerErrorBody> {
  return serverErrorBodyGuard(x, ROOT, undefined) ? { success: true, data: x as ServerErrorBody } : explain(serverErrorBodyGuard, x);
}
