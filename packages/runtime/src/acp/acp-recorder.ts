import type * as acp from "@agentclientprotocol/sdk";
import { type AcpPermissionOption, acpPermissionOptionSchema } from "@generated/validators/acpPermissionOption";
import type { AuditActor } from "@generated/validators/auditActor";
import type { PermissionReply } from "@generated/validators/permissionReply";
import type { ToolPart } from "@generated/validators/toolPart";
import { createIdentifier } from "../ids/identifier.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import { CorrectedError, DeniedError, RejectedError } from "../permission/permission-errors.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import { ACP_RECORDER_ACTOR } from "./acp-actors.ts";
import type { ToolCall } from "./acp-types.ts";
import { outcomeForReply } from "./permission-options.ts";
import { askFromAcpRequest } from "./permission-from-acp.ts";
import { readToolCall, readToolCallUpdate } from "./read-tool-call.ts";
import { applyToolCallUpdate, toolCallFromUpdate } from "./tool-call-merge.ts";
import { toolPartUpdateFromToolCall } from "./tool-call-to-part.ts";

/** Where acp-record writes: the tracker parts go to and the permission service that answers. */
export interface RecorderRuntime {
  readonly tracker: ToolTracker;
  readonly permissions: PermissionService;
}

export interface AcpRecorderOptions {
  readonly runtime: RecorderRuntime;
  /** Aborting it cancels the asks still pending (the agent went away). */
  readonly signal?: AbortSignal;
  /** Who asks in the audit log (default `acp:recorded-agent`; the proxy names the child agent). */
  readonly actor?: AuditActor;
  /** The agent's message chunks (text), for display. */
  readonly onMessage?: (text: string) => void;
  readonly log?: (message: string) => void;
}

/** An ACP client that records a foreign agent's tool calls as ToolParts and answers its asks through the permission service. */
export interface AcpRecorder {
  /** The handler for ClientSideConnection. */
  readonly client: acp.Client;
  /** Records the ACP session `acpSessionId` into the toolwire session `sessionID`. */
  bind(acpSessionId: string, sessionID: string): void;
  /** Starts a prompt turn: the calls that follow get a new messageID. */
  beginTurn(acpSessionId: string): void;
  /** The parts recorded for a toolwire session, in the order their calls first appeared. */
  parts(sessionID: string): ToolPart[];
  /**
   * A `session/request_permission` of the agent: its call recorded as pending, then asked through the
   * permission service; resolves with the reply (`reject` for a deny or a rejection), rejects when the ask
   * could not be made or was cancelled.
   */
  ask(params: acp.RequestPermissionRequest, offered: readonly AcpPermissionOption[], signal?: AbortSignal): Promise<PermissionReply>;
  /** Whether an update is one to record and pass on: a `tool_call_update` for a call never announced is not (logged). */
  accepts(params: acp.SessionNotification): boolean;
}

interface Binding {
  readonly sessionID: string;
  messageID: string;
  readonly calls: Map<string, ToolCall>;
  readonly partIDs: Map<string, string>;
}

const asError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates the recorder; see AcpRecorder. */
export function createAcpRecorder(options: AcpRecorderOptions): AcpRecorder {
  const { tracker, permissions } = options.runtime;
  const log = options.log ?? ((message: string) => console.error(message));
  const bindings = new Map<string, Binding>();

  const bindingOf = (acpSessionId: string): Binding | undefined => {
    const binding = bindings.get(acpSessionId);
    if (!binding) log(`acp-record: session/update for unknown session ${acpSessionId} ignored`);
    return binding;
  };

  /** Writes the call as the part's next state; a status the lifecycle skips (pending → completed) passes through running. */
  const record = (binding: Binding, call: ToolCall) => {
    binding.calls.set(call.toolCallId, call);
    const update = toolPartUpdateFromToolCall(call, { sessionID: binding.sessionID, messageID: binding.messageID });
    const id = binding.partIDs.get(call.toolCallId);
    try {
      const current = id ? tracker.get(id) : undefined;
      if (current?.state.status === "pending" && update.state?.status === "completed") tracker.update({ id: current.id, state: { status: "running" } });
      const part = tracker.update({ ...update, ...(id ? { id } : {}) });
      binding.partIDs.set(call.toolCallId, part.id);
    } catch (error) {
      log(`acp-record: tool call ${call.toolCallId} not recorded: ${asError(error)}`);
    }
  };

  /** Folds a tool_call / tool_call_update (or a permission request's call) into the known call, Rust semantics. */
  const fold = (binding: Binding, raw: unknown, first: boolean, path: string): ToolCall | undefined => {
    try {
      if (first) {
        const { value, degraded } = readToolCall(raw, path);
        for (const line of degraded) log(`acp-record: ${line}`);
        return value;
      }
      const { value, degraded } = readToolCallUpdate(raw, path);
      for (const line of degraded) log(`acp-record: ${line}`);
      const known = binding.calls.get(value.toolCallId);
      return known ? applyToolCallUpdate(known, value) : toolCallFromUpdate(value);
    } catch (error) {
      log(`acp-record: ${asError(error)}; ignored`);
      return undefined;
    }
  };

  const client: acp.Client = {
    async sessionUpdate(params) {
      const binding = bindingOf(params.sessionId);
      if (!binding) return;
      const update = params.update as { sessionUpdate: string } & Record<string, unknown>;
      switch (update.sessionUpdate) {
        case "tool_call":
        case "tool_call_update": {
          const { sessionUpdate, ...raw } = update;
          const call = fold(binding, raw, sessionUpdate === "tool_call", `update`);
          if (call) record(binding, call);
          return;
        }
        case "agent_message_chunk": {
          const content = update.content as { type?: string; text?: string } | undefined;
          if (content?.type === "text" && typeof content.text === "string") options.onMessage?.(content.text);
          return;
        }
        default:
          // Plans, thoughts, mode changes and variants newer than this build: not tool calls, not fatal.
          return;
      }
    },

    async requestPermission(params) {
      const offered: AcpPermissionOption[] = [];
      for (const [index, option] of params.options.entries()) {
        const parsed = acpPermissionOptionSchema.safeParse(option);
        if (parsed.success) offered.push(parsed.data);
        else log(`acp-record: options[${index}]: unknown option kind ${JSON.stringify((option as { kind?: unknown }).kind)} not offered to the user`);
      }
      try {
        return { outcome: outcomeForReply(await ask(params, offered, options.signal), offered) } as acp.RequestPermissionResponse;
      } catch (error) {
        log(`acp-record: permission ask ended: ${asError(error)}`);
        return { outcome: { outcome: "cancelled" } };
      }
    },
  };

  const ask = async (params: acp.RequestPermissionRequest, offered: readonly AcpPermissionOption[], signal?: AbortSignal): Promise<PermissionReply> => {
    const binding = bindings.get(params.sessionId);
    if (!binding) throw new Error(`no recorded session ${params.sessionId}`);
    const call = fold(binding, params.toolCall, false, "toolCall");
    if (!call) throw new Error("the request's toolCall could not be read");
    const pendingCall = applyToolCallUpdate(call, { toolCallId: call.toolCallId, status: "pending" });
    if (!binding.partIDs.has(call.toolCallId) || tracker.get(binding.partIDs.get(call.toolCallId)!)?.state.status === "pending") record(binding, pendingCall);
    else binding.calls.set(call.toolCallId, call);
    try {
      const allowed = await permissions.ask({
        sessionID: binding.sessionID,
        ...askFromAcpRequest(call, [...offered]),
        tool: { messageID: binding.messageID, callID: call.toolCallId },
        actor: options.actor ?? ACP_RECORDER_ACTOR,
        ...(signal ? { signal } : {}),
      });
      return allowed.reply ?? "once";
    } catch (error) {
      if (error instanceof DeniedError || error instanceof RejectedError || error instanceof CorrectedError) return "reject";
      throw error;
    }
  };

  return {
    client,
    ask,
    accepts(params) {
      const update = params.update as { sessionUpdate?: string; toolCallId?: unknown };
      if (update.sessionUpdate !== "tool_call_update") return true;
      const binding = bindings.get(params.sessionId);
      if (binding && typeof update.toolCallId === "string" && binding.calls.has(update.toolCallId)) return true;
      log(`acp-record: tool_call_update for a tool call never announced (${JSON.stringify(update.toolCallId)}) in session ${params.sessionId} dropped`);
      return false;
    },
    bind(acpSessionId, sessionID) {
      bindings.set(acpSessionId, { sessionID, messageID: createIdentifier("msg"), calls: new Map(), partIDs: new Map() });
    },
    beginTurn(acpSessionId) {
      const binding = bindings.get(acpSessionId);
      if (binding) binding.messageID = createIdentifier("msg");
    },
    parts(sessionID) {
      for (const binding of bindings.values()) {
        if (binding.sessionID !== sessionID) continue;
        return [...binding.partIDs.values()].flatMap((id) => {
          const part = tracker.get(id);
          return part ? [part] : [];
        });
      }
      return [];
    },
  };
}
