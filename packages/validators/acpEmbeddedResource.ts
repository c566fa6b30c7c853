// Code generated from schema/acp/acpEmbeddedResource.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpAnnotationsSchema } from "./acpAnnotations.js";
import { acpEmbeddedResourceResourceSchema } from "./acpEmbeddedResourceResource.js";

/**
 * AcpEmbeddedResource
 *
 * Embedded resource content block (ACP `ContentBlock` variant `resource` with `EmbeddedResource`): complete resource contents included in the message; in prompts it requires the `embeddedContext` prompt capability.
 */
export const acpEmbeddedResourceSchema = z.looseObject({
  /** Content block discriminator; always `resource` for embedded resources. */
  type: z.literal("resource"),
  /** Optional annotations that help clients decide how to display or route this content; null means none. */
  annotations: acpAnnotationsSchema.nullable().optional(),
  /** The embedded contents, text or binary. */
  resource: acpEmbeddedResourceResourceSchema,
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpEmbeddedResource, inferred from {@link acpEmbeddedResourceSchema}. */
export type AcpEmbeddedResource = z.infer<typeof acpEmbeddedResourceSchema>;
