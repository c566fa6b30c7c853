import type { ClientToolDefinition } from "@generated/validators/clientToolDefinition";
import type { ClientToolOutcome } from "@generated/validators/clientToolOutcome";
import type { InputValidator } from "../tools/input-validator.ts";
import type { Admission, ToolDefinition } from "../tools/tool-definition.ts";
import { fail } from "../tools/tool-failure.ts";

/** The permission every client tool asks, with the tool's registered name as the pattern. */
export const CLIENT_TOOLS_PERMISSION = "client_tools";

/** What the registry hands a client tool: who owns it, its checks, and how to reach the client. */
export interface ClientToolSpec {
  readonly name: string;
  readonly clientID: string;
  readonly definition: ClientToolDefinition;
  readonly validator: InputValidator<Record<string, unknown>>;
  readonly timeoutMs: number;
  admit(): Admission;
  /** Sends the execution request to the owning client and waits for its outcome (or the call's abort). */
  run(input: Record<string, unknown>, call: { sessionID: string; messageID: string; callID: string; signal: AbortSignal }): Promise<ClientToolOutcome>;
}

/**
 * A client tool as the engine sees it: input checked against the client's `parameters`
 * (compiled once, at registration), permission `client_tools` with the tool's name as pattern,
 * the client's result (or error) as the outcome.
 */
export function createClientTool(spec: ClientToolSpec): ToolDefinition {
  return {
    info: {
      name: spec.name,
      description: spec.definition.description,
      inputSchema: spec.definition.parameters,
      outputSchema: {},
      categories: ["client"],
      permissions: [CLIENT_TOOLS_PERMISSION],
      // It runs in the user's client with the client's rights: not knowable from here, so neither low nor the worst.
      riskLevel: "medium",
    },
    source: { kind: "client", clientID: spec.clientID },
    validator: spec.validator,
    defaultTimeoutMs: spec.timeoutMs,
    admit: spec.admit,
    title: () => spec.name,
    permission: () => ({ permission: CLIENT_TOOLS_PERMISSION, patterns: [spec.name], always: [spec.name], metadata: { clientID: spec.clientID } }),
    async execute(input, context) {
      const outcome = await spec.run(input, { sessionID: context.sessionID, messageID: context.messageID, callID: context.callID, signal: context.signal });
      if (outcome.status === "error") fail({ kind: "tool", message: outcome.error || `${spec.name} failed on the client` });
      return {
        output: outcome.output,
        title: outcome.title,
        ...(outcome.metadata ? { metadata: outcome.metadata } : {}),
        ...(outcome.attachments ? { attachments: outcome.attachments } : {}),
      };
    },
  };
}
