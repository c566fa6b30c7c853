/**
 * A `bun run serve` subprocess set up as the attacker found it: separate agent and user
 * tokens (the agent's from the environment, the user's from a 0600 file), a workspace, a config
 * allowing every tool, the user's secrets in its HOME. The fixture lives under /var/tmp, not /tmp:
 * the sandbox's private /tmp would hide it anyway, so only there are the masks really tested.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { httpClient } from "../helpers/http-client.ts";

export const AGENT = "agent-token-attack-0123456789";
export const USER = "user-token-attack-9876543210";

export interface AttackFixture {
  readonly root: string;
  readonly data: string;
  readonly workspace: string;
  readonly outside: string;
  readonly home: string;
  readonly userTokenFile: string;
  readonly server: ServerProcess;
  /** Runs a tool call with the agent token over HTTP, as a prompt-injected model would. */
  call(tool: string, input: Record<string, unknown>): Promise<Part>;
  /** The bash tool's text: output when completed, the error otherwise. */
  bash(command: string, timeoutMs?: number): Promise<{ status: string; text: string; part: Part }>;
  /** Whether the server still answers /health. */
  alive(): Promise<boolean>;
  close(): Promise<void>;
}

export type Part = { tool: string; state: { status: string; output?: string; error?: string; metadata?: Record<string, unknown> } };

let calls = 0;

/** Makes the fixture and starts the server with `args` (e.g. `--sandbox off`). */
export async function openAttackFixture(args: readonly string[] = []): Promise<AttackFixture> {
  const root = mkdtempSync("/var/tmp/toolwire-attack-");
  const data = join(root, "data");
  const workspace = join(root, "ws");
  const outside = join(root, "outside");
  const home = join(root, "home");
  for (const dir of [data, workspace, outside, join(home, ".ssh")]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(home, ".ssh", "id_ed25519"), "PRIVATE-KEY-OF-THE-USER\n", { mode: 0o600 });
  writeFileSync(join(outside, "secret.txt"), "outside the workspace\n");
  writeFileSync(join(workspace, "hello.txt"), "hello\n");
  writeFileSync(join(data, "permission.json"), JSON.stringify({ "*": "allow" }));
  const userTokenFile = join(data, "user.tok");
  writeFileSync(userTokenFile, `${USER}\n`);
  chmodSync(userTokenFile, 0o600);
  const server = await spawnServer(data, { TOOLWIRE_TOKEN: "", TOOLWIRE_USER_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, HOME: home }, 20_000, ["--workspace", workspace, "--user-token-file", userTokenFile, ...args]);
  const agent = httpClient(server.httpUrl, AGENT);
  const call = (tool: string, input: Record<string, unknown>) => agent.json<Part>(agent.post("/session/ses_attack/tool-call", { messageID: "msg_attack", callID: `call_${++calls}`, tool, input }));
  return {
    root,
    data,
    workspace,
    outside,
    home,
    userTokenFile,
    server,
    call,
    async bash(command, timeoutMs = 20_000) {
      const part = await call("bash", { command, timeout: timeoutMs });
      return { status: part.state.status, text: part.state.output ?? part.state.error ?? "", part };
    },
    async alive() {
      try {
        return (await fetch(`${server.httpUrl}/health`)).ok;
      } catch {
        return false;
      }
    },
    async close() {
      await server.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Host pids whose command line contains `marker` (the test's own view of /proc, outside any sandbox). */
export function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ");
      if (cmdline.includes(marker)) found.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** Waits until `check` holds (bounded: 5 s). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await Bun.sleep(50);
  }
}

/** Kills leftovers of an unsandboxed probe (the proof that it escaped). */
export function killAll(marker: string): void {
  for (const pid of processesWith(marker)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
