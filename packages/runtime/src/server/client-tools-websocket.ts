import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
import { createClientChannel, type ClientChannel } from "../client-tools/client-channel.ts";
import type { ClientConnection } from "../client-tools/client-connection.ts";
import { checkClientID } from "../client-tools/client-id.ts";
import type { ClientTools } from "../client-tools/client-tool-registry.ts";
import { InvalidArgumentError, ForbiddenError, UnauthenticatedError } from "../errors/runtime-error.ts";
import { requireCapability, requireSession } from "./access.ts";
import { CLIENT_SECRET_HEADER, MAX_RESULT_BYTES } from "./client-tools-routes.ts";
import type { Credentials } from "./credentials.ts";
import { errorResponse } from "./http-app.ts";
import { type JsonBodyLimits, parseJsonText } from "./json-body.ts";

/** The subprotocol a browser offers; `toolwire.bearer.<token>` and `toolwire.secret.<secret>` carry what headers would. */
export const WS_PROTOCOL = "toolwire";
const BEARER_PREFIX = "toolwire.bearer.";
const SECRET_PREFIX = "toolwire.secret.";

/** Bytes queued for a client that reads slower than requests arrive before it is disconnected. */
export const WS_BACKPRESSURE_BYTES = 4 * 1024 * 1024;

const ROUTE = /^\/client-tools\/ws\/([^/]+)$/;

interface SocketData {
  readonly channel: ClientChannel;
  readonly connection: WsConnection;
}

interface WsConnection extends ClientConnection {
  bind(socket: ServerWebSocket<SocketData>): void;
}

export interface ClientToolsWebSocketOptions {
  /** Browser origins allowed besides loopback ones and the server's own (`--allow-origin`); `*` allows any (dangerous). */
  readonly allowedOrigins?: readonly string[];
  readonly clientTools: ClientTools;
  readonly credentials: Credentials;
  readonly limits: JsonBodyLimits;
  readonly log?: (message: string) => void;
}

/** What Bun.serve needs: `upgrade` in front of the HTTP app, and the socket handlers. */
export interface ClientToolsWebSocket {
  /** Upgrades `GET /client-tools/ws/:clientID`; undefined for any other request; an error Response when refused. */
  upgrade(request: Request, server: Server<SocketData>): Response | undefined | "upgraded";
  readonly websocket: WebSocketHandler<SocketData>;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether a browser page from `origin` may open the socket: no Origin (not a browser), the
 * server's own origin, a loopback origin, or one the user allowed. A page on another site would
 * otherwise ride on a token it got hold of (and browsers send no CORS preflight for WebSockets).
 */
export function originAllowed(origin: string | null, host: string | null, allowed: readonly string[]): boolean {
  if (origin === null) return true;
  if (allowed.includes("*") || allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (host !== null && url.host === host) return true;
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** Splits `Sec-WebSocket-Protocol` into the offered names. */
function offered(request: Request): string[] {
  return (request.headers.get("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim()).filter(Boolean);
}

/** A connection whose socket arrives at `open`; what is sent before that waits in order. */
function createWsConnection(): WsConnection {
  let socket: ServerWebSocket<SocketData> | undefined;
  let closed = false;
  const early: string[] = [];
  return {
    transport: "websocket",
    send(message) {
      const text = JSON.stringify(message);
      if (socket) socket.send(text);
      else if (!closed) early.push(text);
    },
    close(reason) {
      closed = true;
      socket?.close(4000, reason.slice(0, 120));
    },
    bind(next) {
      socket = next;
      for (const text of early.splice(0)) next.send(text);
      if (closed) next.close(4000, "replaced by a new connection of the same client");
    },
  };
}

/**
 * The seed's WebSocket transport on Bun's own WebSocket server: one socket binds one client
 * (user role); the bearer token comes as `Authorization` or, from browsers, as the subprotocol
 * `toolwire.bearer.<token>`; reconnecting within the grace period needs the client's secret
 * (`X-Toolwire-Client-Secret` or `toolwire.secret.<secret>`). A slow reader is disconnected at
 * 4 MiB of backlog; frames are at most 16 MiB (a 10 MB result plus JSON).
 */
export function createClientToolsWebSocket(options: ClientToolsWebSocketOptions): ClientToolsWebSocket {
  const { clientTools, credentials, limits, log } = options;
  const allowedOrigins = options.allowedOrigins ?? [];
  return {
    upgrade(request, server) {
      // Every HTTP request passes here: the header test first spares ordinary ones the URL parse.
      if (request.method !== "GET" || request.headers.get("upgrade")?.toLowerCase() !== "websocket") return undefined;
      const url = new URL(request.url);
      const match = ROUTE.exec(url.pathname);
      if (!match) return undefined;
      try {
        // Before anything is parsed or registered: a page on another origin gets nothing.
        if (!originAllowed(request.headers.get("origin"), request.headers.get("host"), allowedOrigins)) {
          throw new ForbiddenError(`origin ${request.headers.get("origin")} may not open client-tools sockets; allow it with --allow-origin`);
        }
        const protocols = offered(request);
        // The bearer travels as a subprotocol only beside `toolwire`, which is the one ever echoed back.
        if (protocols.some((p) => p.startsWith(BEARER_PREFIX) || p.startsWith(SECRET_PREFIX)) && !protocols.includes(WS_PROTOCOL)) {
          throw new InvalidArgumentError(`offer the "${WS_PROTOCOL}" subprotocol beside toolwire.bearer.<token> (the server answers with "${WS_PROTOCOL}" only, never echoing the token)`);
        }
        const bearer = protocols.find((p) => p.startsWith(BEARER_PREFIX))?.slice(BEARER_PREFIX.length);
        const credential = credentials.authenticate(request.headers.get("authorization") ?? (bearer ? `Bearer ${bearer}` : undefined));
        if (!credential) throw new UnauthenticatedError();
        requireCapability(credential, "provide-tools", "connecting client tools");
        const clientID = decodeURIComponent(match[1]!);
        checkClientID(clientID);
        const secret = request.headers.get(CLIENT_SECRET_HEADER) ?? protocols.find((p) => p.startsWith(SECRET_PREFIX))?.slice(SECRET_PREFIX.length);
        const connection = createWsConnection();
        clientTools.attach(clientID, connection, secret || undefined, "create-or-resume");
        const channel = createClientChannel({
          tools: clientTools,
          clientID,
          connection,
          checkSession: (sessionID) => requireSession(credential, sessionID, "registering client tools"),
          ...(log ? { log } : {}),
        });
        const headers = protocols.includes(WS_PROTOCOL) ? { "Sec-WebSocket-Protocol": WS_PROTOCOL } : undefined;
        if (server.upgrade(request, { data: { channel, connection }, ...(headers ? { headers } : {}) })) return "upgraded";
        channel.closed();
        throw new InvalidArgumentError("WebSocket upgrade failed: not a valid upgrade request");
      } catch (error) {
        return errorResponse(error, log, `GET ${url.pathname}`);
      }
    },
    websocket: {
      maxPayloadLength: MAX_RESULT_BYTES,
      backpressureLimit: WS_BACKPRESSURE_BYTES,
      closeOnBackpressureLimit: true,
      idleTimeout: 120,
      sendPings: true,
      open(socket) {
        socket.data.connection.bind(socket);
      },
      message(socket, raw) {
        const { channel } = socket.data;
        if (typeof raw !== "string") return channel.refuse(new InvalidArgumentError("binary frames are not part of the protocol; send JSON text"));
        let value: unknown;
        try {
          value = parseJsonText(raw, limits, "client message");
        } catch (error) {
          return channel.refuse(error);
        }
        channel.receive(value);
      },
      close(socket) {
        socket.data.channel.closed();
      },
    },
  };
}
