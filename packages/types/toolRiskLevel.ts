// Code generated from schema/invocation/toolRiskLevel.schema.json. DO NOT EDIT.

/**
 * Risk level of a tool, deciding its default permission: `low` (read-only, auto-allowed), `medium` (local modifications, prompts), `high` (system operations, prompts), `critical` (destructive operations, always prompts).
 */
export type ToolRiskLevel = "low" | "medium" | "high" | "critical";
