// Code generated from schema/client/clientToolOutcome.schema.json. DO NOT EDIT.
import type { ClientToolError } from "./clientToolError.js";
import type { ClientToolResult } from "./clientToolResult.js";

/**
 * Outcome of a client tool execution, discriminated by `status`: `success` or `error`.
 */
export type ClientToolOutcome = ClientToolResult | ClientToolError;
