// Code generated from schema/tool/filePartSourceResource.schema.json. DO NOT EDIT.
import type { FilePartSourceResource } from "../types/filePartSourceResource.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { filePartSourceTextGuard } from "./filePartSourceText.js";

/** Checks FilePartSourceResource: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function filePartSourceResourceGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "resource") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"resource\"" }); if (first) return false; }
    }
    const v2 = x.clientName;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["clientName"], message: "Missing required property \"clientName\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["clientName"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.uri;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Missing required property \"uri\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.text;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Missing required property \"text\"" }); if (first) return false; }
    else {
      const s5 = e === undefined ? 0 : e.length;
      if (!filePartSourceTextGuard(v4, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s5, "text"); if (first) return false; }
    }
    for (const k6 in x) {
      switch (k6) {
        case "type": case "clientName": case "uri": case "text":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePartSourceResource. */
export function isFilePartSourceResource(x: unknown): x is FilePartSourceResource {
  return filePartSourceResourceGuard(x, undefined);
}

/** `x` itself when it is a valid FilePartSourceResource, else every issue with its path (only the first with `{ first: true }`). */
export function checkFilePartSourceResource(x: unknown, options?: CheckOptions): GuardResult<FilePartSourceResource> {
  const e: GuardIssue[] = [];
  return filePartSourceResourceGuard(x, e, options?.first) ? { success: true, data: x as FilePartSourceResource } : rejected(e);
}
