import { type Agent, type AgentSideConnection, type Client, RequestError } from "@agentclientprotocol/sdk";
import type * as acp from "@agentclientprotocol/sdk";
import type { AuditActor } from "@generated/validators/auditActor";
import { type AcpPermissionOption, acpPermissionOptionSchema } from "@generated/validators/acpPermissionOption";
import { acpRequestPermissionResponseSchema } from "@generated/validators/acpRequestPermissionResponse";
import type { PermissionReply } from "@generated/validators/permissionReply";
import { isAbsolute } from "node:path";
import { NotFoundError } from "../errors/runtime-error.ts";
import { createIdentifier } from "../ids/identifier.ts";
import { isTerminal } from "../lifecycle/streaming-merge.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import { isWithin, realpathOfNearest } from "../paths/real-path.ts";
import { CorrectedError, DeniedError, RejectedError } from "../permission/permission-errors.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import { ACP_CLIENT_ACTOR } from "./acp-actors.ts";
import { createAcpRecorder } from "./acp-recorder.ts";
import { askFromAcpRequest } from "./permission-from-acp.ts";
import { outcomeForReply, replyForOutcome } from "./permission-options.ts";
import { checkSessionCwd } from "./session-cwd.ts";

/** The child agent behind the proxy: its client connection and how to end it. */
export interface ChildAgent {
  /** `request`/`notify` toward the child (a ClientSideConnection). */
  readonly connection: acp.ClientSideConnection;
  /** Settles when the child's connection is gone (exit, crash, cut off). */
  readonly closed: Promise<void>;
  kill(): void;
}

export interface AcpProxyOptions {
  readonly runtime: { readonly tracker: ToolTracker; readonly permissions: PermissionService };
  /** Starts the child agent; `client` answers its requests. Called again after the child died. */
  spawnChild(client: Client): ChildAgent;
  /** The child agent's name, for the audit log (`acp-agent:<name>`). */
  readonly agentName: string;
  readonly log?: (message: string) => void;
}

interface ProxySession {
  /** The editor's cwd for the session (real path): every path the child touches stays inside. */
  readonly cwd: string;
  /** The toolwire session its tool calls are recorded in. */
  readonly sessionID: string;
  /** The child generation that owns it; a session of a dead child is gone. */
  readonly child: ChildAgent;
  /** Terminals the child created through the editor in this session. */
  readonly terminals: Set<string>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));


/**
 * `toolwire acp-proxy`: an ACP agent to the editor and an ACP client to a child agent. Every
 * message passes through both ways; the child's tool calls are recorded as ToolParts (the Rust
 * update semantics), its permission requests go through the permission service (a config deny
 * answers `reject_once` without asking anyone, allow rules and approvals in force answer at once,
 * an `ask` goes to the editor and to every other answerer — the first answer wins, the editor's
 * request is withdrawn with `$/cancel_request` when another answer came first), and its fs and
 * terminal requests are forwarded to the editor, confined to the session's cwd.
 */
export function createAcpProxy(options: AcpProxyOptions): { agent(editor: AgentSideConnection): Agent } {
  const { tracker, permissions } = options.runtime;
  const log = options.log ?? ((line: string) => console.error(line));
  const actor: AuditActor = Object.freeze({ credentialID: `acp-agent:${options.agentName}`.slice(0, 200), roles: ["agent"] as AuditActor["roles"] });

  return {
    agent(editor) {
      const sessions = new Map<string, ProxySession>();
      let initialize: acp.InitializeRequest | undefined;
      let current: { child: ChildAgent; ready: Promise<acp.InitializeResponse> } | undefined;
      /** Settles once a dead child's sessions, asks and parts are cleaned up. */
      const gone = new WeakMap<ChildAgent, Promise<void>>();

      // The editor connection is still being built here; its signal exists once it is (see below).
      const closing = new AbortController();
      const recorder = createAcpRecorder({ runtime: options.runtime, actor, signal: closing.signal, log: (line) => log(line.replace(/^acp-record/, "acp-proxy")) });

      const sessionOf = (sessionId: string, what: string): ProxySession => {
        const session = sessions.get(sessionId);
        if (!session) throw RequestError.invalidParams({ sessionId }, `${what}: no session ${sessionId}`);
        return session;
      };
      const inside = (session: ProxySession, path: unknown, field: string): string => {
        if (typeof path !== "string" || !isAbsolute(path)) throw RequestError.invalidParams({ [field]: path }, `${field}: must be an absolute path`);
        const real = realpathOfNearest(path);
        if (!isWithin(session.cwd, real)) throw RequestError.invalidParams({ [field]: path }, `${field}: ${path} is outside the session's cwd ${session.cwd}`);
        return path;
      };

      /** The child's permission request, through the service; the editor is asked only when it comes to asking. */
      const requestPermission = async (params: acp.RequestPermissionRequest): Promise<acp.RequestPermissionResponse> => {
        const session = sessionOf(params.sessionId, "session/request_permission");
        const offered: AcpPermissionOption[] = params.options.flatMap((option) => {
          const parsed = acpPermissionOptionSchema.safeParse(option);
          return parsed.success ? [parsed.data] : [];
        });
        const callID = (params.toolCall as { toolCallId?: string }).toolCallId;
        const withdraw = new AbortController();
        let editorAsked = false;
        // The moment the service makes it an ask, the editor is asked too; first answer wins.
        const off = permissions.subscribe((event) => {
          if (event.type !== "permission.asked" || event.properties.sessionID !== session.sessionID || event.properties.tool?.callID !== callID || editorAsked) return;
          editorAsked = true;
          const requestID = event.properties.id;
          void editor
            .request("session/request_permission", params, { cancellationSignal: withdraw.signal })
            .then(async (raw) => {
              if (withdraw.signal.aborted) return;
              const response = acpRequestPermissionResponseSchema.safeParse(raw);
              const decision = replyForOutcome(response.success ? response.data.outcome : { outcome: "cancelled" }, offered);
              await permissions.reply({ requestID, reply: decision.reply, sessionID: session.sessionID, actor: ACP_CLIENT_ACTOR, ...(decision.rememberDeny ? { remember: true } : {}) });
            })
            .catch((error) => {
              // Answered elsewhere first (NotFound), withdrawn, or the editor went away: the service's answer stands.
              if (!(error instanceof NotFoundError) && !withdraw.signal.aborted) log(`acp-proxy: the editor's answer to ${requestID} was not applied: ${message(error)}`);
            });
        });
        let reply: PermissionReply;
        try {
          reply = await recorder.ask(params, offered, closing.signal);
        } catch (error) {
          log(`acp-proxy: permission request for ${String(callID)} ended: ${message(error)}`);
          return { outcome: { outcome: "cancelled" } };
        } finally {
          off();
          withdraw.abort();
        }
        return { outcome: outcomeForReply(reply, offered) } as acp.RequestPermissionResponse;
      };

      const client: Client = {
        async sessionUpdate(params) {
          const session = sessions.get(params.sessionId);
          if (!session) return log(`acp-proxy: session/update for unknown session ${params.sessionId} dropped`);
          if (!recorder.accepts(params)) return;
          await recorder.client.sessionUpdate(params);
          await editor.sessionUpdate(params);
        },
        requestPermission,
        async readTextFile(params) {
          inside(sessionOf(params.sessionId, "fs/read_text_file"), params.path, "path");
          return editor.readTextFile(params);
        },
        async writeTextFile(params) {
          inside(sessionOf(params.sessionId, "fs/write_text_file"), params.path, "path");
          return editor.writeTextFile(params);
        },
        async createTerminal(params) {
          const session = sessionOf(params.sessionId, "terminal/create");
          const cwd = params.cwd ?? session.cwd;
          inside(session, cwd, "cwd");
          const created = await editor.request("terminal/create", { ...params, cwd });
          session.terminals.add(created.terminalId);
          return created;
        },
        async terminalOutput(params) {
          terminalOf(params);
          return editor.request("terminal/output", params);
        },
        async waitForTerminalExit(params) {
          terminalOf(params);
          return editor.request("terminal/wait_for_exit", params);
        },
        async killTerminal(params) {
          terminalOf(params);
          return editor.request("terminal/kill", params);
        },
        async releaseTerminal(params) {
          const session = terminalOf(params);
          session.terminals.delete(params.terminalId);
          return editor.request("terminal/release", params);
        },
      };
      const terminalOf = (params: { sessionId: string; terminalId: string }) => {
        const session = sessionOf(params.sessionId, "terminal");
        if (!session.terminals.has(params.terminalId)) throw RequestError.invalidParams({ terminalId: params.terminalId }, `terminalId: ${params.terminalId} is not a terminal of session ${params.sessionId}`);
        return session;
      };

      /** Ends what a dead child leaves: its sessions, their pending asks (withdrawn) and running parts (error). */
      const childGone = async (child: ChildAgent, why: string) => {
        if (current?.child === child) current = undefined;
        for (const [id, session] of sessions) {
          if (session.child !== child) continue;
          sessions.delete(id);
          await permissions.rejectSession(session.sessionID).catch(() => 0);
          for (const part of tracker.list(session.sessionID)) {
            if (!isTerminal(part.state.status)) {
              try {
                tracker.fail(part.id, `the agent exited (${why})`);
              } catch (error) {
                log(`acp-proxy: part ${part.id} not ended: ${message(error)}`);
              }
            }
          }
        }
      };

      /** The live child, started (again) when needed and initialized with the editor's parameters. */
      const child = async (): Promise<{ child: ChildAgent; init: acp.InitializeResponse }> => {
        if (!initialize) throw RequestError.invalidRequest(undefined, "initialize first");
        if (!current) {
          const started = options.spawnChild(client);
          const params = initialize;
          const ready = started.connection.initialize(params);
          current = { child: started, ready };
          gone.set(started, started.closed.then(() => childGone(started, "its connection closed")));
        }
        const { child: live, ready } = current;
        return { child: live, init: await ready };
      };
      queueMicrotask(() =>
        editor.signal.addEventListener("abort", () => {
          closing.abort();
          current?.child.kill();
        }),
      );

      return {
        async initialize(params) {
          initialize = params;
          const { init } = await child();
          log(`acp-proxy: agent ${init.agentInfo?.name ?? options.agentName} speaks ACP v${init.protocolVersion}`);
          return init;
        },
        async authenticate(params) {
          const { child: live } = await child();
          return (await live.connection.authenticate(params)) ?? {};
        },
        async newSession(params) {
          const cwd = checkSessionCwd(params.cwd);
          const { child: live } = await child();
          const created = await live.connection.newSession(params);
          const sessionID = createIdentifier("ses");
          recorder.bind(created.sessionId, sessionID);
          sessions.set(created.sessionId, { cwd, sessionID, child: live, terminals: new Set() });
          log(`acp-proxy: session ${created.sessionId} (cwd ${cwd}) recorded as ${sessionID}`);
          return created;
        },
        async loadSession(params) {
          const cwd = checkSessionCwd(params.cwd);
          const { child: live, init } = await child();
          if (!init.agentCapabilities?.loadSession) throw RequestError.methodNotFound("session/load");
          const sessionID = sessions.get(params.sessionId)?.sessionID ?? createIdentifier("ses");
          recorder.bind(params.sessionId, sessionID);
          sessions.set(params.sessionId, { cwd, sessionID, child: live, terminals: new Set() });
          return (await live.connection.loadSession(params)) ?? {};
        },
        async setSessionMode(params) {
          const session = sessionOf(params.sessionId, "session/set_mode");
          return (await session.child.connection.setSessionMode(params)) ?? {};
        },
        async prompt(params) {
          const session = sessionOf(params.sessionId, "session/prompt");
          recorder.beginTurn(params.sessionId);
          const exited = () => RequestError.internalError({ sessionId: params.sessionId }, "the agent exited during the prompt; start a new session to go on");
          const closed = (gone.get(session.child) ?? session.child.closed).then(() => {
            throw exited();
          });
          try {
            return await Promise.race([session.child.connection.prompt(params), closed]);
          } catch (error) {
            // The SDK's own "connection closed" says less than we know.
            if (session.child.connection.signal.aborted) {
              await gone.get(session.child);
              throw exited();
            }
            throw error;
          }
        },
        async cancel(params) {
          const session = sessions.get(params.sessionId);
          if (session) await session.child.connection.cancel(params);
        },
      };
    },
  };
}
