import type { ClientToolDefinition } from "@generated/validators/clientToolDefinition";
import { clientToolExecutionRequestSchema } from "@generated/validators/clientToolExecutionRequest";
import { clientToolsCancelMessageSchema } from "@generated/validators/clientToolsCancelMessage";
import { clientToolsErrorMessageSchema } from "@generated/validators/clientToolsErrorMessage";
import { registerClientToolsResponseSchema } from "@generated/validators/registerClientToolsResponse";
import type { z } from "zod";
import { createSseParser } from "./sse-parser.ts";
import type { Transport, TransportOptions } from "./transport.ts";

/** Checks a server payload with its generated validator; the error names the field. */
function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`server sent an invalid ${what}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`);
}

/**
 * The HTTP + SSE transport: `POST /client-tools/register`, the `GET /client-tools/pending/:id`
 * event stream (read with fetch, so headers work in browsers too), `POST /client-tools/result`
 * and `DELETE /client-tools/unregister`, each proving the client with its secret.
 */
export function createSseTransport(options: TransportOptions): Transport {
  const base = options.baseUrl.replace(/\/+$/, "");
  let secret: string | undefined;
  let stream: AbortController | undefined;

  const call = async (method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> => {
    const response = await options.fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${options.token}`,
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(secret ? { "X-Toolwire-Client-Secret": secret } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      let message = text;
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
      } catch {}
      throw new Error(`${method} ${path}: ${response.status} ${message}`);
    }
    return response;
  };

  const register = async (tools: readonly ClientToolDefinition[]) => {
    const response = await call("POST", "/client-tools/register", { sessionID: options.sessionID, clientID: options.clientID, tools });
    secret = check(registerClientToolsResponseSchema, await response.json(), "RegisterClientToolsResponse").clientSecret;
    return secret;
  };

  const listen = async (signal: AbortSignal): Promise<void> => {
    const response = await call("GET", `/client-tools/pending/${encodeURIComponent(options.clientID)}`, undefined, signal);
    if (!response.body) throw new Error("pending stream has no body");
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let connected: (() => void) | undefined;
    const ready = new Promise<void>((resolve) => (connected = resolve));
    const parse = createSseParser(({ event, data }) => {
      try {
        const value = JSON.parse(data) as unknown;
        if (event === "connected") connected?.();
        else if (event === "tool-request") options.events.onRequest(check(clientToolExecutionRequestSchema, value, "execution request"));
        else if (event === "tool-cancel") {
          const cancel = check(clientToolsCancelMessageSchema, value, "cancel message");
          options.events.onCancel(cancel.requestID, cancel.reason);
        } else if (event === "error") {
          const error = check(clientToolsErrorMessageSchema, value, "error message");
          options.events.onError(new Error(error.code ? `${error.code}: ${error.error}` : error.error));
        }
      } catch (error) {
        options.events.onError(error as Error);
      }
    });
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parse(value);
        }
        if (!signal.aborted) options.events.onClose(new Error("pending stream ended"));
      } catch (error) {
        if (!signal.aborted) options.events.onClose(error as Error);
      }
    })();
    await ready;
  };

  return {
    async open(tools, knownSecret) {
      secret = knownSecret;
      await register(tools);
      stream?.abort();
      stream = new AbortController();
      await listen(stream.signal);
      return secret;
    },
    register,
    async unregister(toolIDs) {
      await call("DELETE", "/client-tools/unregister", { sessionID: options.sessionID, clientID: options.clientID, toolIDs });
    },
    async sendResult(requestID, result) {
      await call("POST", "/client-tools/result", { requestID, result });
    },
    close() {
      stream?.abort();
      stream = undefined;
    },
  };
}
