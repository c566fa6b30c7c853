// Code generated from schema/tool/filePart.schema.json. DO NOT EDIT.
import type { FilePart } from "../types/filePart.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { filePartSourceGuard } from "./filePartSource.js";

/** Checks FilePart: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function filePartGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("prt")) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid string: must match pattern ^prt" }); if (first) return false; }
      }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v3 = x.messageID;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Missing required property \"messageID\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v3.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); if (first) return false; }
      }
    }
    const v4 = x.type;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v4 !== "file") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"file\"" }); if (first) return false; }
    }
    const v5 = x.mime;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["mime"], message: "Missing required property \"mime\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["mime"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v6 = x.filename;
    if (v6 !== undefined) {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["filename"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v7 = x.url;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["url"], message: "Missing required property \"url\"" }); if (first) return false; }
    else {
      if (typeof v7 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["url"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v8 = x.source;
    if (v8 !== undefined) {
      const s9 = e === undefined ? 0 : e.length;
      if (!filePartSourceGuard(v8, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s9, "source"); if (first) return false; }
    }
    for (const k10 in x) {
      switch (k10) {
        case "id": case "sessionID": case "messageID": case "type": case "mime": case "filename": case "url": case "source":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k10], message: `Unrecognized key "${k10}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePart. */
export function isFilePart(x: unknown): x is FilePart {
  return filePartGuard(x, undefined);
}

/** `x` itself when it is a valid FilePart, else every issue with its path (only the first with `{ first: true }`). */
export function checkFilePart(x: unknown, options?: CheckOptions): GuardResult<FilePart> {
  const e: GuardIssue[] = [];
  return filePartGuard(x, e, options?.first) ? { success: true, data: x as FilePart } : rejected(e);
}
