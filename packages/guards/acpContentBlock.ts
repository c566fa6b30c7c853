// Code generated from schema/acp/acpContentBlock.schema.json. DO NOT EDIT.
import type { AcpContentBlock } from "../types/acpContentBlock.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpAudioContentGuard } from "./acpAudioContent.js";
import { acpEmbeddedResourceGuard } from "./acpEmbeddedResource.js";
import { acpImageContentGuard } from "./acpImageContent.js";
import { acpResourceLinkGuard } from "./acpResourceLink.js";
import { acpTextContentGuard } from "./acpTextContent.js";

/** Checks AcpContentBlock: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpContentBlockGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.type) {
    case "text": {
      if (!acpTextContentGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "image": {
      if (!acpImageContentGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "audio": {
      if (!acpAudioContentGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "resource_link": {
      if (!acpResourceLinkGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "resource": {
      if (!acpEmbeddedResourceGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"text\" | \"image\" | \"audio\" | \"resource_link\" | \"resource\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid AcpContentBlock. */
export function isAcpContentBlock(x: unknown): x is AcpContentBlock {
  return acpContentBlockGuard(x, undefined);
}

/** `x` itself when it is a valid AcpContentBlock, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpContentBlock(x: unknown, options?: CheckOptions): GuardResult<AcpContentBlock> {
  const e: GuardIssue[] = [];
  return acpContentBlockGuard(x, e, options?.first) ? { success: true, data: x as AcpContentBlock } : rejected(e);
}
