// Code generated from schema/acp/acpContentBlock.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpAudioContentSchema } from "./acpAudioContent";
import { acpEmbeddedResourceSchema } from "./acpEmbeddedResource";
import { acpImageContentSchema } from "./acpImageContent";
import { acpResourceLinkSchema } from "./acpResourceLink";
import { acpTextContentSchema } from "./acpTextContent";

/**
 * AcpContentBlock
 *
 * Displayable content in ACP (ACP `ContentBlock`), discriminated by `type`: text, image, audio, resource link or embedded resource. Compatible with MCP content.
 */
export const acpContentBlockSchema = z.discriminatedUnion("type", [acpTextContentSchema, acpImageContentSchema, acpAudioContentSchema, acpResourceLinkSchema, acpEmbeddedResourceSchema]);

/** AcpContentBlock, inferred from {@link acpContentBlockSchema}. */
export type AcpContentBlock = z.infer<typeof acpContentBlockSchema>;
