// Code generated from schema/client/clientToolOutcome.schema.json. DO NOT EDIT.
import type { ClientToolError } from "./clientToolError";
import type { ClientToolResult } from "./clientToolResult";

/**
 * Outcome of a client tool execution, discriminated by `status`: `success` or `error`.
 */
export type ClientToolOutcome = ClientToolResult | ClientToolError;
