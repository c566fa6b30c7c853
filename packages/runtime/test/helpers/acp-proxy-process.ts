import { type Client, ClientSideConnection, ndJsonStream, PROTOCOL_VERSION } from "@agentclientprotocol/sdk";
import type * as acp from "@agentclientprotocol/sdk";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sinkWritable } from "../../src/acp/byte-streams.ts";
import { collectJsonLines, collectText } from "./json-lines.ts";

const RUNTIME = resolve(import.meta.dir, "../..");
export const TAP = join(RUNTIME, "test/acp/fixtures/tap.ts");

/** `toolwire acp-proxy` as a subprocess, an SDK ClientSideConnection playing the editor. */
export interface AcpProxyProcess {
  readonly connection: ClientSideConnection;
  readonly init: acp.InitializeResponse;
  /** Every line the proxy wrote to the editor, parsed. */
  readonly toEditor: unknown[];
  /** Every line the proxy wrote to its child (read from the tap file), parsed. */
  toChild(): unknown[];
  readonly httpUrl: string;
  readonly pid: number;
  stderr(): string;
  stop(): Promise<number>;
}

export interface ProxyOptions {
  /** The child agent's command (wrapped in the tap). */
  readonly child: readonly string[];
  readonly tapFile: string;
  readonly dataDir: string;
  readonly env: Record<string, string>;
  readonly editor: Client;
  readonly capabilities: acp.ClientCapabilities;
  readonly cwd?: string;
}

/** Starts the proxy with `--serve` and initializes it as the editor would. */
export async function spawnAcpProxy(options: ProxyOptions): Promise<AcpProxyProcess> {
  const proc = Bun.spawn(["bun", join(RUNTIME, "src/cli/acp-proxy.ts"), "--serve", "--data-dir", options.dataDir, "--", "bun", TAP, options.tapFile, "--", ...options.child], {
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, ...options.env },
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  let errors = "";
  void collectText(proc.stderr, (text) => (errors += text));
  const [forEditor, forCheck] = proc.stdout.tee();
  const toEditor: unknown[] = [];
  void collectJsonLines(forCheck, toEditor);
  const connection = new ClientSideConnection(() => options.editor, ndJsonStream(sinkWritable(proc.stdin), forEditor));
  const deadline = Date.now() + 20_000;
  let match: RegExpMatchArray | null = null;
  while (!(match = errors.match(/toolwire acp-proxy: runtime http=(\S+)/))) {
    if (proc.exitCode !== null) throw new Error(`acp-proxy exited with ${proc.exitCode}:\n${errors}`);
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`acp-proxy did not start within 20 s:\n${errors}`);
    }
    await Bun.sleep(20);
  }
  const init = await connection.initialize({ protocolVersion: PROTOCOL_VERSION, clientCapabilities: options.capabilities });
  return {
    connection,
    init,
    toEditor,
    toChild: () => (existsSync(options.tapFile) ? readFileSync(options.tapFile, "utf8").split("\n").filter((l) => l.trim()).flatMap((l) => { try { return [JSON.parse(l)]; } catch { return []; } }) : []),
    httpUrl: match[1]!,
    pid: proc.pid,
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
