// Code generated from schema/acp/acpTextContent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpAnnotationsSchema } from "./acpAnnotations.js";

/**
 * AcpTextContent
 *
 * Text content block (ACP `ContentBlock` variant `text` with `TextContent`): plain text or Markdown that clients should render as Markdown.
 */
export const acpTextContentSchema = z.looseObject({
  /** Content block discriminator; always `text` for text content. */
  type: z.literal("text"),
  /** Optional annotations that help clients decide how to display or route this content; null means none. */
  annotations: acpAnnotationsSchema.nullable().optional(),
  /** The text payload. */
  text: z.string(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpTextContent, inferred from {@link acpTextContentSchema}. */
export type AcpTextContent = z.infer<typeof acpTextContentSchema>;
