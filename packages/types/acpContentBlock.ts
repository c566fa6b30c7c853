// Code generated from schema/acp/acpContentBlock.schema.json. DO NOT EDIT.
import type { AcpAudioContent } from "./acpAudioContent";
import type { AcpEmbeddedResource } from "./acpEmbeddedResource";
import type { AcpImageContent } from "./acpImageContent";
import type { AcpResourceLink } from "./acpResourceLink";
import type { AcpTextContent } from "./acpTextContent";

/**
 * Displayable content in ACP (ACP `ContentBlock`), discriminated by `type`: text, image, audio, resource link or embedded resource. Compatible with MCP content.
 */
export type AcpContentBlock =
  | AcpTextContent
  | AcpImageContent
  | AcpAudioContent
  | AcpResourceLink
  | AcpEmbeddedResource;
