#!/usr/bin/env bun
/** `bun run acp`: toolwire as an ACP agent over stdio (JSON-RPC on stdout/stdin; logs on stderr). */
import { AgentSideConnection, ndJsonStream } from "@agentclientprotocol/sdk";
import { MAX_ACP_MESSAGE_BYTES } from "../acp/acp-actors.ts";
import { createAcpAgent } from "../acp/acp-agent.ts";
import { stdoutWritable } from "../acp/byte-streams.ts";
import { createCommandPlanner } from "../acp/planner.ts";
import { SERVE_USAGE } from "../server/serve-options.ts";
import { bootEmbedded, runtimeLine } from "./embedded-runtime.ts";

const USAGE = `Usage: bun run acp -- [serve options]

Speaks the Agent Client Protocol (ACP v1) on stdin/stdout, for editors such as Zed. Each prompt
runs the tool calls written in it, one per line:  /tool <name> <json input>
Tool calls stream as session/update tool_call / tool_call_update; permission asks go to the
client as session/request_permission. The runtime's HTTP and gRPC servers also run (free
loopback ports unless given; announced on stderr), so watchers and the user credential work.

${SERVE_USAGE.split("\n").slice(4).join("\n")}`;

async function main(): Promise<number> {
  const booted = await bootEmbedded("acp", USAGE, () => ({ args: undefined, serve: process.argv.slice(2) }));
  if (typeof booted === "number") return booted;
  const { server, log } = booted;
  console.error(runtimeLine("acp", server));

  const stream = ndJsonStream(stdoutWritable(), Bun.stdin.stream(), { maxMessageBytes: MAX_ACP_MESSAGE_BYTES });
  const connection = new AgentSideConnection((conn) => createAcpAgent(conn, { runtime: server, planner: createCommandPlanner(), log }), stream);
  await new Promise<void>((resolve) => {
    void connection.closed.finally(resolve);
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
  await server.stop();
  return 0;
}

const code = await main().catch((error) => {
  console.error(`toolwire acp failed: ${error instanceof Error ? error.stack : String(error)}`);
  return 1;
});
process.exit(code);
