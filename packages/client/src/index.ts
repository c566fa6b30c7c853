/** @toolwire/client: client-side tools over WebSocket or SSE, for Bun, Node 20+ and browsers. */
export { DEFAULT_RECONNECT, type ReconnectPolicy } from "./backoff.ts";
export { type ClientToolsClient, type ClientToolsEvents, type ClientToolsOptions, createClientTools } from "./client-tools.ts";
export { type ClientTool, type ExecuteContext, type ExecuteResult, MAX_OUTPUT_BYTES, truncateOutput } from "./tool-handlers.ts";
