// Code generated from schema/acp/acpToolCallContent.schema.json. DO NOT EDIT.
import type { AcpToolCallContent } from "../types/acpToolCallContent.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpContentGuard } from "./acpContent.js";
import { acpDiffGuard } from "./acpDiff.js";
import { acpTerminalGuard } from "./acpTerminal.js";

/** Checks AcpToolCallContent: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpToolCallContentGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "content": {
      if (!acpContentGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "diff": {
      if (!acpDiffGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "terminal": {
      if (!acpTerminalGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"content\" | \"diff\" | \"terminal\"" }); }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCallContent. */
export function isAcpToolCallContent(x: unknown): x is AcpToolCallContent {
  return acpToolCallContentGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallContent, else every issue with its path. */
export function checkAcpToolCallContent(x: unknown): GuardResult<AcpToolCallContent> {
  const e: GuardIssue[] = [];
  return acpToolCallContentGuard(x, e) ? { success: true, data: x as AcpToolCallContent } : rejected(e);
}
