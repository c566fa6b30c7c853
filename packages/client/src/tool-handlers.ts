import type { ClientToolDefinition } from "@generated/validators/clientToolDefinition";
import type { ClientToolExecutionRequest } from "@generated/validators/clientToolExecutionRequest";
import type { ClientToolOutcome } from "@generated/validators/clientToolOutcome";
import type { FilePart } from "@generated/validators/filePart";
import { toJSONSchema, type z } from "zod";

/** What a handler sees besides its input. */
export interface ExecuteContext {
  /** Aborted when the server cancels the call (timeout, abort) or the connection drops. */
  readonly signal: AbortSignal;
  readonly sessionID: string;
  readonly messageID: string;
  readonly callID: string;
}

/** What a handler returns: the output text, or the full result. */
export type ExecuteResult = string | { readonly output: string; readonly title?: string; readonly metadata?: Record<string, unknown>; readonly attachments?: FilePart[] };

/** A tool this client provides. `parameters` is a JSON Schema (an object schema) or a Zod schema. */
export interface ClientTool<I = Record<string, unknown>> {
  readonly id: string;
  readonly description: string;
  readonly parameters: Record<string, unknown> | z.ZodType<I>;
  /** How long the server waits for this tool's result, ms (server default 30 000). */
  readonly timeoutMs?: number;
  execute(input: I, context: ExecuteContext): Promise<ExecuteResult> | ExecuteResult;
}

/** 10 MB: results above it are cut with a visible marker (the server cuts too; never refused). */
export const MAX_OUTPUT_BYTES = 10 * 1024 * 1024;

const isZod = (value: unknown): value is z.ZodType => typeof value === "object" && value !== null && "_zod" in value;

/** The wire definition of a tool: Zod parameters become JSON Schema via `z.toJSONSchema`. */
export function definitionOf(tool: ClientTool<never>): ClientToolDefinition {
  const parameters = isZod(tool.parameters) ? (toJSONSchema(tool.parameters) as Record<string, unknown>) : tool.parameters;
  return { id: tool.id, description: tool.description, parameters, ...(tool.timeoutMs !== undefined ? { timeoutMs: tool.timeoutMs } : {}) };
}

/** Cuts output to MAX_OUTPUT_BYTES of UTF-8 (never inside a character) and says how much went. */
export function truncateOutput(output: string, limit = MAX_OUTPUT_BYTES): string {
  const bytes = new TextEncoder().encode(output);
  if (bytes.byteLength <= limit) return output;
  let end = limit;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  const kept = new TextDecoder().decode(bytes.subarray(0, end));
  return `${kept}\n\n[output truncated by the client: ${bytes.byteLength - end} bytes cut, over the ${limit}-byte result limit]`;
}

/** Runs execution requests against the registered handlers; one AbortController per request. */
export interface ToolRunner {
  /** Runs one request; resolves with the outcome, or undefined when it was cancelled (nothing is sent then). */
  run(request: ClientToolExecutionRequest): Promise<ClientToolOutcome | undefined>;
  cancel(requestID: string, reason: string): void;
  /** Aborts every running handler (the connection dropped; the server already failed those calls). */
  cancelAll(reason: string): void;
}

/** Creates a runner over `tools` (by id), resolving server names `client_<clientID>_<id>`. */
export function createToolRunner(tools: ReadonlyMap<string, ClientTool<never>>, clientID: () => string): ToolRunner {
  const running = new Map<string, AbortController>();
  return {
    async run(request) {
      const prefix = `client_${clientID()}_`;
      const id = request.tool.startsWith(prefix) ? request.tool.slice(prefix.length) : request.tool;
      const tool = tools.get(id);
      if (!tool) return { status: "error", error: `Unknown tool: ${id}` };
      const controller = new AbortController();
      running.set(request.requestID, controller);
      try {
        const result = await tool.execute(request.input as never, { signal: controller.signal, sessionID: request.sessionID, messageID: request.messageID, callID: request.callID });
        if (controller.signal.aborted) return undefined;
        const full = typeof result === "string" ? { output: result } : result;
        return {
          status: "success",
          title: full.title ?? id,
          output: truncateOutput(String(full.output)),
          ...(full.metadata ? { metadata: full.metadata } : {}),
          ...(full.attachments ? { attachments: full.attachments } : {}),
        };
      } catch (error) {
        if (controller.signal.aborted) return undefined;
        return { status: "error", error: error instanceof Error ? error.message : String(error) };
      } finally {
        running.delete(request.requestID);
      }
    },
    cancel(requestID, reason) {
      running.get(requestID)?.abort(new Error(reason));
      running.delete(requestID);
    },
    cancelAll(reason) {
      for (const controller of running.values()) controller.abort(new Error(reason));
      running.clear();
    },
  };
}
