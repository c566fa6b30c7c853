// Code generated from schema/acp/acpToolCallContent.schema.json. DO NOT EDIT.
import type { AcpContent } from "./acpContent.js";
import type { AcpDiff } from "./acpDiff.js";
import type { AcpTerminal } from "./acpTerminal.js";

/**
 * Content produced by a tool call (ACP `ToolCallContent`), discriminated by `type`: a content block, a diff, or an embedded terminal.
 */
export type AcpToolCallContent = AcpContent | AcpDiff | AcpTerminal;
