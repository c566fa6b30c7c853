// Code generated from schema/acp/acpResourceLink.schema.json. DO NOT EDIT.
import type { AcpResourceLink } from "../types/acpResourceLink.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpAnnotationsGuard } from "./acpAnnotations.js";

/** Checks AcpResourceLink: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpResourceLinkGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "resource_link") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"resource_link\"" }); if (first) return false; }
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
    const v3 = x.description;
    if (v3 !== undefined) {
      if (!(typeof v3 === "string" || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["description"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v4 = x.mimeType;
    if (v4 !== undefined) {
      if (!(typeof v4 === "string" || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["mimeType"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v5 = x.name;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Missing required property \"name\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v6 = x.size;
    if (v6 !== undefined) {
      if (!(((typeof v6 === "number" && Number.isFinite(v6)) && !(!Number.isInteger(v6))) || v6 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["size"], message: "Invalid input: expected integer or null" });
        if (first) return false;
      }
    }
    const v7 = x.title;
    if (v7 !== undefined) {
      if (!(typeof v7 === "string" || v7 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["title"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v8 = x.uri;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Missing required property \"uri\"" }); if (first) return false; }
    else {
      if (typeof v8 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v9 = x._meta;
    if (v9 !== undefined) {
      if (!((typeof v9 === "object" && v9 !== null && !Array.isArray(v9)) || v9 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpResourceLink. */
export function isAcpResourceLink(x: unknown): x is AcpResourceLink {
  return acpResourceLinkGuard(x, undefined);
}

/** `x` itself when it is a valid AcpResourceLink, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpResourceLink(x: unknown, options?: CheckOptions): GuardResult<AcpResourceLink> {
  const e: GuardIssue[] = [];
  return acpResourceLinkGuard(x, e, options?.first) ? { success: true, data: x as AcpResourceLink } : rejected(e);
}
