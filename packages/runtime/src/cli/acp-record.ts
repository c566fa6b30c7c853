#!/usr/bin/env bun
/**
 * `toolwire acp-record [options] -- <agent command>`: runs an ACP agent as a child, acts as its
 * client, records its tool calls as ToolParts in a toolwire runtime (HTTP + gRPC, so watchers and
 * the user credential work) and answers its permission requests through the permission service.
 */
import { ClientSideConnection, ndJsonStream, PROTOCOL_VERSION } from "@agentclientprotocol/sdk";
import { MAX_ACP_MESSAGE_BYTES } from "../acp/acp-actors.ts";
import { createAcpRecorder } from "../acp/acp-recorder.ts";
import { sinkWritable } from "../acp/byte-streams.ts";
import { createIdentifier } from "../ids/identifier.ts";
import { SERVE_USAGE, UsageError } from "../server/serve-options.ts";
import { bootEmbedded, runtimeLine } from "./embedded-runtime.ts";

const USAGE = `Usage: toolwire acp-record [options] -- <agent command> [args]
       (bun run toolwire acp-record … or bun run acp-record …)

Runs an ACP agent as a child process, acts as its client, and records its tool calls as ToolParts
in a toolwire runtime started here; the agent's permission requests become permission asks a user
answers over HTTP/gRPC (or the permission rules decide).

Options:
  --prompt <text>      a prompt to send; repeatable (default: standard input, read to its end)
  --cwd <dir>          the session's working directory (default: the current directory)
  --json               print the recorded parts as one JSON line at the end
  --hold               after the prompts, keep the agent and the runtime up until SIGTERM/SIGINT
${SERVE_USAGE.split("\n").slice(4).join("\n")}`;

interface RecordArgs {
  readonly prompts: string[];
  readonly cwd: string;
  readonly json: boolean;
  readonly hold: boolean;
  readonly serve: string[];
  readonly command: string[];
}

/** Splits the command line at `--`: recorder options before, the agent command after. */
export function parseRecordArgs(argv: readonly string[]): RecordArgs {
  const split = argv.indexOf("--");
  const own = split < 0 ? [...argv] : argv.slice(0, split);
  const command = split < 0 ? [] : argv.slice(split + 1);
  const out: RecordArgs = { prompts: [], cwd: process.cwd(), json: false, hold: false, serve: [], command };
  for (let i = 0; i < own.length; i++) {
    const arg = own[i]!;
    const value = () => {
      const next = own[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === "--prompt") out.prompts.push(value());
    else if (arg === "--cwd") (out as { cwd: string }).cwd = value();
    else if (arg === "--json") (out as { json: boolean }).json = true;
    else if (arg === "--hold") (out as { hold: boolean }).hold = true;
    else out.serve.push(arg);
  }
  return out;
}

async function main(argv: readonly string[]): Promise<number> {
  const booted = await bootEmbedded(
    "acp-record",
    USAGE,
    () => {
      const args = parseRecordArgs(argv);
      return { args, serve: args.serve, child: args.command };
    },
    "stdout",
  );
  if (typeof booted === "number") return booted;
  const { args, server, log } = booted;
  console.log(runtimeLine("acp-record", server));
  const prompts = args.prompts.length > 0 ? args.prompts : [await Bun.stdin.text()];

  const child = Bun.spawn(args.command, { stdin: "pipe", stdout: "pipe", stderr: "inherit", cwd: args.cwd });
  const closing = new AbortController();
  const recorder = createAcpRecorder({ runtime: server, signal: closing.signal, onMessage: (text) => console.log(`agent: ${text}`), log });
  const connection = new ClientSideConnection(() => recorder.client, ndJsonStream(sinkWritable(child.stdin), child.stdout, { maxMessageBytes: MAX_ACP_MESSAGE_BYTES }));
  let code = 0;
  let acpSessionId: string | undefined;
  const onSignal = () => {
    if (acpSessionId) void connection.cancel({ sessionId: acpSessionId }).catch(() => {});
  };
  process.on("SIGINT", onSignal);
  try {
    const init = await connection.initialize({ protocolVersion: PROTOCOL_VERSION, clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false } });
    console.log(`toolwire acp-record: agent ${init.agentInfo?.name ?? "(unnamed)"} speaks ACP v${init.protocolVersion}`);
    const session = await connection.newSession({ cwd: args.cwd, mcpServers: [] });
    acpSessionId = session.sessionId;
    const sessionID = createIdentifier("ses");
    recorder.bind(session.sessionId, sessionID);
    console.log(`toolwire acp-record: recording ACP session ${session.sessionId} as ${sessionID}`);
    for (const text of prompts) {
      recorder.beginTurn(session.sessionId);
      const result = await connection.prompt({ sessionId: session.sessionId, prompt: [{ type: "text", text }] });
      console.log(`toolwire acp-record: turn ended: ${result.stopReason}`);
    }
    const parts = recorder.parts(sessionID);
    console.log(`toolwire acp-record: ${parts.length} tool part(s) recorded in ${sessionID}`);
    if (args.json) console.log(JSON.stringify({ sessionID, parts }));
    if (args.hold) {
      console.log("toolwire acp-record: holding (SIGTERM or SIGINT stops)");
      await new Promise<void>((resolve) => {
        process.once("SIGTERM", () => resolve());
        process.once("SIGINT", () => resolve());
      });
    }
  } catch (error) {
    console.error(`toolwire acp-record: ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  } finally {
    process.off("SIGINT", onSignal);
    closing.abort();
    await child.stdin.end();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await child.exited;
    clearTimeout(timer);
    await server.stop();
  }
  return code;
}

if (import.meta.main) {
  const code = await main(process.argv.slice(2)).catch((error) => {
    console.error(`toolwire acp-record failed: ${error instanceof Error ? error.stack : String(error)}`);
    return 1;
  });
  process.exit(code);
}
