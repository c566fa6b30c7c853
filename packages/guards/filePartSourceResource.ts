// Code generated from schema/tool/filePartSourceResource.schema.json. DO NOT EDIT.
import type { FilePartSourceResource } from "../types/filePartSourceResource.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { filePartSourceTextGuard } from "./filePartSourceText.js";

/** Checks FilePartSourceResource: `e` undefined answers only; else issues are recorded under path `p`. */
export function filePartSourceResourceGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "resource") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"resource\"" }); }
    }
    const v2 = x.clientName;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "clientName"], message: "Missing required property \"clientName\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "clientName"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.uri;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "uri"], message: "Missing required property \"uri\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "uri"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.text;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "text"], message: "Missing required property \"text\"" }); }
    else {
      if (!filePartSourceTextGuard(v4, e === undefined ? p : [...p, "text"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "type": case "clientName": case "uri": case "text":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePartSourceResource. */
export function isFilePartSourceResource(x: unknown): x is FilePartSourceResource {
  return filePartSourceResourceGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid FilePartSourceResource, else every issue with its path. */
export function checkFilePartSourceResource(x: unknown): GuardResult<FilePartSourceResource> {
  return filePartSourceResourceGuard(x, ROOT, undefined) ? { success: true, data: x as FilePartSourceResource } : explain(filePartSourceResourceGuard, x);
}
