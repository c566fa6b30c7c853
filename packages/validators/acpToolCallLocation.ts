// Code generated from schema/acp/acpToolCallLocation.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";

/**
 * AcpToolCallLocation
 *
 * File location a tool call reads or modifies (ACP `ToolCallLocation`), enabling follow-along in clients.
 */
export const acpToolCallLocationSchema = z.looseObject({
  /** Absolute path of the file. */
  path: z.string(),
  /** Line number within the file, when relevant; null or absent otherwise. */
  line: z.number().gte(0).refine(isInteger, "Invalid input: expected integer").nullable().optional(),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpToolCallLocation, inferred from {@link acpToolCallLocationSchema}. */
export type AcpToolCallLocation = z.infer<typeof acpToolCallLocationSchema>;
