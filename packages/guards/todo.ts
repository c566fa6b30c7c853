// Code generated from schema/tools/todo.schema.json. DO NOT EDIT.
import type { Todo } from "../types/todo.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks Todo: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function todoGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 !== undefined) {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
        if (v1.length > 128 && codePointLength(v1) > 128) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Too big: expected string to have <=128 characters" }); if (first) return false; }
      }
    }
    const v2 = x.content;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Missing required property \"content\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v2.length < 2 && codePointLength(v2) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
        if (v2.length > 4096 && codePointLength(v2) > 4096) { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Too big: expected string to have <=4096 characters" }); if (first) return false; }
      }
    }
    const v3 = x.status;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); if (first) return false; }
    else {
      if (!(v3 === "pending" || v3 === "in_progress" || v3 === "completed" || v3 === "cancelled")) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid option: expected one of \"pending\"|\"in_progress\"|\"completed\"|\"cancelled\"" }); if (first) return false; }
    }
    const v4 = x.priority;
    if (v4 !== undefined) {
      if (!(v4 === "high" || v4 === "medium" || v4 === "low")) { if (e === undefined) return false; ok = false; e.push({ path: ["priority"], message: "Invalid option: expected one of \"high\"|\"medium\"|\"low\"" }); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "id": case "content": case "status": case "priority":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid Todo. */
export function isTodo(x: unknown): x is Todo {
  return todoGuard(x, undefined);
}

/** `x` itself when it is a valid Todo, else every issue with its path (only the first with `{ first: true }`). */
export function checkTodo(x: unknown, options?: CheckOptions): GuardResult<Todo> {
  const e: GuardIssue[] = [];
  return todoGuard(x, e, options?.first) ? { success: true, data: x as Todo } : rejected(e);
}
