// Code generated from schema/tools/todoReadToolInput.schema.json. DO NOT EDIT.
import type { TodoReadToolInput } from "../types/todoReadToolInput.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks TodoReadToolInput: `e` undefined answers only; else every issue is recorded in `e`. */
export function todoReadToolInputGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    for (const k1 in x) {
      { if (e === undefined) return false; ok = false; e.push({ path: [k1], message: `Unrecognized key "${k1}"` }); }
    }
  }
  return ok;
}

/** True when `x` is a valid TodoReadToolInput. */
export function isTodoReadToolInput(x: unknown): x is TodoReadToolInput {
  return todoReadToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid TodoReadToolInput, else every issue with its path. */
export function checkTodoReadToolInput(x: unknown): GuardResult<TodoReadToolInput> {
  const e: GuardIssue[] = [];
  return todoReadToolInputGuard(x, e) ? { success: true, data: x as TodoReadToolInput } : rejected(e);
}
