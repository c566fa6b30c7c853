import type { ClientToolDefinition } from "@generated/validators/clientToolDefinition";
import type { ClientToolsClientMessage } from "@generated/validators/clientToolsClientMessage";
import { clientToolsServerMessageSchema } from "@generated/validators/clientToolsServerMessage";
import type { Transport, TransportOptions } from "./transport.ts";

interface Waiter {
  resolve(secret: string): void;
  reject(error: Error): void;
}

/** `ws://host/client-tools/ws/<clientID>` from the server's HTTP base URL. */
function socketUrl(baseUrl: string, clientID: string): string {
  const url = new URL(`client-tools/ws/${encodeURIComponent(clientID)}`, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/**
 * The WebSocket transport. The token and secret travel as subprotocols (`toolwire.bearer.<t>`,
 * `toolwire.secret.<s>`), because browsers cannot set headers on a WebSocket.
 */
export function createWebSocketTransport(options: TransportOptions): Transport {
  const Socket = options.WebSocket;
  let socket: WebSocket | undefined;
  let closing = false;
  const waiters: Waiter[] = [];

  const send = (message: ClientToolsClientMessage) => {
    if (!socket || socket.readyState !== 1) throw new Error("not connected");
    socket.send(JSON.stringify(message));
  };
  const register = (tools: readonly ClientToolDefinition[]) =>
    new Promise<string>((resolve, reject) => {
      waiters.push({ resolve, reject });
      try {
        send({ type: "register", sessionID: options.sessionID, tools: [...tools] });
      } catch (error) {
        waiters.pop();
        reject(error as Error);
      }
    });

  return {
    open(tools, secret) {
      if (!Socket) return Promise.reject(new Error("this runtime has no WebSocket (Node 20): pass `WebSocket` (e.g. from the ws package) or use transport: \"sse\""));
      closing = false;
      return new Promise<string | undefined>((resolve, reject) => {
        const protocols = ["toolwire", `toolwire.bearer.${options.token}`, ...(secret ? [`toolwire.secret.${secret}`] : [])];
        const ws = new Socket(socketUrl(options.baseUrl, options.clientID), protocols);
        socket = ws;
        let opened = false;
        ws.onopen = () => {
          opened = true;
          if (tools.length === 0) return resolve(secret);
          register(tools).then(resolve, reject);
        };
        ws.onmessage = (event) => {
          let parsed;
          try {
            parsed = clientToolsServerMessageSchema.safeParse(JSON.parse(String(event.data)));
          } catch (error) {
            return options.events.onError(new Error(`server sent a frame that is not JSON: ${(error as Error).message}`));
          }
          if (!parsed.success) return options.events.onError(new Error(`server sent an invalid message: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`));
          const message = parsed.data;
          switch (message.type) {
            case "registered":
              waiters.shift()?.resolve(message.clientSecret);
              return;
            case "request":
              return options.events.onRequest(message.request);
            case "cancel":
              return options.events.onCancel(message.requestID, message.reason);
            case "error": {
              const error = new Error(message.code ? `${message.code}: ${message.error}` : message.error);
              // An error about no request answers the oldest registration still waiting.
              if (message.requestID === undefined && waiters.length > 0) return waiters.shift()!.reject(error);
              return options.events.onError(error);
            }
            default: {
              const never: never = message;
              return never;
            }
          }
        };
        ws.onclose = (event) => {
          const error = new Error(`connection closed (${event.code}${event.reason ? `: ${event.reason}` : ""})`);
          for (const waiter of waiters.splice(0)) waiter.reject(error);
          if (socket === ws) socket = undefined;
          if (!opened) return reject(new Error(`could not connect to ${socketUrl(options.baseUrl, options.clientID)}: ${error.message}`));
          if (!closing) options.events.onClose(error);
        };
        ws.onerror = () => {
          // A close event always follows; it carries the code.
        };
      });
    },
    register,
    async unregister(toolIDs) {
      send({ type: "unregister", sessionID: options.sessionID, toolIDs: [...toolIDs] });
    },
    async sendResult(requestID, result) {
      send({ type: "result", requestID, result });
    },
    close() {
      closing = true;
      socket?.close(1000, "client closed");
      socket = undefined;
    },
  };
}
