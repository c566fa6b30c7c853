// Code generated from schema/server/serverErrorCode.schema.json. DO NOT EDIT.
import type { ServerErrorCode } from "../types/serverErrorCode.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

const $set1 = new Set<unknown>(["INVALID_ARGUMENT", "NOT_FOUND", "ALREADY_EXISTS", "PERMISSION_DENIED", "FAILED_PRECONDITION", "ABORTED", "UNAUTHENTICATED", "RESOURCE_EXHAUSTED", "UNAVAILABLE", "INTERNAL"]);

/** Checks ServerErrorCode: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function serverErrorCodeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"INVALID_ARGUMENT\"|\"NOT_FOUND\"|\"ALREADY_EXISTS\"|\"PERMISSION_DENIED\"|\"FAILED_PRECONDITION\"|\"ABORTED\"|\"UNAUTHENTICATED\"|\"RESOURCE_EXHAUSTED\"|\"UNAVAILABLE\"|\"INTERNAL\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid ServerErrorCode. */
export function isServerErrorCode(x: unknown): x is ServerErrorCode {
  return serverErrorCodeGuard(x, undefined);
}

/** `x` itself when it is a valid ServerErrorCode, else every issue with its path (only the first with `{ first: true }`). */
export function checkServerErrorCode(x: unknown, options?: CheckOptions): GuardResult<ServerErrorCode> {
  const e: GuardIssue[] = [];
  return serverErrorCodeGuard(x, e, options?.first) ? { success: true, data: x as ServerErrorCode } : rejected(e);
}
