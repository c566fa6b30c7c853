// Code generated from schema/acp/acpToolCallUpdate.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpToolCallContentSchema } from "./acpToolCallContent.js";
import { acpToolCallIdSchema } from "./acpToolCallId.js";
import { acpToolCallLocationSchema } from "./acpToolCallLocation.js";
import { acpToolCallStatusSchema } from "./acpToolCallStatus.js";
import { acpToolKindSchema } from "./acpToolKind.js";

/**
 * AcpToolCallUpdate
 *
 * An update to an existing tool call (ACP `ToolCallUpdate`); only the identifier is required, absent or null fields are unchanged, and collections replace the previous ones.
 */
export const acpToolCallUpdateSchema = z.looseObject({
  /** Identifier of the tool call being updated. */
  toolCallId: acpToolCallIdSchema,
  /** New tool kind; null or absent leaves it unchanged. */
  kind: acpToolKindSchema.nullable().optional(),
  /** New execution status; null or absent leaves it unchanged. */
  status: acpToolCallStatusSchema.nullable().optional(),
  /** New human-readable title; null or absent leaves it unchanged. */
  title: z.string().nullable().optional(),
  /** Replacement content collection; null or absent leaves it unchanged. */
  content: z.array(acpToolCallContentSchema).nullable().optional(),
  /** Replacement locations collection; null or absent leaves it unchanged. */
  locations: z.array(acpToolCallLocationSchema).nullable().optional(),
  /** New raw input; any JSON value. */
  rawInput: z.unknown().optional(),
  /** New raw output; any JSON value. */
  rawOutput: z.unknown().optional(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpToolCallUpdate, inferred from {@link acpToolCallUpdateSchema}. */
export type AcpToolCallUpdate = z.infer<typeof acpToolCallUpdateSchema>;
