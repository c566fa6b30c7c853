// Code generated from schema/tool/filePartSourceSymbol.schema.json. DO NOT EDIT.
import type { FilePartSourceSymbol } from "../types/filePartSourceSymbol.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { filePartSourceTextGuard } from "./filePartSourceText.js";
import { lspRangeGuard } from "./lspRange.js";

/** Checks FilePartSourceSymbol: `e` undefined answers only; else issues are recorded under path `p`. */
export function filePartSourceSymbolGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "symbol") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"symbol\"" }); }
    }
    const v2 = x.path;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "path"], message: "Missing required property \"path\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "path"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.range;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "range"], message: "Missing required property \"range\"" }); }
    else {
      if (!lspRangeGuard(v3, e === undefined ? p : [...p, "range"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v4 = x.name;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Missing required property \"name\"" }); }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Invalid input: expected string" }); }
    }
    const v5 = x.kind;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "kind"], message: "Missing required property \"kind\"" }); }
    else {
      if (typeof v5 !== "number" || !Number.isFinite(v5)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "kind"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v5)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "kind"], message: "Invalid input: expected integer" }); }
        if (v5 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "kind"], message: "Too small: expected number to be >=0" }); }
      }
    }
    const v6 = x.text;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "text"], message: "Missing required property \"text\"" }); }
    else {
      if (!filePartSourceTextGuard(v6, e === undefined ? p : [...p, "text"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k7 in x) {
      switch (k7) {
        case "type": case "path": case "range": case "name": case "kind": case "text":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k7], message: `Unrecognized key "${k7}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePartSourceSymbol. */
export function isFilePartSourceSymbol(x: unknown): x is FilePartSourceSymbol {
  return filePartSourceSymbolGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid FilePartSourceSymbol, else every issue with its path. */
export function checkFilePartSourceSymbol(x: unknown): GuardResult<FilePartSourceSymbol> {
  return filePartSourceSymbolGuard(x, ROOT, undefined) ? { success: true, data: x as FilePartSourceSymbol } : explain(filePartSourceSymbolGuard, x);
}
