import { type Agent, type AgentSideConnection, PROTOCOL_VERSION, RequestError } from "@agentclientprotocol/sdk";
import type * as acp from "@agentclientprotocol/sdk";
import type { AcpToolKind } from "@generated/validators/acpToolKind";
import { acpRequestPermissionResponseSchema } from "@generated/validators/acpRequestPermissionResponse";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { Todo } from "@generated/validators/todo";
import type { ToolPart } from "@generated/validators/toolPart";
import { NotFoundError } from "../errors/runtime-error.ts";
import { createIdentifier } from "../ids/identifier.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import type { ToolEngine } from "../tools/tool-engine.ts";
import type { ToolHost } from "../tools/tool-host.ts";
import { ACP_AGENT_ACTOR, ACP_CLIENT_ACTOR } from "./acp-actors.ts";
import { permissionOptions, rememberableOf, replyForOutcome } from "./permission-options.ts";
import { requestPermissionParams } from "./permission-request.ts";
import type { Planner } from "./planner.ts";
import { editorHost } from "./editor-host.ts";
import { checkSessionCwd } from "./session-cwd.ts";
import { createToolCallProjector, type ToolCallProjector, type ToolCallSessionUpdate } from "./tool-call-projector.ts";

/** A todo list as ACP plan entries (cancelled items left out: a plan has no such status). */
function planOf(todos: unknown): acp.PlanEntry[] {
  if (!Array.isArray(todos)) return [];
  return todos
    .filter((t): t is Todo => typeof t === "object" && t !== null && typeof (t as Todo).content === "string" && (t as Todo).status !== "cancelled")
    .map((t) => ({ content: t.content, priority: t.priority ?? "medium", status: t.status as "pending" | "in_progress" | "completed" }));
}

/** The runtime an ACP agent drives: the engine's entry point, the tracker and the permission service. */
export interface AcpAgentRuntime {
  readonly tools: ToolEngine;
  readonly tracker: ToolTracker;
  readonly permissions: PermissionService;
}

export interface AcpAgentOptions {
  readonly runtime: AcpAgentRuntime;
  readonly planner: Planner;
  /** Per-tool ACP kind overrides. */
  readonly kinds?: Readonly<Record<string, AcpToolKind>>;
  /** Offer reject_always (default: yes — the permission service remembers a deny as a session-scoped rule). */
  readonly rememberDeny?: boolean;
  readonly name?: string;
  readonly version?: string;
  readonly log?: (message: string) => void;
}

interface Session {
  readonly id: string;
  /** The editor's cwd (real path): the session's workspace, where its tools run. */
  readonly cwd: string;
  /** The editor's files and terminals, when it offers them. */
  readonly host: ToolHost | undefined;
  readonly projector: ToolCallProjector;
  /** Notifications go out in order; a request waits for those queued before it. */
  queue: Promise<void>;
  turn?: AbortController;
}

/**
 * The toolwire ACP agent behind an AgentSideConnection: `initialize`, `session/new`,
 * `session/prompt` (the planner's steps, tool calls through the engine's `execute`, every part
 * change streamed as `tool_call` / `tool_call_update`), `session/cancel` (aborts the turn's tools;
 * the turn ends `cancelled`). Every permission ask of its sessions goes to the client as
 * `session/request_permission`; the outcome is the client's (user role) reply.
 */
export function createAcpAgent(connection: AgentSideConnection, options: AcpAgentOptions): Agent {
  const { tools, tracker, permissions } = options.runtime;
  const log = options.log ?? ((message: string) => console.error(message));
  const sessions = new Map<string, Session>();
  let clientCapabilities: acp.ClientCapabilities | undefined;

  const enqueue = (session: Session, send: () => Promise<unknown>) => {
    session.queue = session.queue.then(send).then(
      () => {},
      (error) => log(`acp: sending to the client failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  const show = (session: Session, part: ToolPart) => {
    const update: ToolCallSessionUpdate | undefined = session.projector.show(part);
    // Built by toolCallFromPart: only ACP v1 content variants (the tests validate every message).
    if (update) enqueue(session, () => connection.sessionUpdate({ sessionId: session.id, update: update as unknown as acp.SessionUpdate }));
    // The session's todo list, written: the editor shows it as the agent's plan.
    if (part.tool === "todowrite" && part.state.status === "completed") {
      const entries = planOf(part.state.metadata?.todos);
      enqueue(session, () => connection.sessionUpdate({ sessionId: session.id, update: { sessionUpdate: "plan", entries } }));
    }
  };

  const partOf = (sessionID: string, callID: string | undefined): ToolPart | undefined =>
    callID === undefined ? undefined : tracker.list(sessionID).find((part) => part.callID === callID);

  const ask = async (session: Session, request: PermissionRequest) => {
    const callID = request.tool?.callID;
    if (callID !== undefined) session.projector.setAsking(callID, true);
    try {
      const part = partOf(session.id, callID);
      if (part) show(session, part);
      const offered = permissionOptions(rememberableOf(request, options.rememberDeny));
      const params = requestPermissionParams(session.id, request, callID !== undefined ? session.projector.shown(callID) : undefined, offered);
      await session.queue;
      let outcome: acp.RequestPermissionOutcome = { outcome: "cancelled" };
      try {
        const response = acpRequestPermissionResponseSchema.safeParse(await connection.requestPermission(params as unknown as acp.RequestPermissionRequest));
        if (response.success) outcome = response.data.outcome;
        else log(`acp: invalid session/request_permission response (${response.error.issues[0]?.message}); rejecting`);
      } catch (error) {
        log(`acp: session/request_permission failed (${error instanceof Error ? error.message : String(error)}); rejecting`);
      }
      const decision = replyForOutcome(outcome, offered);
      try {
        await permissions.reply({ requestID: request.id, reply: decision.reply, sessionID: session.id, actor: ACP_CLIENT_ACTOR, ...(decision.rememberDeny ? { remember: true } : {}) });
      } catch (error) {
        // Answered elsewhere meanwhile (a user over HTTP), or cancelled with the turn.
        if (!(error instanceof NotFoundError)) throw error;
      }
    } finally {
      if (callID !== undefined) {
        session.projector.setAsking(callID, false);
        const part = partOf(session.id, callID);
        if (part) show(session, part);
      }
    }
  };

  /** The tools as ACP commands (`/<name> <json input>`), the ones callable now. */
  const commands = (): acp.AvailableCommand[] =>
    tools
      .list()
      .filter((tool) => tool.available)
      .map((tool) => ({ name: tool.name, description: tool.description.slice(0, 1_000), input: { hint: `JSON input, e.g. /${tool.name} {…}` } }));
  const announce = (session: Session) =>
    enqueue(session, () => connection.sessionUpdate({ sessionId: session.id, update: { sessionUpdate: "available_commands_update", availableCommands: commands() } }));
  // An MCP server connecting or dropping, a client registering: every session hears of it (coalesced).
  let announcing: ReturnType<typeof setTimeout> | undefined;
  const offTools = tools.onToolsChanged(() => {
    announcing ??= setTimeout(() => {
      announcing = undefined;
      for (const session of sessions.values()) announce(session);
    }, 50);
  });

  const offParts = tracker.subscribe((event) => {
    const part = event.properties.part;
    const session = sessions.get(part.sessionID);
    if (session) show(session, part);
  });
  const offPermissions = permissions.subscribe((event) => {
    if (event.type !== "permission.asked") return;
    const session = sessions.get(event.properties.sessionID);
    if (session) void ask(session, event.properties).catch((error) => log(`acp: permission request failed: ${String(error)}`));
  });
  // The connection is still being built while this runs; its signal exists once it is.
  queueMicrotask(() =>
    connection.signal.addEventListener("abort", () => {
      offParts();
      offPermissions();
      for (const session of sessions.values()) session.turn?.abort();
    }),
  );

  const open = (id: string, cwd: string): Session => ({ id, cwd, host: editorHost(connection, id, clientCapabilities), projector: createToolCallProjector({ root: cwd, ...(options.kinds ? { kinds: options.kinds } : {}) }), queue: Promise.resolve() });

  const sessionOf = (sessionId: string): Session => {
    const session = sessions.get(sessionId);
    if (!session) throw RequestError.invalidParams({ sessionId }, `sessionId: no session ${sessionId}`);
    return session;
  };

  return {
    async initialize(params) {
      clientCapabilities = params.clientCapabilities;
      return {
        protocolVersion: PROTOCOL_VERSION,
        agentCapabilities: { loadSession: true, promptCapabilities: { image: false, audio: false, embeddedContext: false } },
        agentInfo: { name: options.name ?? "toolwire", version: options.version ?? "0.1.0" },
        authMethods: [],
      };
    },

    async authenticate() {
      return {};
    },

    async newSession(params) {
      const cwd = checkSessionCwd(params.cwd);
      const id = createIdentifier("ses");
      const session = open(id, cwd);
      sessions.set(id, session);
      log(`acp: session ${id}: tools run in ${cwd}`);
      // After the response: the client learns the session first, then its commands.
      setTimeout(() => announce(session), 0);
      return { sessionId: id };
    },

    async loadSession(params) {
      const cwd = checkSessionCwd(params.cwd);
      const known = tracker.list(params.sessionId);
      if (!sessions.has(params.sessionId) && known.length === 0) throw RequestError.resourceNotFound(params.sessionId);
      const session = open(params.sessionId, cwd);
      sessions.set(params.sessionId, session);
      // The history, replayed as the tool calls the client saw.
      for (const part of known) show(session, part);
      await session.queue;
      log(`acp: session ${params.sessionId} loaded (${known.length} tool call(s)); tools run in ${cwd}`);
      return {};
    },

    async prompt(params) {
      const session = sessionOf(params.sessionId);
      if (session.turn) throw RequestError.invalidRequest({ sessionId: session.id }, "a prompt turn is already running in this session");
      const turn = new AbortController();
      session.turn = turn;
      const messageID = createIdentifier("msg");
      const text = params.prompt.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
      try {
        for await (const step of options.planner.plan({ sessionId: session.id, text, signal: turn.signal })) {
          if (turn.signal.aborted) break;
          switch (step.kind) {
            case "message":
              enqueue(session, () => connection.sessionUpdate({ sessionId: session.id, update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: step.text } } }));
              break;
            case "tool":
              await tools.execute({ sessionID: session.id, messageID, callID: createIdentifier("call"), tool: step.tool, input: step.input, signal: turn.signal, actor: ACP_AGENT_ACTOR, workspace: session.cwd, ...(session.host ? { host: session.host } : {}) });
              break;
            default: {
              const never: never = step;
              throw new Error(`unknown plan step ${JSON.stringify(never)}`);
            }
          }
        }
      } finally {
        session.turn = undefined;
      }
      await session.queue;
      return { stopReason: turn.signal.aborted ? "cancelled" : "end_turn" };
    },

    async cancel(params) {
      const session = sessions.get(params.sessionId);
      if (!session?.turn) return;
      session.turn.abort();
      tools.abortSession(session.id);
    },
  };
}
