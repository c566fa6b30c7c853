// Code generated from schema/acp/acpContentBlock.schema.json. DO NOT EDIT.
import type { AcpAudioContent } from "./acpAudioContent.js";
import type { AcpEmbeddedResource } from "./acpEmbeddedResource.js";
import type { AcpImageContent } from "./acpImageContent.js";
import type { AcpResourceLink } from "./acpResourceLink.js";
import type { AcpTextContent } from "./acpTextContent.js";

/**
 * Displayable content in ACP (ACP `ContentBlock`), discriminated by `type`: text, image, audio, resource link or embedded resource. Compatible with MCP content.
 */
export type AcpContentBlock =
  | AcpTextContent
  | AcpImageContent
  | AcpAudioContent
  | AcpResourceLink
  | AcpEmbeddedResource;
