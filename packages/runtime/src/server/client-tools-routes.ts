import { registerClientToolsRequestSchema } from "@generated/validators/registerClientToolsRequest";
import { checkRegisterClientToolsRequest } from "@generated/guards/registerClientToolsRequest";
import { type RegisterClientToolsResponse } from "@generated/validators/registerClientToolsResponse";
import { checkRegisterClientToolsResponse } from "@generated/guards/registerClientToolsResponse";
import { checkSubmitToolResultRequest } from "@generated/guards/submitToolResultRequest";
import { checkUnregisterClientToolsRequest } from "@generated/guards/unregisterClientToolsRequest";
import type { ClientToolsServerMessage } from "@generated/validators/clientToolsServerMessage";
import type { Context, Hono } from "hono";
import type { ClientConnection } from "../client-tools/client-connection.ts";
import type { ClientTools } from "../client-tools/client-tool-registry.ts";
import { checked } from "../validation/check-guard.ts";
import { requireCapability, requireSession } from "./access.ts";
import type { Credential } from "./credentials.ts";
import { createEventStream, type StreamEvent } from "./event-stream.ts";
import { type JsonBodyLimits, readJsonBody } from "./json-body.ts";
import type { StreamBudget } from "./stream-budget.ts";

/** The header that proves an HTTP caller is the client it names. */
export const CLIENT_SECRET_HEADER = "x-toolwire-client-secret";

/** Largest accepted result body: a 10 MB output (truncated afterwards, never refused) plus its JSON. */
export const MAX_RESULT_BYTES = 16 * 1024 * 1024;

export interface ClientToolRoutesOptions {
  readonly clientTools: ClientTools;
  readonly limits: JsonBodyLimits;
  readonly budget: StreamBudget;
  /** Ping interval of the pending stream; the seed's 30 s by default. */
  readonly pingMs?: number;
}

type Env = { Variables: { credential: Credential } };

const SSE_HEADERS = { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive", "X-Accel-Buffering": "no" };

/** SSE event names of the pending stream, per server message type. */
const EVENT_NAME: Readonly<Record<ClientToolsServerMessage["type"], string>> = Object.freeze({ request: "tool-request", cancel: "tool-cancel", error: "error", registered: "registered" });

/**
 * The seed's HTTP + SSE client-tool routes, for the user role (the editor or web app providing
 * tools). Registration answers with the client's secret; `pending`, `result` and `unregister`
 * (and any further `register` of the same client) must send it as `X-Toolwire-Client-Secret`,
 * and a caller without it gets 404 with nothing changed.
 */
export function mountClientToolRoutes(app: Hono<Env>, options: ClientToolRoutesOptions): void {
  const { clientTools, limits, budget } = options;
  const who = (c: Context<Env>) => c.get("credential");
  const secretOf = (c: Context<Env>) => c.req.header(CLIENT_SECRET_HEADER) || undefined;

  app.post("/client-tools/register", async (c) => {
    requireCapability(who(c), "provide-tools", "registering client tools");
    const request = checked(checkRegisterClientToolsRequest, await readJsonBody(c.req.raw, limits), "RegisterClientToolsRequest");
    requireSession(who(c), request.sessionID, "registering client tools");
    const registration = clientTools.register(request.clientID, request.sessionID, request.tools, { kind: "secret", secret: secretOf(c) });
    const response: RegisterClientToolsResponse = { registered: registration.registered, clientSecret: registration.clientSecret };
    return c.json(checked(checkRegisterClientToolsResponse, response, "RegisterClientToolsResponse"));
  });

  app.get("/client-tools/pending/:clientID", (c) => {
    requireCapability(who(c), "provide-tools", "receiving client tool requests");
    const clientID = c.req.param("clientID");
    const stop = new AbortController();
    let push: ((event: StreamEvent) => void) | undefined;
    const connection: ClientConnection = {
      transport: "sse",
      send: (message) => push?.({ type: message.type, properties: message.type === "request" ? message.request : message }),
      close: () => stop.abort(),
    };
    const stream = createEventStream({
      sources: [
        (listener) => {
          push = listener;
          return () => (push = undefined);
        },
      ],
      budget,
      heartbeatMs: options.pingMs ?? 30_000,
      heartbeat: "event: ping\ndata: {}\n\n",
      greeting: { type: "connected", properties: { clientID } },
      format: (event) => `event: ${EVENT_NAME[event.type as ClientToolsServerMessage["type"]] ?? event.type}\ndata: ${JSON.stringify(event.properties)}\n\n`,
      signal: stop.signal,
      onClose: () => clientTools.detach(clientID, connection),
    });
    try {
      clientTools.attach(clientID, connection, secretOf(c), "resume");
    } catch (error) {
      void stream.cancel();
      throw error;
    }
    return new Response(stream, { headers: SSE_HEADERS });
  });

  app.post("/client-tools/result", async (c) => {
    requireCapability(who(c), "provide-tools", "submitting a client tool result");
    const request = checked(checkSubmitToolResultRequest, await readJsonBody(c.req.raw, { ...limits, maxBytes: Math.max(limits.maxBytes, MAX_RESULT_BYTES) }), "SubmitToolResultRequest");
    clientTools.submit(undefined, { kind: "secret", secret: secretOf(c) }, request.requestID, request.result);
    return c.json(true);
  });

  app.delete("/client-tools/unregister", async (c) => {
    requireCapability(who(c), "provide-tools", "unregistering client tools");
    const request = checked(checkUnregisterClientToolsRequest, await readJsonBody(c.req.raw, limits), "UnregisterClientToolsRequest");
    const removed = clientTools.unregister(request.clientID, { kind: "secret", secret: secretOf(c) }, { sessionID: request.sessionID, ...(request.toolIDs ? { toolIDs: request.toolIDs } : {}) });
    return c.json({ unregistered: removed });
  });
}
