// Code generated from schema/acp/acpToolCallContent.schema.json. DO NOT EDIT.
import type { AcpContent } from "./acpContent";
import type { AcpDiff } from "./acpDiff";
import type { AcpTerminal } from "./acpTerminal";

/**
 * Content produced by a tool call (ACP `ToolCallContent`), discriminated by `type`: a content block, a diff, or an embedded terminal.
 */
export type AcpToolCallContent = AcpContent | AcpDiff | AcpTerminal;
