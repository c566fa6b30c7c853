// Code generated from schema/client/clientToolDefinition.schema.json. DO NOT EDIT.
import type { ClientToolDefinition } from "../types/clientToolDefinition.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks ClientToolDefinition: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolDefinitionGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v2 = x.description;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Missing required property \"description\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.parameters;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["parameters"], message: "Missing required property \"parameters\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "object" || v3 === null || Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["parameters"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v4 = x.timeoutMs;
    if (v4 !== undefined) {
      if (typeof v4 !== "number" || !Number.isFinite(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeoutMs"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeoutMs"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v4 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["timeoutMs"], message: "Too small: expected number to be >=1" }); if (first) return false; }
        if (v4 > 300000) { if (e === undefined) return false; ok = false; e.push({ path: ["timeoutMs"], message: "Too big: expected number to be <=300000" }); if (first) return false; }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "id": case "description": case "parameters": case "timeoutMs":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolDefinition. */
export function isClientToolDefinition(x: unknown): x is ClientToolDefinition {
  return clientToolDefinitionGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolDefinition, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolDefinition(x: unknown, options?: CheckOptions): GuardResult<ClientToolDefinition> {
  const e: GuardIssue[] = [];
  return clientToolDefinitionGuard(x, e, options?.first) ? { success: true, data: x as ClientToolDefinition } : rejected(e);
}
