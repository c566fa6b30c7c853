import type { AcpPermissionOption } from "@generated/validators/acpPermissionOption";
import type { ToolCall } from "./acp-types.ts";
import { toolwireMetaOf } from "./tool-call-to-part.ts";
import { toolNameOfKind } from "./tool-kind.ts";

/** What the permission service is asked for an ACP agent's `session/request_permission`. */
export interface AskFromAcp {
  readonly permission: string;
  readonly patterns: string[];
  readonly always: string[];
  readonly metadata: Record<string, unknown>;
}

const onlyWildcards = (pattern: string) => /^[\s*?]*$/.test(pattern);

/**
 * The ask for an ACP agent's permission request, OpenCode-style: the permission is the tool
 * (`_meta.toolwire.tool`, else the kind's tool: execute → bash, …), the patterns what it touches
 * (the locations' paths, else `rawInput.command`, else the title — never empty, so an ask is never
 * allowed for naming nothing), and `always` the same patterns when the agent offers allow_always.
 * The offered options and the tool call travel in `metadata.acp`.
 */
export function askFromAcpRequest(call: ToolCall, options: readonly AcpPermissionOption[]): AskFromAcp {
  const permission = (toolwireMetaOf(call)?.tool ?? toolNameOfKind(call.kind ?? "other")).replace(/[*?]/g, "_");
  const raw = typeof call.rawInput === "object" && call.rawInput !== null ? (call.rawInput as Record<string, unknown>) : {};
  const paths = (call.locations ?? []).map((l) => l.path);
  const command = typeof raw.command === "string" && raw.command.trim() !== "" ? [raw.command] : [];
  const patterns = paths.length > 0 ? paths : command.length > 0 ? command : [call.title.trim() || call.toolCallId];
  const offersAlways = options.some((o) => o.kind === "allow_always");
  return {
    permission,
    patterns,
    always: offersAlways ? patterns.filter((p) => !onlyWildcards(p)) : [],
    metadata: { acp: { options, toolCall: call } },
  };
}
