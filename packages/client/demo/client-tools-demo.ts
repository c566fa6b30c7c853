#!/usr/bin/env bun
/**
 * `bun run demo:client-tools`: starts a server (temp data dir, free loopback ports), connects a
 * client over WebSocket with two tools, and runs one call through each as the agent: `notify`
 * is allowed by the project's rules, `open_url` needs the user's reply (the demo's "user"
 * answers it over HTTP). Every tool-part transition is printed live as the server announces it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { spawnServer } from "../../runtime/src/cli/spawn-serve.ts";
import { createClientTools } from "../src/index.ts";
import { createSseParser } from "../src/sse-parser.ts";

const AGENT = "demo-agent-token";
const USER = "demo-user-token";
const SESSION = "ses_demo_client_tools";
const started = performance.now();
const color = process.stdout.isTTY ? (code: number, text: string) => `\x1b[${code}m${text}\x1b[0m` : (_: number, text: string) => text;
const say = (who: string, text: string) => console.log(`${color(90, `+${String(Math.round(performance.now() - started)).padStart(5)} ms`)}  ${color(36, who.padEnd(7))} ${text}`);
const auth = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

const dir = mkdtempSync(join(tmpdir(), "toolwire-demo-client-tools-"));
writeFileSync(join(dir, "permission.json"), JSON.stringify({ client_tools: { "*": "ask", "client_*_notify": "allow" } }));
const server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER });
say("server", `listening on ${server.httpUrl} (gRPC ${server.grpcTarget}); rules: client_tools ask, client_*_notify allow`);
const watchers = new AbortController();

try {
  // The user's side watches tool parts and permission asks, and answers the asks.
  void watch(`${server.httpUrl}/event?sessionID=${SESSION}`, async (event) => {
    if (event.type === "message.part.updated") {
      const part = (event.properties as { part: { tool: string; state: { status: string; title?: string; output?: string; error?: string } } }).part;
      const detail = part.state.status === "completed" ? `→ ${part.state.output}` : part.state.status === "error" ? `→ ${part.state.error}` : (part.state.title ?? "");
      say("part", `${part.tool} ${color(33, part.state.status)} ${detail}`);
    } else if (event.type === "permission.asked") {
      const ask = event.properties as { id: string; permission: string; patterns: string[] };
      say("user", `asked: may ${ask.patterns.join(", ")} run (${ask.permission})? answering "once"`);
      await fetch(`${server.httpUrl}/permission/${ask.id}/reply`, { method: "POST", headers: auth(USER), body: JSON.stringify({ reply: "once" }) });
    }
  });

  const client = createClientTools({ baseUrl: server.httpUrl, token: USER, sessionID: SESSION, clientID: "demo-editor", transport: "websocket" });
  client.on("connected", ({ clientID }) => say("client", `connected as ${clientID}`));
  client.on("disconnected", ({ error }) => say("client", `disconnected: ${error.message}`));
  const notify = await client.register({
    id: "notify",
    description: "Shows a notification in the editor",
    parameters: z.object({ message: z.string() }),
    execute: (input) => {
      say("client", `notify handler runs: "${input.message}"`);
      return { title: "Notified", output: `shown: ${input.message}` };
    },
  });
  const openUrl = await client.register({
    id: "open_url",
    description: "Opens a URL in the user's browser",
    parameters: z.object({ url: z.string().url() }),
    execute: (input) => {
      say("client", `open_url handler runs: ${input.url}`);
      return { title: `Opened ${input.url}`, output: "opened in the default browser" };
    },
  });
  await client.connect();

  for (const [n, tool, input] of [
    [1, notify, { message: "Build finished" }],
    [2, openUrl, { url: "https://example.org/docs" }],
  ] as const) {
    say("agent", `runs ${tool} ${JSON.stringify(input)}`);
    const response = await fetch(`${server.httpUrl}/session/${SESSION}/tool-call`, { method: "POST", headers: auth(AGENT), body: JSON.stringify({ messageID: "msg_demo", callID: `call_${n}`, tool, input }) });
    const part = (await response.json()) as { state: { status: string } };
    say("agent", `final part: ${part.state.status}`);
  }
  client.close();
  say("demo", "done");
} finally {
  watchers.abort();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** Reads an SSE stream as the user and hands each event over. */
async function watch(url: string, onEvent: (event: { type: string; properties: unknown }) => Promise<void> | void): Promise<void> {
  try {
    const response = await fetch(url, { headers: auth(USER), signal: watchers.signal });
    const events: { type: string; properties: unknown }[] = [];
    const parse = createSseParser(({ data }) => events.push(JSON.parse(data)));
    for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
      parse(chunk);
      for (const event of events.splice(0)) await onEvent(event);
    }
  } catch (error) {
    if (!watchers.signal.aborted) say("user", `event stream failed: ${(error as Error).message}`);
  }
}
