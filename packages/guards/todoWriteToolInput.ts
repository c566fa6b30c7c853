// Code generated from schema/tools/todoWriteToolInput.schema.json. DO NOT EDIT.
import type { TodoWriteToolInput } from "../types/todoWriteToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { todoGuard } from "./todo.js";

/** Checks TodoWriteToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function todoWriteToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.todos;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["todos"], message: "Missing required property \"todos\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["todos"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        if (v1.length > 200) { if (e === undefined) return false; ok = false; e.push({ path: ["todos"], message: "Too big: expected array to have <=200 items" }); if (first) return false; }
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          const s4 = e === undefined ? 0 : e.length;
          if (!todoGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, i2, "todos"); if (first) return false; }
        }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "todos":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid TodoWriteToolInput. */
export function isTodoWriteToolInput(x: unknown): x is TodoWriteToolInput {
  return todoWriteToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid TodoWriteToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkTodoWriteToolInput(x: unknown, options?: CheckOptions): GuardResult<TodoWriteToolInput> {
  const e: GuardIssue[] = [];
  return todoWriteToolInputGuard(x, e, options?.first) ? { success: true, data: x as TodoWriteToolInput } : rejected(e);
}
