// Code generated from schema/acp/acpToolCallContent.schema.json. DO NOT EDIT.
import type { AcpToolCallContent } from "../types/acpToolCallContent.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpContentGuard } from "./acpContent.js";
import { acpDiffGuard } from "./acpDiff.js";
import { acpTerminalGuard } from "./acpTerminal.js";

/** Checks AcpToolCallContent: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpToolCallContentGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.type) {
    case "content": {
      if (!acpContentGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "diff": {
      if (!acpDiffGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "terminal": {
      if (!acpTerminalGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"content\" | \"diff\" | \"terminal\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCallContent. */
export function isAcpToolCallContent(x: unknown): x is AcpToolCallContent {
  return acpToolCallContentGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallContent, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpToolCallContent(x: unknown, options?: CheckOptions): GuardResult<AcpToolCallContent> {
  const e: GuardIssue[] = [];
  return acpToolCallContentGuard(x, e, options?.first) ? { success: true, data: x as AcpToolCallContent } : rejected(e);
}
