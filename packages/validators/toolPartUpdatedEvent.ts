// Code generated from schema/tool/toolPartUpdatedEvent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolPartUpdatedPropertiesSchema } from "./toolPartUpdatedProperties.js";

/**
 * ToolPartUpdatedEvent
 *
 * OpenCode's message.part.updated bus event for a tool part: published on every transition and streaming merge, carrying the whole merged part.
 */
export const toolPartUpdatedEventSchema = z.strictObject({
  /** Event name; always message.part.updated. */
  type: z.literal("message.part.updated"),
  /** The event payload: the tool part after the update. */
  properties: toolPartUpdatedPropertiesSchema,
});

/** ToolPartUpdatedEvent, inferred from {@link toolPartUpdatedEventSchema}. */
export type ToolPartUpdatedEvent = z.infer<typeof toolPartUpdatedEventSchema>;
