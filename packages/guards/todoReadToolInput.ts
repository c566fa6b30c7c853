// Code generated from schema/tools/todoReadToolInput.schema.json. DO NOT EDIT.
import type { TodoReadToolInput } from "../types/todoReadToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks TodoReadToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function todoReadToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    for (const k1 in x) {
      { if (e === undefined) return false; ok = false; e.push({ path: [k1], message: `Unrecognized key "${k1}"` }); if (first) return false; }
    }
  }
  return ok;
}

/** True when `x` is a valid TodoReadToolInput. */
export function isTodoReadToolInput(x: unknown): x is TodoReadToolInput {
  return todoReadToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid TodoReadToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkTodoReadToolInput(x: unknown, options?: CheckOptions): GuardResult<TodoReadToolInput> {
  const e: GuardIssue[] = [];
  return todoReadToolInputGuard(x, e, options?.first) ? { success: true, data: x as TodoReadToolInput } : rejected(e);
}
