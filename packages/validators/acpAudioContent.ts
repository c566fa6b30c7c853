// Code generated from schema/acp/acpAudioContent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpAnnotationsSchema } from "./acpAnnotations.js";

/**
 * AcpAudioContent
 *
 * Audio content block (ACP `ContentBlock` variant `audio` with `AudioContent`); in prompts it requires the `audio` prompt capability.
 */
export const acpAudioContentSchema = z.looseObject({
  /** Content block discriminator; always `audio` for audio. */
  type: z.literal("audio"),
  /** Optional annotations that help clients decide how to display or route this content; null means none. */
  annotations: acpAnnotationsSchema.nullable().optional(),
  /** Base64-encoded audio bytes. */
  data: z.string(),
  /** MIME type of the audio, such as `audio/wav`. */
  mimeType: z.string(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpAudioContent, inferred from {@link acpAudioContentSchema}. */
export type AcpAudioContent = z.infer<typeof acpAudioContentSchema>;
