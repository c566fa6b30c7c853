// Code generated from schema/acp/acpContentBlock.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpAudioContentSchema } from "./acpAudioContent.js";
import { acpEmbeddedResourceSchema } from "./acpEmbeddedResource.js";
import { acpImageContentSchema } from "./acpImageContent.js";
import { acpResourceLinkSchema } from "./acpResourceLink.js";
import { acpTextContentSchema } from "./acpTextContent.js";

/**
 * AcpContentBlock
 *
 * Displayable content in ACP (ACP `ContentBlock`), discriminated by `type`: text, image, audio, resource link or embedded resource. Compatible with MCP content.
 */
export const acpContentBlockSchema = z.discriminatedUnion("type", [acpTextContentSchema, acpImageContentSchema, acpAudioContentSchema, acpResourceLinkSchema, acpEmbeddedResourceSchema]);

/** AcpContentBlock, inferred from {@link acpContentBlockSchema}. */
export type AcpContentBlock = z.infer<typeof acpContentBlockSchema>;
