// Code generated from schema/permission/sandboxConfig.schema.json. DO NOT EDIT.
import type { SandboxConfig } from "../types/sandboxConfig.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, closestBranch, codePointLength, rejected } from "./_guards.js";

const $re1 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");

const $re3 = new RegExp("^(\\*\\.)?[A-Za-z0-9.-]+$", "u");

function $check2(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected array" }); if (first) return false; }
  else {
    if (x.length > 256) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Too big: expected array to have <=256 items" }); if (first) return false; }
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i1], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v2.length < 2 && codePointLength(v2) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [i1], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
        if (v2.length > 253 && codePointLength(v2) > 253) { if (e === undefined) return false; ok = false; e.push({ path: [i1], message: "Too big: expected string to have <=253 characters" }); if (first) return false; }
        if (!$re3.test(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [i1], message: "Invalid string: must match pattern ^(\\*\\.)?[A-Za-z0-9.-]+$" }); if (first) return false; }
      }
    }
  }
  return ok;
}

function $check4(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "allow" || x === "deny")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"allow\"|\"deny\"" }); if (first) return false; }
  return ok;
}

/** Checks SandboxConfig: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function sandboxConfigGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.filesystem;
    if (v1 !== undefined) {
      if (typeof v1 !== "object" || v1 === null || Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["filesystem"], message: "Invalid input: expected object" }); if (first) return false; }
      else {
        const v2 = v1.writable;
        if (v2 !== undefined) {
          if (!Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["writable", "filesystem"], message: "Invalid input: expected array" }); if (first) return false; }
          else {
            if (v2.length > 64) { if (e === undefined) return false; ok = false; e.push({ path: ["writable", "filesystem"], message: "Too big: expected array to have <=64 items" }); if (first) return false; }
            for (let i3 = 0; i3 < v2.length; i3++) {
              const v4 = v2[i3];
              if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i3, "writable", "filesystem"], message: "Invalid input: expected string" }); if (first) return false; }
              else {
                if (v4.length < 2 && codePointLength(v4) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [i3, "writable", "filesystem"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
                if (v4.length > 4096 && codePointLength(v4) > 4096) { if (e === undefined) return false; ok = false; e.push({ path: [i3, "writable", "filesystem"], message: "Too big: expected string to have <=4096 characters" }); if (first) return false; }
              }
            }
          }
        }
        const v5 = v1.hidden;
        if (v5 !== undefined) {
          if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["hidden", "filesystem"], message: "Invalid input: expected array" }); if (first) return false; }
          else {
            if (v5.length > 256) { if (e === undefined) return false; ok = false; e.push({ path: ["hidden", "filesystem"], message: "Too big: expected array to have <=256 items" }); if (first) return false; }
            for (let i6 = 0; i6 < v5.length; i6++) {
              const v7 = v5[i6];
              if (typeof v7 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i6, "hidden", "filesystem"], message: "Invalid input: expected string" }); if (first) return false; }
              else {
                if (v7.length < 2 && codePointLength(v7) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [i6, "hidden", "filesystem"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
                if (v7.length > 4096 && codePointLength(v7) > 4096) { if (e === undefined) return false; ok = false; e.push({ path: [i6, "hidden", "filesystem"], message: "Too big: expected string to have <=4096 characters" }); if (first) return false; }
              }
            }
          }
        }
        for (const k8 in v1) {
          switch (k8) {
            case "writable": case "hidden":
              break;
            default:
              { if (e === undefined) return false; ok = false; e.push({ path: [k8, "filesystem"], message: `Unrecognized key "${k8}"` }); if (first) return false; }
          }
        }
      }
    }
    const v11 = x.env;
    if (v11 !== undefined) {
      if (!Array.isArray(v11)) { if (e === undefined) return false; ok = false; e.push({ path: ["env"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        if (v11.length > 64) { if (e === undefined) return false; ok = false; e.push({ path: ["env"], message: "Too big: expected array to have <=64 items" }); if (first) return false; }
        for (let i12 = 0; i12 < v11.length; i12++) {
          const v13 = v11[i12];
          if (typeof v13 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i12, "env"], message: "Invalid input: expected string" }); if (first) return false; }
          else {
            if (v13.length > 128 && codePointLength(v13) > 128) { if (e === undefined) return false; ok = false; e.push({ path: [i12, "env"], message: "Too big: expected string to have <=128 characters" }); if (first) return false; }
            if (!$re1.test(v13)) { if (e === undefined) return false; ok = false; e.push({ path: [i12, "env"], message: "Invalid string: must match pattern ^[A-Za-z_][A-Za-z0-9_]*$" }); if (first) return false; }
          }
        }
      }
    }
    const v14 = x.network;
    if (v14 !== undefined) {
      if (typeof v14 !== "object" || v14 === null || Array.isArray(v14)) { if (e === undefined) return false; ok = false; e.push({ path: ["network"], message: "Invalid input: expected object" }); if (first) return false; }
      else {
        for (const k15 in v14) {
          {
            const v17 = v14[k15];
            if (!((v17 === "allow" || v17 === "deny") || $check2(v17, undefined))) {
              if (e === undefined) return false;
              ok = false;
              { const s18 = e.length; closestBranch([$check4, $check2], v17, e, first); appendPath(e, s18, k15, "network"); }
              if (first) return false;
            }
          }
        }
      }
    }
    for (const k19 in x) {
      switch (k19) {
        case "filesystem": case "env": case "network":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k19], message: `Unrecognized key "${k19}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid SandboxConfig. */
export function isSandboxConfig(x: unknown): x is SandboxConfig {
  return sandboxConfigGuard(x, undefined);
}

/** `x` itself when it is a valid SandboxConfig, else every issue with its path (only the first with `{ first: true }`). */
export function checkSandboxConfig(x: unknown, options?: CheckOptions): GuardResult<SandboxConfig> {
  const e: GuardIssue[] = [];
  return sandboxConfigGuard(x, e, options?.first) ? { success: true, data: x as SandboxConfig } : rejected(e);
}
