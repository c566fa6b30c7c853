// Code generated from schema/acp/acpContentBlock.schema.json. DO NOT EDIT.
import type { AcpContentBlock } from "../types/acpContentBlock.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpAudioContentGuard } from "./acpAudioContent.js";
import { acpEmbeddedResourceGuard } from "./acpEmbeddedResource.js";
import { acpImageContentGuard } from "./acpImageContent.js";
import { acpResourceLinkGuard } from "./acpResourceLink.js";
import { acpTextContentGuard } from "./acpTextContent.js";

/** Checks AcpContentBlock: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpContentBlockGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "text": {
      if (!acpTextContentGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "image": {
      if (!acpImageContentGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "audio": {
      if (!acpAudioContentGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "resource_link": {
      if (!acpResourceLinkGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "resource": {
      if (!acpEmbeddedResourceGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"text\" | \"image\" | \"audio\" | \"resource_link\" | \"resource\"" }); }
  }
  return ok;
}

/** True when `x` is a valid AcpContentBlock. */
export function isAcpContentBlock(x: unknown): x is AcpContentBlock {
  return acpContentBlockGuard(x, undefined);
}

/** `x` itself when it is a valid AcpContentBlock, else every issue with its path. */
export function checkAcpContentBlock(x: unknown): GuardResult<AcpContentBlock> {
  const e: GuardIssue[] = [];
  return acpContentBlockGuard(x, e) ? { success: true, data: x as AcpContentBlock } : rejected(e);
}
