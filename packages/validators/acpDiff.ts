// Code generated from schema/acp/acpDiff.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpDiff
 *
 * Tool call content showing a file modification as a diff (ACP `ToolCallContent` variant `diff` with `Diff`).
 */
export const acpDiffSchema = z.looseObject({
  /** Tool call content discriminator; always `diff` here. */
  type: z.literal("diff"),
  /** Absolute path of the file being modified. */
  path: z.string(),
  /** Original content; null or absent for a new file. */
  oldText: z.string().nullable().optional(),
  /** Content after the modification. */
  newText: z.string(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpDiff, inferred from {@link acpDiffSchema}. */
export type AcpDiff = z.infer<typeof acpDiffSchema>;
