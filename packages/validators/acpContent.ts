// Code generated from schema/acp/acpContent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpContentBlockSchema } from "./acpContentBlock.js";

/**
 * AcpContent
 *
 * Tool call content that wraps a standard content block (ACP `ToolCallContent` variant `content` with `Content`).
 */
export const acpContentSchema = z.looseObject({
  /** Tool call content discriminator; always `content` here. */
  type: z.literal("content"),
  /** The content block itself. */
  content: acpContentBlockSchema,
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpContent, inferred from {@link acpContentSchema}. */
export type AcpContent = z.infer<typeof acpContentSchema>;
