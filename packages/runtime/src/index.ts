/** @toolwire/runtime: the tool lifecycle, the permission service and the servers, over the generated code. */
export { type Clock, createManualClock, type ManualClock, systemClock } from "./clock/clock.ts";
export { createGrpcClient, type GrpcClientOptions, type RuntimeGrpcClient, type Watch } from "./client/grpc-client.ts";
export { type MappedError, mapError } from "./errors/error-mapping.ts";
export {
  AlreadyExistsError,
  ForbiddenError,
  InvalidArgumentError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  RuntimeError,
  type RuntimeErrorCode,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
} from "./errors/runtime-error.ts";
export { createEventBus, type EventBus } from "./events/event-bus.ts";
export { createIdentifier } from "./ids/identifier.ts";
export { IllegalTransitionError } from "./lifecycle/lifecycle-errors.ts";
export { INVALID_TOOL, isBlank, isTerminal, type MergeContext, mergeToolPart } from "./lifecycle/streaming-merge.ts";
export type { ToolPartUpdatedEvent } from "./lifecycle/tool-events.ts";
export type { ToolPartUpdate } from "./lifecycle/tool-part-update.ts";
export { MAX_ERROR_LENGTH, summarizeToolPart, type ToolSummary, truncateText } from "./lifecycle/tool-summary.ts";
export { createToolTimeouts, DEFAULT_CATEGORY_TIMEOUTS_MS, type TimeoutOptions, type ToolTimeouts } from "./lifecycle/tool-timeouts.ts";
export { ABORTED_MESSAGE, type CompleteInput, createToolTracker, type StartInput, type ToolTracker, type ToolTrackerOptions } from "./lifecycle/tool-tracker.ts";
export { askForOutcome } from "./permission/ask-outcome.ts";
export { evaluate } from "./permission/evaluate.ts";
export { type Decision, decide, type Explanation, explain, type RuleMatch, type RuleSource } from "./permission/explain.ts";
export { expandHome } from "./permission/home-expansion.ts";
export { CorrectedError, DeniedError, RejectedError, UnansweredError } from "./permission/permission-errors.ts";
export type { PermissionEvent } from "./permission/permission-events.ts";
export {
  type Actor,
  type Allowed,
  type AskInput,
  LOCAL_ACTOR,
  openPermissionService,
  type PermissionService,
  type PermissionServiceOptions,
  type ReplyInput,
} from "./permission/permission-service.ts";
export { type PermissionConfig, rulesFromConfig } from "./permission/rules-from-config.ts";
export { loadPermissionConfig, PermissionConfigError } from "./permission/load-permission-config.ts";
export { DEFAULT_RISK_LEVELS, effectiveRisk, type RiskRegistry } from "./permission/risk-levels.ts";
export { createMemoryPermissionStore } from "./store/memory/memory-permission-store.ts";
export type { Approval, AuditRecord, NewApproval, NewAuditRecord, PermissionStore } from "./store/permission-store.ts";
export { openSqlitePermissionStore } from "./store/sqlite/sqlite-permission-store.ts";
export { actorOf, type Credential, type Credentials, resolveCredentials, type Role } from "./server/credentials.ts";
export { wildcardMatch } from "./permission/wildcard.ts";
export { startGrpcServer } from "./server/grpc-server.ts";
export { createHttpApp } from "./server/http-app.ts";
export { type RuntimeServer, type RuntimeServerOptions, startRuntimeServer } from "./server/runtime-server.ts";
export * from "./tools/index.ts";
export * from "./acp/index.ts";
