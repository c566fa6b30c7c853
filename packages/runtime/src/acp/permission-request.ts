import type { AcpPermissionOption } from "@generated/validators/acpPermissionOption";
import type { AcpRequestPermissionRequest } from "@generated/validators/acpRequestPermissionRequest";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import { TOOLWIRE_META, type ToolCall } from "./acp-types.ts";
import { toolCallUpdateFromToolCall } from "./tool-call-merge.ts";
import { toolKindOf } from "./tool-kind.ts";

/**
 * `session/request_permission` params for a pending toolwire request. The tool call is the call's
 * current ToolCall (with `rawInput` and, for edits, the diff) as a full update with status
 * `pending`; without a known call, one is made from the request. `_meta.toolwire` names the
 * request, its permission, patterns, `always` and risk level.
 */
export function requestPermissionParams(sessionId: string, request: PermissionRequest, call: ToolCall | undefined, options: readonly AcpPermissionOption[]): AcpRequestPermissionRequest {
  const base: ToolCall = call ?? {
    toolCallId: request.tool?.callID ?? request.id,
    title: `${request.permission} ${request.patterns.join(", ")}`.trim(),
    kind: toolKindOf(request.permission),
    rawInput: { patterns: request.patterns, metadata: request.metadata },
  };
  const toolCall = { ...toolCallUpdateFromToolCall(base), status: "pending" as const };
  return {
    sessionId,
    toolCall: toolCall as AcpRequestPermissionRequest["toolCall"],
    options: [...options],
    _meta: {
      [TOOLWIRE_META]: {
        requestID: request.id,
        permission: request.permission,
        patterns: request.patterns,
        always: request.always,
        ...(request.riskLevel ? { riskLevel: request.riskLevel } : {}),
      },
    },
  };
}
