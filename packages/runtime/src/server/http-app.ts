import { checkExecuteToolRequest } from "@generated/guards/executeToolRequest";
import { checkListAuditRequest } from "@generated/guards/listAuditRequest";
import { checkPermissionResponseBody } from "@generated/guards/permissionResponseBody";
import type { ServerErrorBody } from "@generated/validators/serverErrorBody";
import { checkToolRiskLevel } from "@generated/guards/toolRiskLevel";
import { Hono, type Context } from "hono";
import { InvalidArgumentError, MethodNotAllowedError, NotFoundError, RateLimitedError, UnauthenticatedError } from "../errors/runtime-error.ts";
import { mapError } from "../errors/error-mapping.ts";
import type { ToolPartUpdate } from "../lifecycle/tool-part-update.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import type { PermissionStore } from "../store/permission-store.ts";
import type { ToolEngine } from "../tools/tool-engine.ts";
import type { ClientTools } from "../client-tools/client-tool-registry.ts";
import { mountClientToolRoutes } from "./client-tools-routes.ts";
import { createConsoleSessions, type ConsoleSessions } from "../console/console-sessions.ts";
import { consoleCredential, mountConsoleRoutes } from "./console-routes.ts";
import { checked } from "../validation/check-guard.ts";
import { requireCapability, requireWatch } from "./access.ts";
import { actorOf, type Credential, type Credentials } from "./credentials.ts";
import { createEventStream, type EventSource } from "./event-stream.ts";
import { DEFAULT_BODY_LIMITS, type JsonBodyLimits, readJsonBody } from "./json-body.ts";
import { createAllowedMethods } from "./method-not-allowed.ts";
import { createStreamBudget, type StreamBudget } from "./stream-budget.ts";
import { createPermissionExchange } from "./permission-exchange.ts";

export interface HttpAppOptions {
  readonly permissions: PermissionService;
  readonly store: PermissionStore;
  readonly tracker: ToolTracker;
  /** Runs tool calls (`POST /session/:id/tool-call`, `GET /tools`, `GET /metrics`); absent in servers that only track parts. */
  readonly tools?: ToolEngine;
  /** Client-side tools (`/client-tools/*`); absent in servers without them. */
  readonly clientTools?: ClientTools;
  readonly credentials: Credentials;
  readonly limits?: JsonBodyLimits;
  readonly budget?: StreamBudget;
  readonly heartbeatMs?: number;
  /** Ping interval of `GET /client-tools/pending/:clientID` (default 30 s). */
  readonly clientToolPingMs?: number;
  readonly log?: (message: string) => void;
  /** The web console's sessions (`/console`); default: a table of its own. */
  readonly consoleSessions?: ConsoleSessions<Credential>;
  /** Startup facts shown to a logged-in console (e.g. `store`: the backend's description). */
  readonly facts?: Readonly<Record<string, string>>;
}

type Env = { Variables: { credential: Credential } };

/** The error body of every non-2xx answer: the same code and message gRPC clients get. */
export function errorResponse(error: unknown, log?: (message: string) => void, where = ""): Response {
  const mapped = mapError(error);
  if (mapped.code === "INTERNAL") log?.(`internal error${where ? ` on ${where}` : ""}: ${(error as Error)?.stack ?? String(error)}`);
  const issues = error instanceof InvalidArgumentError && error.issues.length > 0 ? { issues: [...error.issues] } : {};
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (mapped.code === "UNAUTHENTICATED") headers["WWW-Authenticate"] = 'Bearer realm="toolwire"';
  if (error instanceof MethodNotAllowedError) headers.Allow = error.allow.join(", ");
  if (error instanceof RateLimitedError) headers["Retry-After"] = String(Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
  const body: ServerErrorBody = { error: { code: mapped.code, name: mapped.name, message: mapped.message, ...issues } };
  return new Response(JSON.stringify(body), { status: mapped.httpStatus, headers });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

const optionalQuery = (c: Context, name: string) => c.req.query(name) || undefined;

/** A numeric query parameter, validated by the same generated schema as the gRPC request. */
function integerQuery(c: Context, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw new InvalidArgumentError(`query parameter ${name} must be a non-negative integer`, [`${name}: expected an integer`]);
  return Number(raw);
}

/**
 * The HTTP surface (Hono). OpenCode's routes — `GET /permission`, `POST /permission/:id/reply`,
 * the deprecated `POST /session/:sid/permissions/:pid`, `GET /event` — plus tool-part updates,
 * session abort, approvals, the audit log and rule explanations. Everything but `/health` needs a
 * bearer credential, and each route names the role it needs (see access.ts).
 */
export function createHttpApp(options: HttpAppOptions): Hono<Env> {
  const { permissions, store, tracker, credentials, log } = options;
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;
  const budget = options.budget ?? createStreamBudget();
  const app = new Hono<Env>();

  app.onError((error, c) => errorResponse(error, log, `${c.req.method} ${c.req.path}`));
  app.notFound((c) => {
    const allow = allowedMethods(c.req.path);
    if (allow.length > 0) {
      return errorResponse(new MethodNotAllowedError(c.req.method, c.req.path, allow));
    }
    return errorResponse(new NotFoundError(`no route ${c.req.method} ${c.req.path}`));
  });

  // Unauthenticated, so it says only what the banner says: how tools are confined, nothing of any session.
  const health = options.tools ? { ok: true, sandbox: { kind: options.tools.sandbox.support.kind, summary: options.tools.sandbox.summary }, limits: options.tools.enforcement.summary } : { ok: true };
  app.get("/health", (c) => c.json(health));

  // The console's page, assets and login are public (no data); its calls to the routes below carry its cookie.
  const consoleSessions = options.consoleSessions ?? createConsoleSessions<Credential>();
  mountConsoleRoutes(app, { credentials, sessions: consoleSessions, ...(options.facts ? { facts: options.facts } : {}) });

  app.use("*", async (c, next) => {
    const authorization = c.req.header("authorization");
    // A bearer header decides alone; without one, the console's cookie (CSRF-checked when it changes state).
    const credential = authorization !== undefined ? credentials.authenticate(authorization) : consoleCredential(c, consoleSessions);
    if (!credential) return errorResponse(new UnauthenticatedError());
    c.set("credential", credential);
    await next();
  });

  const body = (c: Context) => readJsonBody(c.req.raw, limits);
  const who = (c: Context<Env>) => c.get("credential");
  const need = (c: Context<Env>, capability: Parameters<typeof requireCapability>[1], what: string) => requireCapability(who(c), capability, what);

  app.get("/permission", (c) => {
    need(c, "answer", "listing pending permission requests");
    const sessionID = c.req.query("sessionID");
    return c.json(permissions.list().filter((p) => sessionID === undefined || p.sessionID === sessionID));
  });

  // AskPermission over HTTP (schema/services.json) and its reply: permission-exchange.ts, shared with the native router.
  const exchange = createPermissionExchange(permissions, limits);
  app.post("/permission/ask", (c) => exchange.ask(c.req.raw, who(c)));
  app.post("/permission/:requestID/reply", (c) => exchange.reply(c.req.raw, who(c), c.req.param("requestID")));

  // Deprecated OpenCode route (the seed's RespondToPermission mapping): the permission must
  // belong to the named session, else 404.
  app.post("/session/:sessionID/permissions/:permissionID", async (c) => {
    need(c, "answer", "replying to a permission request");
    const parsed = checked(checkPermissionResponseBody, await body(c), "permission response body");
    await permissions.reply({ requestID: c.req.param("permissionID"), reply: parsed.response, sessionID: c.req.param("sessionID"), actor: actorOf(who(c)) });
    return c.json(true);
  });

  app.get("/permission/explain", (c) => {
    need(c, "administer", "explaining permission rules");
    const permission = c.req.query("permission");
    const pattern = c.req.query("pattern");
    if (!permission || pattern === undefined) throw new InvalidArgumentError("query parameters permission and pattern are required");
    const risk = optionalQuery(c, "riskLevel");
    const sessionID = optionalQuery(c, "sessionID");
    return c.json(
      permissions.explain(permission, pattern, {
        ...(sessionID ? { sessionID } : {}),
        ...(risk ? { riskLevel: checked(checkToolRiskLevel, risk, "riskLevel") } : {}),
      }),
    );
  });

  app.get("/approval", (c) => {
    need(c, "administer", "listing approvals");
    return c.json(permissions.approvals(optionalQuery(c, "sessionID")));
  });

  app.delete("/approval/:approvalID", async (c) => {
    need(c, "administer", "revoking an approval");
    await permissions.revoke(c.req.param("approvalID"), actorOf(who(c)));
    return c.json(true);
  });

  app.get("/audit", async (c) => {
    need(c, "administer", "reading the audit log");
    const sessionID = optionalQuery(c, "sessionID");
    const cursor = optionalQuery(c, "cursor");
    const since = integerQuery(c, "since");
    const limit = integerQuery(c, "limit");
    const query = checked(
      checkListAuditRequest,
      { ...(sessionID ? { sessionID } : {}), ...(cursor ? { cursor } : {}), ...(since !== undefined ? { since } : {}), ...(limit !== undefined ? { limit } : {}) },
      "audit query",
    );
    return c.json(await store.listAudit(permissions.projectID, query));
  });

  app.get("/session/:sessionID/part", (c) => {
    need(c, "watch-session", "reading tool parts");
    return c.json(tracker.list(c.req.param("sessionID")));
  });

  app.post("/session/:sessionID/part", async (c) => {
    need(c, "report", "reporting tool parts");
    const sessionID = c.req.param("sessionID");
    const update = await body(c);
    if (!isPlainObject(update)) throw new InvalidArgumentError("invalid tool part update: (root): expected an object");
    if (update.sessionID !== undefined && update.sessionID !== sessionID) {
      throw new InvalidArgumentError(`invalid tool part update: sessionID: ${String(update.sessionID)} is not the session in the path`);
    }
    const existing = typeof update.id === "string" ? tracker.get(update.id) : undefined;
    if (existing && existing.sessionID !== sessionID) throw new NotFoundError(`no tool part ${existing.id} in session ${sessionID}`);
    return c.json(tracker.update({ ...(update as ToolPartUpdate), sessionID }));
  });

  app.post("/session/:sessionID/abort", async (c) => {
    need(c, "abort", "aborting a session");
    const sessionID = c.req.param("sessionID");
    const rejecting = permissions.rejectSession(sessionID, actorOf(who(c)));
    // Stop the work itself, then fail whatever parts are left (reported ones the engine never ran),
    // even when storing the rejections fails; the answer waits until they are stored.
    options.tools?.abortSession(sessionID);
    const aborted = tracker.abort(sessionID);
    return c.json({ aborted, rejectedPermissions: await rejecting });
  });

  const engine = (): ToolEngine => {
    if (!options.tools) throw new NotFoundError("this server runs no tools");
    return options.tools;
  };

  // ExecuteTool over HTTP (schema/services.json): runs the call to its end and answers with the
  // final ToolPart; a client that disconnects aborts the call.
  app.post("/session/:sessionID/tool-call", async (c) => {
    need(c, "run", "running a tool call");
    const raw = await body(c);
    if (!isPlainObject(raw)) throw new InvalidArgumentError("invalid ExecuteToolRequest: (root): expected an object");
    if (raw.sessionID !== undefined && raw.sessionID !== c.req.param("sessionID")) {
      throw new InvalidArgumentError(`invalid ExecuteToolRequest: sessionID: ${String(raw.sessionID)} is not the session in the path`);
    }
    const request = checked(checkExecuteToolRequest, { ...raw, sessionID: c.req.param("sessionID") }, "ExecuteToolRequest");
    return c.json(await engine().execute({ ...request, signal: c.req.raw.signal, actor: actorOf(who(c)) }));
  });

  app.get("/tools", (c) => {
    need(c, "list-tools", "listing tools");
    return c.json(engine().list());
  });

  app.get("/metrics", (c) => {
    need(c, "administer", "reading metrics");
    return c.text(engine().renderPrometheus(), 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
  });

  const sse = (sources: EventSource[]) =>
    new Response(createEventStream({ sources, budget, ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}) }), {
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive", "X-Accel-Buffering": "no" },
    });
  const permissionEvents = (sessionID: string | undefined): EventSource => (listener) =>
    permissions.subscribe((event) => {
      if (sessionID === undefined || event.properties.sessionID === sessionID) listener(event);
    });
  const partEvents = (sessionID: string | undefined, messageID: string | undefined): EventSource => (listener) =>
    tracker.subscribe((event) => {
      const { part } = event.properties;
      if ((sessionID === undefined || part.sessionID === sessionID) && (messageID === undefined || part.messageID === messageID)) listener(event);
    });

  app.get("/event", (c) => {
    requireWatch(who(c), optionalQuery(c, "sessionID"), "watching events");
    const sessionID = optionalQuery(c, "sessionID");
    return sse([permissionEvents(sessionID), partEvents(sessionID, undefined)]);
  });
  // The HTTP mappings of WatchPermissions and WatchToolParts (schema/services.json).
  app.get("/permission/events", (c) => {
    requireWatch(who(c), optionalQuery(c, "sessionID"), "watching permission events");
    return sse([permissionEvents(optionalQuery(c, "sessionID"))]);
  });
  app.get("/tool/parts/events", (c) => {
    requireWatch(who(c), optionalQuery(c, "sessionID"), "watching tool parts");
    return sse([partEvents(optionalQuery(c, "sessionID"), optionalQuery(c, "messageID"))]);
  });

  if (options.clientTools) mountClientToolRoutes(app, { clientTools: options.clientTools, limits, budget, ...(options.clientToolPingMs !== undefined ? { pingMs: options.clientToolPingMs } : {}) });

  const allowedMethods = createAllowedMethods(app.routes);
  return app;
}
