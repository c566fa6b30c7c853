// Code generated from schema/tool/filePartSource.schema.json. DO NOT EDIT.
import type { FilePartSource } from "../types/filePartSource.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { filePartSourceFileGuard } from "./filePartSourceFile.js";
import { filePartSourceResourceGuard } from "./filePartSourceResource.js";
import { filePartSourceSymbolGuard } from "./filePartSourceSymbol.js";

/** Checks FilePartSource: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function filePartSourceGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.type) {
    case "file": {
      if (!filePartSourceFileGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "symbol": {
      if (!filePartSourceSymbolGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "resource": {
      if (!filePartSourceResourceGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"file\" | \"symbol\" | \"resource\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid FilePartSource. */
export function isFilePartSource(x: unknown): x is FilePartSource {
  return filePartSourceGuard(x, undefined);
}

/** `x` itself when it is a valid FilePartSource, else every issue with its path (only the first with `{ first: true }`). */
export function checkFilePartSource(x: unknown, options?: CheckOptions): GuardResult<FilePartSource> {
  const e: GuardIssue[] = [];
  return filePartSourceGuard(x, e, options?.first) ? { success: true, data: x as FilePartSource } : rejected(e);
}
