// Code generated from schema/invocation/toolRiskLevel.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ToolRiskLevel
 *
 * Risk level of a tool, deciding its default permission: `low` (read-only, auto-allowed), `medium` (local modifications, prompts), `high` (system operations, prompts), `critical` (destructive operations, always prompts).
 */
export const toolRiskLevelSchema = z.enum(["low", "medium", "high", "critical"]);

/** ToolRiskLevel, inferred from {@link toolRiskLevelSchema}. */
export type ToolRiskLevel = z.infer<typeof toolRiskLevelSchema>;
