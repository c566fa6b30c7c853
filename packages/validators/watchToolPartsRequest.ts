// Code generated from schema/tool/watchToolPartsRequest.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * WatchToolPartsRequest
 *
 * Request of `ToolService.WatchToolParts`: subscribe to tool part updates.
 */
export const watchToolPartsRequestSchema = z.strictObject({
  /** Only parts of this session (prefix `ses`); all sessions when absent. */
  sessionID: z.string().regex(new RegExp("^ses", "u")).optional(),
  /** Only parts of this message (prefix `msg`); all messages when absent. */
  messageID: z.string().regex(new RegExp("^msg", "u")).optional(),
});

/** WatchToolPartsRequest, inferred from {@link watchToolPartsRequestSchema}. */
export type WatchToolPartsRequest = z.infer<typeof watchToolPartsRequestSchema>;
