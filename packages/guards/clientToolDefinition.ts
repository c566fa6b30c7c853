// Code generated from schema/client/clientToolDefinition.schema.json. DO NOT EDIT.
import type { ClientToolDefinition } from "../types/clientToolDefinition.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, codePointLength, explain } from "./_guards.js";

/** Checks ClientToolDefinition: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolDefinitionGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Missing required property \"id\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid input: expected string" }); }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Too small: expected string to have >=1 characters" }); }
      }
    }
    const v2 = x.description;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "description"], message: "Missing required property \"description\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "description"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.parameters;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "parameters"], message: "Missing required property \"parameters\"" }); }
    else {
      if (typeof v3 !== "object" || v3 === null || Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "parameters"], message: "Invalid input: expected object" }); }
    }
    const v4 = x.timeoutMs;
    if (v4 !== undefined) {
      if (typeof v4 !== "number" || !Number.isFinite(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "timeoutMs"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "timeoutMs"], message: "Invalid input: expected integer" }); }
        if (v4 < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "timeoutMs"], message: "Too small: expected number to be >=1" }); }
        if (v4 > 300000) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "timeoutMs"], message: "Too big: expected number to be <=300000" }); }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "id": case "description": case "parameters": case "timeoutMs":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolDefinition. */
export function isClientToolDefinition(x: unknown): x is ClientToolDefinition {
  return clientToolDefinitionGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolDefinition, else every issue with its path. */
export function checkClientToolDefinition(x: unknown): GuardResult<ClientToolDefinition> {
  return clientToolDefinitionGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolDefinition } : explain(clientToolDefinitionGuard, x);
}
