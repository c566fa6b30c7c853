// Code generated from schema/acp/acpAudioContent.schema.json. DO NOT EDIT.
import type { AcpAudioContent } from "../types/acpAudioContent.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpAnnotationsGuard } from "./acpAnnotations.js";

/** Checks AcpAudioContent: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpAudioContentGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "audio") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"audio\"" }); if (first) return false; }
    }
    const v2 = x.annotations;
    if (v2 !== undefined) {
      if (!(acpAnnotationsGuard(v2, undefined) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["annotations"], message: "Invalid input: expected acpAnnotations or null" });
        if (first) return false;
      }
    }
    const v3 = x.data;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["data"], message: "Missing required property \"data\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["data"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.mimeType;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["mimeType"], message: "Missing required property \"mimeType\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["mimeType"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v5 = x._meta;
    if (v5 !== undefined) {
      if (!((typeof v5 === "object" && v5 !== null && !Array.isArray(v5)) || v5 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpAudioContent. */
export function isAcpAudioContent(x: unknown): x is AcpAudioContent {
  return acpAudioContentGuard(x, undefined);
}

/** `x` itself when it is a valid AcpAudioContent, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpAudioContent(x: unknown, options?: CheckOptions): GuardResult<AcpAudioContent> {
  const e: GuardIssue[] = [];
  return acpAudioContentGuard(x, e, options?.first) ? { success: true, data: x as AcpAudioContent } : rejected(e);
}
