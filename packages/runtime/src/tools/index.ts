/** The tool invocation engine's public surface (`@toolwire/runtime` re-exports it). */
export type { AskPermission, AskPermissionInput } from "./ask-permission.ts";
export { type BreakerOptions, type BreakerState, DEFAULT_BREAKER } from "./circuit-breaker.ts";
export { type InputValidator, jsonSchemaValidator, type Validation, zodValidator } from "./input-validator.ts";
export { DEFAULT_RESTART, type McpServerConfig, type McpServerStatus, type RestartOptions } from "./mcp/mcp-server.ts";
export { mcpToolName } from "./mcp/mcp-tool.ts";
export { DEFAULT_MAX_OUTPUT_BYTES, limitOutput } from "./output-limit.ts";
export { renderPrometheus } from "./prometheus.ts";
export { DEFAULT_LIMITS, detectEnforcement, type LimitEnforcement, type ResourceLimits } from "./resource-limits.ts";
export { DEFAULT_RETRY, realSleep, type RetryOptions, type Sleep } from "./retry.ts";
export { type Admission, eraseInput, type PermissionSpec, type ToolContext, type ToolDefinition, type ToolProvider, type ToolResult, type ToolSource } from "./tool-definition.ts";
export { createToolEngine, type ExecuteInput, type ToolEngine, type ToolEngineOptions } from "./tool-engine.ts";
export { fail, type ToolFailure, ToolFailureError } from "./tool-failure.ts";
export type { ToolStats } from "./tool-metrics.ts";
export type { ToolListing } from "./tool-registry.ts";
export { createWorkspace, DEFAULT_MAX_FILE_BYTES, type Workspace } from "./workspace.ts";
