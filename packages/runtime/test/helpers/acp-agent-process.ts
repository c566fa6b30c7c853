import { type Client, ClientSideConnection, ndJsonStream, PROTOCOL_VERSION } from "@agentclientprotocol/sdk";
import type * as acp from "@agentclientprotocol/sdk";
import { resolve } from "node:path";
import { sinkWritable } from "../../src/acp/byte-streams.ts";
import { collectJsonLines, collectText } from "./json-lines.ts";

export const REPO_ROOT = resolve(import.meta.dir, "../../../..");

/** `bun run acp` as a subprocess with the official SDK's ClientSideConnection as its client. */
export interface AcpAgentProcess {
  readonly connection: ClientSideConnection;
  /** Every JSON-RPC message the agent wrote, parsed, in order. */
  readonly sent: unknown[];
  /** The runtime's HTTP base URL the agent announced on stderr. */
  readonly httpUrl: string;
  stderr(): string;
  /** Ends stdin (the connection closes, the agent exits); SIGKILL after 10 s. */
  stop(): Promise<number>;
}

/** Starts `bun run acp -- <args>`; `client` answers the agent's requests. Waits for the runtime line on stderr. */
export async function spawnAcpAgent(args: readonly string[], client: Client): Promise<AcpAgentProcess> {
  const proc = Bun.spawn(["bun", "run", "--silent", "acp", "--", ...args], { cwd: REPO_ROOT, stdin: "pipe", stdout: "pipe", stderr: "pipe" });
  let errors = "";
  void collectText(proc.stderr, (text) => (errors += text));
  const [forClient, forCheck] = proc.stdout.tee();
  const sent: unknown[] = [];
  void collectJsonLines(forCheck, sent);
  const connection = new ClientSideConnection(() => client, ndJsonStream(sinkWritable(proc.stdin), forClient));
  const deadline = Date.now() + 20_000;
  let match: RegExpMatchArray | null = null;
  while (!(match = errors.match(/toolwire acp: runtime http=(\S+)/))) {
    if (proc.exitCode !== null) throw new Error(`bun run acp exited with ${proc.exitCode}:\n${errors}`);
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`bun run acp did not start within 20 s:\n${errors}`);
    }
    await Bun.sleep(20);
  }
  await connection.initialize({ protocolVersion: PROTOCOL_VERSION, clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false } });
  return {
    connection,
    sent,
    httpUrl: match[1]!,
    stderr: () => errors,
    async stop() {
      await proc.stdin.end();
      const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
      const code = await proc.exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A text prompt of `/tool` lines. */
export const toolLines = (...lines: [tool: string, input: unknown][]): acp.ContentBlock[] => [
  { type: "text", text: lines.map(([tool, input]) => `/tool ${tool} ${JSON.stringify(input)}`).join("\n") },
];
