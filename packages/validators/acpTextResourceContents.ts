// Code generated from schema/acp/acpTextResourceContents.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpTextResourceContents
 *
 * Text contents of an embedded resource (ACP `TextResourceContents`).
 */
export const acpTextResourceContentsSchema = z.looseObject({
  /** MIME type of the text, when known; null means unknown. */
  mimeType: z.string().nullable().optional(),
  /** The resource text. */
  text: z.string(),
  /** URI identifying the resource. */
  uri: z.string(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpTextResourceContents, inferred from {@link acpTextResourceContentsSchema}. */
export type AcpTextResourceContents = z.infer<typeof acpTextResourceContentsSchema>;
