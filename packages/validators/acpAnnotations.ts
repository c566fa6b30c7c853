// Code generated from schema/acp/acpAnnotations.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpRoleSchema } from "./acpRole.js";

/**
 * AcpAnnotations
 *
 * Optional hints about how content is meant to be used or displayed (ACP `Annotations`). Every field is optional and the object is open.
 */
export const acpAnnotationsSchema = z.looseObject({
  /** Intended recipients of the content, such as the user or the assistant; null means unspecified. */
  audience: z.array(acpRoleSchema).nullable().optional(),
  /** When the underlying resource was last modified (an ISO 8601 timestamp); null means unknown. */
  lastModified: z.string().nullable().optional(),
  /** Relative importance of the content when a client chooses what to surface; null means unspecified. */
  priority: z.number().nullable().optional(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpAnnotations, inferred from {@link acpAnnotationsSchema}. */
export type AcpAnnotations = z.infer<typeof acpAnnotationsSchema>;
