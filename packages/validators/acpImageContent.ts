// Code generated from schema/acp/acpImageContent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpAnnotationsSchema } from "./acpAnnotations.js";

/**
 * AcpImageContent
 *
 * Image content block (ACP `ContentBlock` variant `image` with `ImageContent`); in prompts it requires the `image` prompt capability.
 */
export const acpImageContentSchema = z.looseObject({
  /** Content block discriminator; always `image` for images. */
  type: z.literal("image"),
  /** Optional annotations that help clients decide how to display or route this content; null means none. */
  annotations: acpAnnotationsSchema.nullable().optional(),
  /** Base64-encoded image bytes. */
  data: z.string(),
  /** MIME type of the image, such as `image/png`. */
  mimeType: z.string(),
  /** URI the image was loaded from, when it has one; null means none. */
  uri: z.string().nullable().optional(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpImageContent, inferred from {@link acpImageContentSchema}. */
export type AcpImageContent = z.infer<typeof acpImageContentSchema>;
