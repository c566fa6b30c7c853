/** Client-side tools: the registry the engine reads, and the protocol every transport speaks. */
export { createClientChannel, type ClientChannel, type ClientChannelOptions } from "./client-channel.ts";
export type { ClientConnection } from "./client-connection.ts";
export { checkClientID, clientToolName } from "./client-id.ts";
export { CLIENT_TOOLS_PERMISSION } from "./client-tool.ts";
export {
  type ClientProof,
  type ClientSummary,
  type ClientTools,
  type ClientToolsOptions,
  createClientTools,
  DEFAULT_CLIENT_TOOLS,
  type Registration,
} from "./client-tool-registry.ts";
export { compileParameters } from "./parameters-schema.ts";
export { createRateLimiter, type RateLimiter } from "./rate-limit.ts";
