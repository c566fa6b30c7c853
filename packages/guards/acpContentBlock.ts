// Code generated from schema/acp/acpContentBlock.schema.json. DO NOT EDIT.
import type { AcpContentBlock } from "../types/acpContentBlock.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpAudioContentGuard } from "./acpAudioContent.js";
import { acpEmbeddedResourceGuard } from "./acpEmbeddedResource.js";
import { acpImageContentGuard } from "./acpImageContent.js";
import { acpResourceLinkGuard } from "./acpResourceLink.js";
import { acpTextContentGuard } from "./acpTextContent.js";

/** Checks AcpContentBlock: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpContentBlockGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "text": {
      if (!acpTextContentGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "image": {
      if (!acpImageContentGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "audio": {
      if (!acpAudioContentGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "resource_link": {
      if (!acpResourceLinkGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "resource": {
      if (!acpEmbeddedResourceGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid discriminator value: expected \"text\" | \"image\" | \"audio\" | \"resource_link\" | \"resource\"" }); }
  }
  return ok;
}

/** True when `x` is a valid AcpContentBlock. */
export function isAcpContentBlock(x: unknown): x is AcpContentBlock {
  return acpContentBlockGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpContentBlock, else every issue with its path. */
export function checkAcpContentBlock(x: unknown): GuardResult<AcpContentBlock> {
  return acpContentBlockGuard(x, ROOT, undefined) ? { success: true, data: x as AcpContentBlock } : explain(acpContentBlockGuard, x);
}
