// Code generated from schema/acp/acpTerminal.schema.json. DO NOT EDIT.
import type { AcpTerminal } from "../types/acpTerminal.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpTerminalIdGuard } from "./acpTerminalId.js";

/** Checks AcpTerminal: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpTerminalGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "terminal") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"terminal\"" }); }
    }
    const v2 = x.terminalId;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "terminalId"], message: "Missing required property \"terminalId\"" }); }
    else {
      if (!acpTerminalIdGuard(v2, e === undefined ? p : [...p, "terminalId"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v3 = x._meta;
    if (v3 !== undefined) {
      if (!((typeof v3 === "object" && v3 !== null && !Array.isArray(v3)) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpTerminal. */
export function isAcpTerminal(x: unknown): x is AcpTerminal {
  return acpTerminalGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpTerminal, else every issue with its path. */
export function checkAcpTerminal(x: unknown): GuardResult<AcpTerminal> {
  return acpTerminalGuard(x, ROOT, undefined) ? { success: true, data: x as AcpTerminal } : explain(acpTerminalGuard, x);
}
