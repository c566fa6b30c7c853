// Code generated from schema/tool/filePartSourceSymbol.schema.json. DO NOT EDIT.
import type { FilePartSourceSymbol } from "../types/filePartSourceSymbol.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { filePartSourceTextGuard } from "./filePartSourceText.js";
import { lspRangeGuard } from "./lspRange.js";

/** Checks FilePartSourceSymbol: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function filePartSourceSymbolGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "symbol") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"symbol\"" }); if (first) return false; }
    }
    const v2 = x.path;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Missing required property \"path\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.range;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["range"], message: "Missing required property \"range\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!lspRangeGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "range"); if (first) return false; }
    }
    const v5 = x.name;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Missing required property \"name\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v6 = x.kind;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["kind"], message: "Missing required property \"kind\"" }); if (first) return false; }
    else {
      if (typeof v6 !== "number" || !Number.isFinite(v6)) { if (e === undefined) return false; ok = false; e.push({ path: ["kind"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v6)) { if (e === undefined) return false; ok = false; e.push({ path: ["kind"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v6 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["kind"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v7 = x.text;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Missing required property \"text\"" }); if (first) return false; }
    else {
      const s8 = e === undefined ? 0 : e.length;
      if (!filePartSourceTextGuard(v7, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s8, "text"); if (first) return false; }
    }
    for (const k9 in x) {
      switch (k9) {
        case "type": case "path": case "range": case "name": case "kind": case "text":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k9], message: `Unrecognized key "${k9}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePartSourceSymbol. */
export function isFilePartSourceSymbol(x: unknown): x is FilePartSourceSymbol {
  return filePartSourceSymbolGuard(x, undefined);
}

/** `x` itself when it is a valid FilePartSourceSymbol, else every issue with its path (only the first with `{ first: true }`). */
export function checkFilePartSourceSymbol(x: unknown, options?: CheckOptions): GuardResult<FilePartSourceSymbol> {
  const e: GuardIssue[] = [];
  return filePartSourceSymbolGuard(x, e, options?.first) ? { success: true, data: x as FilePartSourceSymbol } : rejected(e);
}
