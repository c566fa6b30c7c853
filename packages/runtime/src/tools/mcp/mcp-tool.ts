import { McpError, ErrorCode, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";
import { jsonSchemaValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { type McpServer, McpTransportError } from "./mcp-server.ts";

/** OpenCode's name for an MCP tool: `<server>_<tool>`. */
export function mcpToolName(server: string, tool: string): string {
  return `${server}_${tool}`;
}

/** Risk from the tool's MCP annotations: read-only → low, destructive → critical, otherwise medium. */
function riskOf(tool: Tool): ToolRiskLevel {
  if (tool.annotations?.readOnlyHint) return "low";
  if (tool.annotations?.destructiveHint === true) return "critical";
  return "medium";
}

/** The text of an MCP result: text blocks as they are, anything else as JSON. */
function textOf(result: CallToolResult): string {
  return result.content.map((block) => (block.type === "text" ? block.text : JSON.stringify(block))).join("\n");
}

/** Errors of the MCP transport (server gone, connection closed) are transient; a tool's answer is not. */
function classify(error: unknown): never {
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) throw new McpTransportError(error.message);
  if (error instanceof Error && /not connected|connection closed|EPIPE/i.test(error.message)) throw new McpTransportError(error.message);
  throw error;
}

/** A registry entry for one tool of an MCP server; its input schema is compiled once, here. `sandbox` names what the server runs in (`bwrap`, `off`), stated in every part. */
export function createMcpTool(server: McpServer, tool: Tool, sandbox = "bwrap"): ToolDefinition {
  const name = mcpToolName(server.config.name, tool.name);
  return {
    info: {
      name,
      description: tool.description ?? `${tool.name} (MCP server ${server.config.name})`,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema ?? {},
      categories: ["mcp"],
      permissions: [name],
      riskLevel: riskOf(tool),
    },
    source: { kind: "mcp", server: server.config.name },
    validator: jsonSchemaValidator(tool.inputSchema),
    title: () => tool.title ?? tool.annotations?.title ?? name,
    permission: () => ({ permission: name, patterns: [name], always: [name] }),
    async execute(input, context) {
      await server.ready(context.signal);
      let result: CallToolResult;
      try {
        result = await server.call(tool.name, input, {
          signal: context.signal,
          timeoutMs: context.timeoutMs,
          onProgress: (p) => {
            const percentage = p.total ? Math.min(100, Math.max(0, (p.progress / p.total) * 100)) : 0;
            context.progress({ percentage, ...(p.message !== undefined ? { message: p.message } : {}) });
          },
        });
      } catch (error) {
        if (context.signal.aborted) throw context.signal.reason;
        classify(error);
      }
      const text = textOf(result);
      if (result.isError) fail({ kind: "tool", message: text || `${name} failed` });
      return { output: text, metadata: { sandbox, ...(result.structuredContent ? { structuredContent: result.structuredContent } : {}) } };
    },
  };
}
