// Code generated from schema/acp/acpResourceLink.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";
import { acpAnnotationsSchema } from "./acpAnnotations.js";

/**
 * AcpResourceLink
 *
 * Resource link content block (ACP `ContentBlock` variant `resource_link` with `ResourceLink`): a reference to a resource the agent can read.
 */
export const acpResourceLinkSchema = z.looseObject({
  /** Content block discriminator; always `resource_link` for resource links. */
  type: z.literal("resource_link"),
  /** Optional annotations that help clients decide how to display or route this content; null means none. */
  annotations: acpAnnotationsSchema.nullable().optional(),
  /** Optional human-readable description of the resource; null means none. */
  description: z.string().nullable().optional(),
  /** MIME type of the resource, when known; null means unknown. */
  mimeType: z.string().nullable().optional(),
  /** Human-readable name of the resource. */
  name: z.string(),
  /** Size of the resource in bytes, when known; null means unknown. */
  size: z.number().refine(isInteger, "Invalid input: expected integer").nullable().optional(),
  /** Optional display title for user interfaces; null means none. */
  title: z.string().nullable().optional(),
  /** URI of the resource. */
  uri: z.string(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpResourceLink, inferred from {@link acpResourceLinkSchema}. */
export type AcpResourceLink = z.infer<typeof acpResourceLinkSchema>;
