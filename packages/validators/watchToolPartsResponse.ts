// Code generated from schema/tool/watchToolPartsResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolPartSchema } from "./toolPart.js";

/**
 * WatchToolPartsResponse
 *
 * One message of the `ToolService.WatchToolParts` stream: the tool part as it is now, after an update.
 */
export const watchToolPartsResponseSchema = z.strictObject({
  /** The updated tool part, complete (not a delta). */
  part: toolPartSchema,
});

/** WatchToolPartsResponse, inferred from {@link watchToolPartsResponseSchema}. */
export type WatchToolPartsResponse = z.infer<typeof watchToolPartsResponseSchema>;
