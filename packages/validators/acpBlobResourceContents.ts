// Code generated from schema/acp/acpBlobResourceContents.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpBlobResourceContents
 *
 * Binary contents of an embedded resource (ACP `BlobResourceContents`).
 */
export const acpBlobResourceContentsSchema = z.looseObject({
  /** Base64-encoded resource bytes. */
  blob: z.string(),
  /** MIME type of the bytes, when known; null means unknown. */
  mimeType: z.string().nullable().optional(),
  /** URI identifying the resource. */
  uri: z.string(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpBlobResourceContents, inferred from {@link acpBlobResourceContentsSchema}. */
export type AcpBlobResourceContents = z.infer<typeof acpBlobResourceContentsSchema>;
