// Code generated from schema/invocation/toolInfo.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";
import { toolCategorySchema } from "./toolCategory.js";
import { toolRiskLevelSchema } from "./toolRiskLevel.js";

/**
 * ToolInfo
 *
 * Metadata a tool exposes in the registry: its name, input and output schemas, categories, the permissions it needs and its risk level.
 */
export const toolInfoSchema = z.strictObject({
  /** Tool name as the model calls it, such as `read` or `bash`. */
  name: z.string().superRefine(stringLength(1, undefined)),
  /** Description of the tool shown to the model. */
  description: z.string(),
  /** JSON Schema describing the tool's input. */
  inputSchema: z.record(z.string(), z.unknown()),
  /** JSON Schema describing the tool's output. */
  outputSchema: z.record(z.string(), z.unknown()),
  /** Categories the tool belongs to. */
  categories: z.array(toolCategorySchema),
  /** Permission names the tool may request (the `permission` of permission requests and rules, such as `edit` or `bash`). */
  permissions: z.array(z.string()),
  /** Risk level used to choose the default permission behaviour. */
  riskLevel: toolRiskLevelSchema.optional(),
});

/** ToolInfo, inferred from {@link toolInfoSchema}. */
export type ToolInfo = z.infer<typeof toolInfoSchema>;
