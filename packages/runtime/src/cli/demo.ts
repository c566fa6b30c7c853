#!/usr/bin/env bun
/**
 * `bun run demo`: one scripted tool call through the whole system — tool part pending, permission
 * asked over gRPC, the "user" answers over HTTP, running, completed — printing every transition
 * as the server announces it. Starts its own server (temp data dir, free ports) unless pointed at
 * one with `--grpc host:port --http url` (token from `--token` or TOOLWIRE_TOKEN). Against a
 * server whose rules already decide the ask (an earlier run's "always", a config allow or deny)
 * no prompt is shown; the demo then prints the deciding rule and carries on.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AskPermissionResponse } from "@generated/validators/askPermissionResponse";
import type { ToolPart } from "@generated/validators/toolPart";
import { createGrpcClient } from "../client/grpc-client.ts";
import { createIdentifier } from "../ids/identifier.ts";
import { startDemoUser } from "./demo-user.ts";
import { spawnServer } from "./spawn-serve.ts";

const started = performance.now();
const color = process.stdout.isTTY ? (code: number, text: string) => `\x1b[${code}m${text}\x1b[0m` : (_: number, text: string) => text;
const say = (who: string, text: string) =>
  console.log(`${color(90, `+${String(Math.round(performance.now() - started)).padStart(5)} ms`)}  ${color(36, who.padEnd(7))} ${text}`);

interface Target {
  readonly grpc: string;
  readonly http: string;
  /** Asks and reports tool parts. */
  readonly agentToken: string;
  /** Answers prompts and explains decisions. */
  readonly userToken: string;
  stop(): Promise<void>;
}

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Our own server as a subprocess, exactly as `bun run serve` runs it (generated agent and user tokens, temp data dir). */
async function startServer(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-demo-"));
  const server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: "", TOOLWIRE_USER_TOKEN: "" });
  return {
    http: server.httpUrl,
    grpc: server.grpcTarget,
    agentToken: readFileSync(join(dir, "agent.token"), "utf8").trim(),
    userToken: readFileSync(join(dir, "user.token"), "utf8").trim(),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function describePart(part: ToolPart): string {
  const state = part.state as ToolPart["state"] & { title?: string; output?: string; error?: string; metadata?: Record<string, unknown> };
  const bits = [`${color(1, part.tool)} ${color(33, state.status)}`];
  if (state.title) bits.push(`title=${JSON.stringify(state.title)}`);
  if (state.metadata) bits.push(`metadata=${JSON.stringify(state.metadata)}`);
  if (state.output !== undefined) bits.push(`output=${JSON.stringify(state.output)}`);
  if (state.error) bits.push(`error=${JSON.stringify(state.error)}`);
  return bits.join("  ");
}

const HELP = `Usage: bun run demo [-- --grpc <host:port> --http <url> [--agent-token <t> --user-token <t> | --token <t>]]

Drives one scripted tool call through the system (pending → ask → reply → running → completed)
and prints each transition. Without options it starts its own server (temp data dir, free ports);
with --grpc and --http it uses a running \`bun run serve\`: the agent side uses the agent token
(--agent-token or TOOLWIRE_AGENT_TOKEN), the user side the user token (--user-token or
TOOLWIRE_USER_TOKEN); --token or TOOLWIRE_TOKEN stands for both on a single-credential server.
The demo user answers "always" for the whole project, so when the server's rules decide the ask
(an earlier run's approval, or a config allow/deny) no prompt is shown: the demo prints the
deciding rule and finishes (a denied call ends in error).`;

/** What the server's rules say about one pattern, for printing: `approval rule "git *" → allow`. */
async function explainDecision(http: string, headers: Record<string, string>, permission: string, pattern: string): Promise<string> {
  const query = `permission=${encodeURIComponent(permission)}&pattern=${encodeURIComponent(pattern)}`;
  const response = await fetch(`${http}/permission/explain?${query}`, { headers });
  if (!response.ok) return `(explain failed: HTTP ${response.status})`;
  const why = (await response.json()) as { action: string; cause: string; rule?: { source: string; rule: { pattern: string; action: string } } };
  return why.rule ? `${why.rule.source} rule "${why.rule.rule.pattern}" → ${why.rule.rule.action}` : `${why.cause} → ${why.action}`;
}

/** True when the user was asked: rules alone never produce a reply. */
const prompted = (decision: AskPermissionResponse) => decision.reply !== undefined;

async function main(): Promise<void> {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log(HELP);
    return;
  }
  const external = flag("--grpc") && flag("--http");
  say("demo", external ? `using the server at ${flag("--http")} / ${flag("--grpc")}` : "starting a server (bun run serve, temp data dir, free ports)…");
  const target: Target = external
    ? {
        grpc: flag("--grpc")!,
        http: flag("--http")!,
        agentToken: flag("--agent-token") ?? process.env.TOOLWIRE_AGENT_TOKEN ?? flag("--token") ?? process.env.TOOLWIRE_TOKEN ?? "",
        userToken: flag("--user-token") ?? process.env.TOOLWIRE_USER_TOKEN ?? flag("--token") ?? process.env.TOOLWIRE_TOKEN ?? "",
        stop: async () => {},
      }
    : await startServer();
  say("demo", `HTTP ${target.http}   gRPC ${target.grpc}`);
  say("demo", `console: ${target.http}/console (log in with the user token)`);

  const grpc = createGrpcClient({ target: target.grpc, token: target.agentToken });
  const headers = { Authorization: `Bearer ${target.agentToken}`, "Content-Type": "application/json" };
  const userHeaders = { Authorization: `Bearer ${target.userToken}`, "Content-Type": "application/json" };
  const post = async (path: string, body: unknown, as = headers) => {
    const response = await fetch(`${target.http}${path}`, { method: "POST", headers: as, body: JSON.stringify(body) });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json;
  };

  const sessionID = createIdentifier("ses");
  const messageID = createIdentifier("msg");
  const partID = createIdentifier("prt");
  const callID = "call_demo_1";

  // Watch what the server announces: tool parts over gRPC, permissions over HTTP SSE.
  let partsSeen = 0;
  const parts = grpc.watchToolParts({ sessionID }, (part) => {
    partsSeen++;
    say("server", `message.part.updated  ${describePart(part)}`);
  });
  await parts.ready;
  // The "user" (its own credential): answers every permission prompt of the session with
  // "always" for the whole project, so a later run's asks are decided by the approval.
  const user = await startDemoUser({
    http: target.http,
    headers: userHeaders,
    sessionID,
    say,
    answer: async (request) => void (await post(`/permission/${request.id}/reply`, { reply: "always", scope: "project" }, userHeaders)),
  });
  const settle = async (expected: number) => {
    // Let the part stream catch up so the transcript reads in order.
    for (let i = 0; i < 200 && partsSeen < expected; i++) await Bun.sleep(5);
  };

  /** Asks over gRPC and prints how it was decided: by the user's reply, or by a rule without a prompt. */
  const ask = async (patterns: string[], always: string[] = []) => {
    const decision = await grpc.ask({ sessionID, permission: "bash", patterns, always, metadata: { command: patterns[0] }, tool: { messageID, callID } });
    const outcome = color(decision.outcome === "allowed" ? 32 : 31, decision.outcome);
    if (prompted(decision)) {
      // The prompt's permission.replied is on its way over SSE; wait (bounded) so it prints first.
      await user.replied(decision.id);
      say("agent", `AskPermission → ${outcome} (reply ${decision.reply})`);
    } else {
      // Rules decided: no prompt was shown, so no permission.replied will ever come.
      const rule = await explainDecision(target.http, userHeaders, "bash", patterns[0]!);
      say("agent", `AskPermission → ${outcome} without a prompt: decided by ${rule}`);
    }
    return decision;
  };

  say("agent", `calls tool bash {"command": "git status"}  → POST /session/${sessionID}/part`);
  await post(`/session/${sessionID}/part`, { id: partID, messageID, callID, tool: "bash", state: { status: "pending", input: { command: "git status" }, raw: '{"command":"git status"}' } });

  say("agent", "asks permission bash [\"git status\"]  → gRPC AskPermission (blocks until decided)");
  const decision = await ask(["git status"], ["git *"]);
  let summary: string;
  if (decision.outcome !== "allowed") {
    say("agent", "does not run the tool; the part ends in error");
    await post(`/session/${sessionID}/part`, { id: partID, state: { status: "error", error: decision.message ?? `permission ${decision.outcome}` } });
    await settle(2);
    summary = `pending → (${prompted(decision) ? `ask → ${decision.outcome}` : `${decision.outcome} by a rule, no prompt`}) → error.`;
  } else {
    say("agent", "runs the tool, streaming output");
    await post(`/session/${sessionID}/part`, { id: partID, state: { status: "running", title: "git status", metadata: { stdout: "On branch main\n" } } });
    await post(`/session/${sessionID}/part`, { id: partID, state: { metadata: { stdout: "On branch main\nnothing to commit, working tree clean\n" } } });
    await post(`/session/${sessionID}/part`, { id: partID, state: { status: "completed", output: "nothing to commit, working tree clean", metadata: { exit: 0 } } });
    await settle(4);

    say("agent", "asks again for bash [\"git log -1\"]");
    await ask(["git log -1"]);
    summary = prompted(decision)
      ? "pending → (ask → always) → running → completed, and the approval is remembered."
      : "pending → (allowed by a rule, no prompt) → running → completed.";
  }

  await user.stop();
  parts.cancel();
  grpc.close();
  await target.stop();
  say("demo", `done: ${summary}`);
}

await main().catch((error) => {
  console.error(`demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
process.exit(0);
