// Code generated from schema/acp/acpResourceLink.schema.json. DO NOT EDIT.
import type { AcpResourceLink } from "../types/acpResourceLink.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpAnnotationsGuard } from "./acpAnnotations.js";

/** Checks AcpResourceLink: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpResourceLinkGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "resource_link") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"resource_link\"" }); }
    }
    const v2 = x.annotations;
    if (v2 !== undefined) {
      if (!(acpAnnotationsGuard(v2, undefined) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["annotations"], message: "Invalid input: expected acpAnnotations or null" });
      }
    }
    const v3 = x.description;
    if (v3 !== undefined) {
      if (!(typeof v3 === "string" || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["description"], message: "Invalid input: expected string or null" });
      }
    }
    const v4 = x.mimeType;
    if (v4 !== undefined) {
      if (!(typeof v4 === "string" || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["mimeType"], message: "Invalid input: expected string or null" });
      }
    }
    const v5 = x.name;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Missing required property \"name\"" }); }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Invalid input: expected string" }); }
    }
    const v6 = x.size;
    if (v6 !== undefined) {
      if (!(((typeof v6 === "number" && Number.isFinite(v6)) && !(!Number.isInteger(v6))) || v6 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["size"], message: "Invalid input: expected integer or null" });
      }
    }
    const v7 = x.title;
    if (v7 !== undefined) {
      if (!(typeof v7 === "string" || v7 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["title"], message: "Invalid input: expected string or null" });
      }
    }
    const v8 = x.uri;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Missing required property \"uri\"" }); }
    else {
      if (typeof v8 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Invalid input: expected string" }); }
    }
    const v9 = x._meta;
    if (v9 !== undefined) {
      if (!((typeof v9 === "object" && v9 !== null && !Array.isArray(v9)) || v9 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpResourceLink. */
export function isAcpResourceLink(x: unknown): x is AcpResourceLink {
  return acpResourceLinkGuard(x, undefined);
}

/** `x` itself when it is a valid AcpResourceLink, else every issue with its path. */
export function checkAcpResourceLink(x: unknown): GuardResult<AcpResourceLink> {
  const e: GuardIssue[] = [];
  return acpResourceLinkGuard(x, e) ? { success: true, data: x as AcpResourceLink } : rejected(e);
}
