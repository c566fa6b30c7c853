#!/usr/bin/env bun
/**
 * `toolwire acp-proxy [options] -- <agent command>`: sits between an ACP editor (on this process's
 * stdin/stdout) and any ACP agent (a child process), putting the permission service and the audit
 * log between them; see acp/acp-proxy.ts.
 */
import { AgentSideConnection, ClientSideConnection, ndJsonStream } from "@agentclientprotocol/sdk";
import { basename } from "node:path";
import { MAX_ACP_MESSAGE_BYTES } from "../acp/acp-actors.ts";
import { createAcpProxy } from "../acp/acp-proxy.ts";
import { sinkWritable, stdoutWritable } from "../acp/byte-streams.ts";
import { SERVE_USAGE, UsageError } from "../server/serve-options.ts";
import { bootEmbedded, runtimeLine } from "./embedded-runtime.ts";

const USAGE = `Usage: toolwire acp-proxy [options] -- <agent command> [args]
       (bun run toolwire acp-proxy … or bun run acp-proxy …)

An ACP agent to the editor (stdin/stdout) and an ACP client to the agent it starts: every message
passes through both ways. The agent's permission requests go through toolwire's permission
service (a config deny answers reject_once without asking, allows and approvals in force answer at
once, an ask goes to the editor, and to the web console and the HTTP/gRPC user: the first answer
wins, the others are withdrawn); its tool calls are recorded as ToolParts and audited under the
agent's name; its fs/terminal requests reach the editor, confined to the session's cwd.

Options:
  --name <name>        the agent's name in the audit log (default: the command's file name)
  --serve              announce the runtime's HTTP/gRPC addresses on stderr for watchers
${SERVE_USAGE.split("\n").slice(4).join("\n")}`;

interface ProxyArgs {
  readonly name: string | undefined;
  readonly serve: boolean;
  readonly rest: string[];
  readonly command: string[];
}

/** Splits the command line at `--`: proxy and serve options before, the agent command after. */
export function parseProxyArgs(argv: readonly string[]): ProxyArgs {
  const split = argv.indexOf("--");
  const own = split < 0 ? [...argv] : argv.slice(0, split);
  const command = split < 0 ? [] : argv.slice(split + 1);
  let name: string | undefined;
  let serve = false;
  const rest: string[] = [];
  for (let i = 0; i < own.length; i++) {
    const arg = own[i]!;
    if (arg === "--name") {
      name = own[++i];
      if (!name) throw new UsageError("--name needs a value");
    } else if (arg === "--serve") serve = true;
    else rest.push(arg);
  }
  return { name, serve, rest, command };
}

async function main(argv: readonly string[]): Promise<number> {
  const booted = await bootEmbedded("acp-proxy", USAGE, () => {
    const args = parseProxyArgs(argv);
    return { args, serve: args.rest, child: args.command };
  });
  if (typeof booted === "number") return booted;
  const { args, server, log } = booted;
  if (args.serve) console.error(runtimeLine("acp-proxy", server));
  const command = args.command;
  const proxy = createAcpProxy({
    runtime: server,
    agentName: args.name ?? basename(command[0]!),
    log,
    spawnChild(client) {
      const child = Bun.spawn(command, { stdin: "pipe", stdout: "pipe", stderr: "inherit" });
      const connection = new ClientSideConnection(() => client, ndJsonStream(sinkWritable(child.stdin), child.stdout, { maxMessageBytes: MAX_ACP_MESSAGE_BYTES }));
      // A peer that breaks the protocol (an over-long line, a broken stream) is cut off: its connection closes, then the process goes.
      const closed = new Promise<void>((resolve) => connection.signal.addEventListener("abort", () => resolve(), { once: true }));
      void closed.then(() => child.kill("SIGKILL"));
      void child.exited.then((code) => log(`acp-proxy: the agent exited (${code ?? child.signalCode})`));
      return { connection, closed, kill: () => child.kill("SIGKILL") };
    },
  });
  const connection = new AgentSideConnection((editor) => proxy.agent(editor), ndJsonStream(stdoutWritable(), Bun.stdin.stream(), { maxMessageBytes: MAX_ACP_MESSAGE_BYTES }));
  await new Promise<void>((resolve) => {
    void connection.closed.finally(resolve);
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
  await server.stop();
  return 0;
}

if (import.meta.main) {
  const code = await main(process.argv.slice(2)).catch((error) => {
    console.error(`toolwire acp-proxy failed: ${error instanceof Error ? error.stack : String(error)}`);
    return 1;
  });
  process.exit(code);
}
