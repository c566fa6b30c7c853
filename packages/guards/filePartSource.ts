// Code generated from schema/tool/filePartSource.schema.json. DO NOT EDIT.
import type { FilePartSource } from "../types/filePartSource.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { filePartSourceFileGuard } from "./filePartSourceFile.js";
import { filePartSourceResourceGuard } from "./filePartSourceResource.js";
import { filePartSourceSymbolGuard } from "./filePartSourceSymbol.js";

/** Checks FilePartSource: `e` undefined answers only; else every issue is recorded in `e`. */
export function filePartSourceGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "file": {
      if (!filePartSourceFileGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "symbol": {
      if (!filePartSourceSymbolGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "resource": {
      if (!filePartSourceResourceGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"file\" | \"symbol\" | \"resource\"" }); }
  }
  return ok;
}

/** True when `x` is a valid FilePartSource. */
export function isFilePartSource(x: unknown): x is FilePartSource {
  return filePartSourceGuard(x, undefined);
}

/** `x` itself when it is a valid FilePartSource, else every issue with its path. */
export function checkFilePartSource(x: unknown): GuardResult<FilePartSource> {
  const e: GuardIssue[] = [];
  return filePartSourceGuard(x, e) ? { success: true, data: x as FilePartSource } : rejected(e);
}
