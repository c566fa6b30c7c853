import { askPermissionRequestSchema } from "@generated/validators/askPermissionRequest";
import { permissionReplyBodySchema } from "@generated/validators/permissionReplyBody";
import { Hono, type Context } from "hono";
import { InvalidArgumentError, NotFoundError, UnauthenticatedError } from "../errors/runtime-error.ts";
import { mapError } from "../errors/error-mapping.ts";
import type { ToolPartUpdate } from "../lifecycle/tool-part-update.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import { askForOutcome } from "../permission/ask-outcome.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import { validate } from "../validation/validate.ts";
import { isAuthorized } from "./auth-token.ts";
import { createEventStream, type EventSource } from "./event-stream.ts";
import { DEFAULT_BODY_LIMITS, type JsonBodyLimits, readJsonBody } from "./json-body.ts";
import { permissionResponseBodySchema } from "@generated/validators/permissionResponseBody";
import type { ServerErrorBody } from "@generated/validators/serverErrorBody";

export interface HttpAppOptions {
  readonly permissions: PermissionService;
  readonly tracker: ToolTracker;
  readonly token: string;
  readonly limits?: JsonBodyLimits;
  readonly heartbeatMs?: number;
  readonly log?: (message: string) => void;
}

/** The error body of every non-2xx answer: the same code and message gRPC clients get. */
function errorResponse(c: Context, error: unknown, log?: (message: string) => void): Response {
  const mapped = mapError(error);
  if (mapped.code === "INTERNAL") log?.(`internal error on ${c.req.method} ${c.req.path}: ${(error as Error)?.stack ?? String(error)}`);
  const issues = error instanceof InvalidArgumentError && error.issues.length > 0 ? { issues: [...error.issues] } : {};
  const headers: Record<string, string> = mapped.code === "UNAUTHENTICATED" ? { "WWW-Authenticate": 'Bearer realm="toolwire"' } : {};
  const body: ServerErrorBody = { error: { code: mapped.code, name: mapped.name, message: mapped.message, ...issues } };
  return c.json(body, mapped.httpStatus as 400, headers);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * The HTTP surface (Hono). OpenCode's routes — `GET /permission`, `POST /permission/:id/reply`,
 * the deprecated `POST /session/:sid/permissions/:pid`, `GET /event` — plus tool-part updates,
 * session abort, approvals and rule explanations. Everything but `/health` needs the bearer token.
 */
export function createHttpApp(options: HttpAppOptions): Hono {
  const { permissions, tracker, token, log } = options;
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;
  const app = new Hono();

  app.onError((error, c) => errorResponse(c, error, log));
  app.notFound((c) => errorResponse(c, new NotFoundError(`no route ${c.req.method} ${c.req.path}`)));

  app.get("/health", (c) => c.json({ ok: true }));

  app.use("*", async (c, next) => {
    if (!isAuthorized(c.req.header("authorization"), token)) return errorResponse(c, new UnauthenticatedError());
    await next();
  });

  const body = (c: Context) => readJsonBody(c.req.raw, limits);

  app.get("/permission", (c) => {
    const sessionID = c.req.query("sessionID");
    return c.json(permissions.list().filter((p) => sessionID === undefined || p.sessionID === sessionID));
  });

  // AskPermission over HTTP (schema/services.json): blocks until decided; a client that
  // disconnects cancels its request.
  app.post("/permission/ask", async (c) => {
    const request = validate(askPermissionRequestSchema, await body(c), "AskPermissionRequest");
    return c.json(await askForOutcome(permissions, request, c.req.raw.signal));
  });

  app.post("/permission/:requestID/reply", async (c) => {
    const parsed = validate(permissionReplyBodySchema, await body(c), "reply body");
    await permissions.reply({ requestID: c.req.param("requestID"), reply: parsed.reply, ...(parsed.message !== undefined ? { message: parsed.message } : {}) });
    return c.json(true);
  });

  // Deprecated OpenCode route (the seed's RespondToPermission mapping): the permission must
  // belong to the named session, else 404.
  app.post("/session/:sessionID/permissions/:permissionID", async (c) => {
    const parsed = validate(permissionResponseBodySchema, await body(c), "permission response body");
    await permissions.reply({ requestID: c.req.param("permissionID"), reply: parsed.response, sessionID: c.req.param("sessionID") });
    return c.json(true);
  });

  app.get("/permission/explain", (c) => {
    const permission = c.req.query("permission");
    const pattern = c.req.query("pattern");
    if (!permission || pattern === undefined) throw new InvalidArgumentError("query parameters permission and pattern are required");
    return c.json(permissions.explain(permission, pattern));
  });

  app.get("/approval", (c) => c.json(permissions.approvals()));

  app.delete("/approval/:approvalID", async (c) => {
    await permissions.revoke(c.req.param("approvalID"));
    return c.json(true);
  });

  app.get("/session/:sessionID/part", (c) => c.json(tracker.list(c.req.param("sessionID"))));

  app.post("/session/:sessionID/part", async (c) => {
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

  app.post("/session/:sessionID/abort", (c) => {
    const sessionID = c.req.param("sessionID");
    const rejected = permissions.rejectSession(sessionID);
    return c.json({ aborted: tracker.abort(sessionID), rejectedPermissions: rejected });
  });

  const sse = (sources: EventSource[]) =>
    new Response(createEventStream({ sources, ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}) }), {
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

  app.get("/event", () => sse([permissionEvents(undefined), partEvents(undefined, undefined)]));
  // The HTTP mappings of WatchPermissions and WatchToolParts (schema/services.json).
  app.get("/permission/events", (c) => sse([permissionEvents(c.req.query("sessionID"))]));
  app.get("/tool/parts/events", (c) => sse([partEvents(c.req.query("sessionID"), c.req.query("messageID"))]));

  return app;
}
