// Code generated from schema/acp/acpAudioContent.schema.json. DO NOT EDIT.
import type { AcpAnnotations } from "./acpAnnotations.js";

/**
 * Audio content block (ACP `ContentBlock` variant `audio` with `AudioContent`); in prompts it requires the `audio` prompt capability.
 */
export interface AcpAudioContent {
  /**
   * Content block discriminator; always `audio` for audio.
   */
  type: "audio";
  /**
   * Optional annotations that help clients decide how to display or route this content; null means none.
   */
  annotations?: AcpAnnotations | null;
  /**
   * Base64-encoded audio bytes.
   */
  data: string;
  /**
   * MIME type of the audio, such as `audio/wav`.
   */
  mimeType: string;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
