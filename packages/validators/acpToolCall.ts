// Code generated from schema/acp/acpToolCall.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpToolCallContentSchema } from "./acpToolCallContent.js";
import { acpToolCallIdSchema } from "./acpToolCallId.js";
import { acpToolCallLocationSchema } from "./acpToolCallLocation.js";
import { acpToolCallStatusSchema } from "./acpToolCallStatus.js";
import { acpToolKindSchema } from "./acpToolKind.js";

/**
 * AcpToolCall
 *
 * A tool call the language model requested (ACP `ToolCall`), as announced with the `tool_call` session update.
 */
export const acpToolCallSchema = z.looseObject({
  /** Unique identifier of this tool call within the session. */
  toolCallId: acpToolCallIdSchema,
  /** Human-readable title describing what the tool is doing. */
  title: z.string(),
  /** Category of the tool; absent means `other`. */
  kind: acpToolKindSchema.optional(),
  /** Current execution status; absent means `pending`. */
  status: acpToolCallStatusSchema.optional(),
  /** Content produced by the tool call. */
  content: z.array(acpToolCallContentSchema).optional(),
  /** File locations affected by the tool call. */
  locations: z.array(acpToolCallLocationSchema).optional(),
  /** Raw input parameters sent to the tool; any JSON value. */
  rawInput: z.unknown().optional(),
  /** Raw output returned by the tool; any JSON value. */
  rawOutput: z.unknown().optional(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpToolCall, inferred from {@link acpToolCallSchema}. */
export type AcpToolCall = z.infer<typeof acpToolCallSchema>;
