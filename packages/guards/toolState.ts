// Code generated from schema/tool/toolState.schema.json. DO NOT EDIT.
import type { ToolState } from "../types/toolState.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { toolStateCompletedGuard } from "./toolStateCompleted.js";
import { toolStateErrorGuard } from "./toolStateError.js";
import { toolStatePendingGuard } from "./toolStatePending.js";
import { toolStateRunningGuard } from "./toolStateRunning.js";

/** Checks ToolState: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolStateGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.status) {
    case "pending": {
      if (!toolStatePendingGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "running": {
      if (!toolStateRunningGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "completed": {
      if (!toolStateCompletedGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "error": {
      if (!toolStateErrorGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid discriminator value: expected \"pending\" | \"running\" | \"completed\" | \"error\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid ToolState. */
export function isToolState(x: unknown): x is ToolState {
  return toolStateGuard(x, undefined);
}

/** `x` itself when it is a valid ToolState, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolState(x: unknown, options?: CheckOptions): GuardResult<ToolState> {
  const e: GuardIssue[] = [];
  return toolStateGuard(x, e, options?.first) ? { success: true, data: x as ToolState } : rejected(e);
}
