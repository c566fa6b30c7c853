// Code generated from schema/acp/acpToolCallContent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpContentSchema } from "./acpContent.js";
import { acpDiffSchema } from "./acpDiff.js";
import { acpTerminalSchema } from "./acpTerminal.js";

/**
 * AcpToolCallContent
 *
 * Content produced by a tool call (ACP `ToolCallContent`), discriminated by `type`: a content block, a diff, or an embedded terminal.
 */
export const acpToolCallContentSchema = z.discriminatedUnion("type", [acpContentSchema, acpDiffSchema, acpTerminalSchema]);

/** AcpToolCallContent, inferred from {@link acpToolCallContentSchema}. */
export type AcpToolCallContent = z.infer<typeof acpToolCallContentSchema>;
