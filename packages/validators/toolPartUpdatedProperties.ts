// Code generated from schema/tool/toolPartUpdatedProperties.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolPartSchema } from "./toolPart.js";

/**
 * ToolPartUpdatedProperties
 *
 * Payload of the message.part.updated event: the complete tool part as it stands after the update.
 */
export const toolPartUpdatedPropertiesSchema = z.strictObject({
  /** The merged tool part. */
  part: toolPartSchema,
});

/** ToolPartUpdatedProperties, inferred from {@link toolPartUpdatedPropertiesSchema}. */
export type ToolPartUpdatedProperties = z.infer<typeof toolPartUpdatedPropertiesSchema>;
