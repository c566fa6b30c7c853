// Code generated from schema/tool/filePartSource.schema.json. DO NOT EDIT.
import type { FilePartSource } from "../types/filePartSource.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { filePartSourceFileGuard } from "./filePartSourceFile.js";
import { filePartSourceResourceGuard } from "./filePartSourceResource.js";
import { filePartSourceSymbolGuard } from "./filePartSourceSymbol.js";

/** Checks FilePartSource: `e` undefined answers only; else issues are recorded under path `p`. */
export function filePartSourceGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "file": {
      if (!filePartSourceFileGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "symbol": {
      if (!filePartSourceSymbolGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "resource": {
      if (!filePartSourceResourceGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid discriminator value: expected \"file\" | \"symbol\" | \"resource\"" }); }
  }
  return ok;
}

/** True when `x` is a valid FilePartSource. */
export function isFilePartSource(x: unknown): x is FilePartSource {
  return filePartSourceGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid FilePartSource, else every issue with its path. */
export function checkFilePartSource(x: unknown): GuardResult<FilePartSource> {
  return filePartSourceGuard(x, ROOT, undefined) ? { success: true, data: x as FilePartSource } : explain(filePartSourceGuard, x);
}
