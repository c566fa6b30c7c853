// Code generated from schema/tool/toolPart.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolStateSchema } from "./toolState.js";

/**
 * ToolPart
 *
 * Message part recording one tool call made by the assistant, with its current lifecycle state.
 */
export const toolPartSchema = z.strictObject({
  /** Identifier of this part: the prefix `prt` followed by a time-ordered suffix (for example `prt_0a1f3ca5b3e1Pq2RsT6uVw8XyZ`). */
  id: z.string().regex(new RegExp("^prt", "u")),
  /** Identifier of the session this part belongs to: the prefix `ses` followed by a time-ordered suffix. */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the message this part belongs to: the prefix `msg` followed by a time-ordered suffix. */
  messageID: z.string().regex(new RegExp("^msg", "u")),
  /** Part discriminator; always `tool` for tool-call parts. */
  type: z.literal("tool"),
  /** Identifier of the tool call assigned by the model provider (for example `toolu_...` or `call_...`). */
  callID: z.string(),
  /** Name of the tool being called, such as `bash`, `read`, `edit` or `glob`. */
  tool: z.string(),
  /** Current lifecycle state of the call. */
  state: toolStateSchema,
  /** Additional part-level metadata, kept as sent. */
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** ToolPart, inferred from {@link toolPartSchema}. */
export type ToolPart = z.infer<typeof toolPartSchema>;
