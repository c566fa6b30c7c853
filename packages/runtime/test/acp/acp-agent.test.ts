import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type * as acp from "@agentclientprotocol/sdk";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AcpChecker, createAcpChecker } from "../helpers/acp-schema.ts";
import { type AcpAgentProcess, spawnAcpAgent, toolLines } from "../helpers/acp-agent-process.ts";

type Answer = (request: acp.RequestPermissionRequest) => Promise<acp.RequestPermissionResponse> | acp.RequestPermissionResponse;

/** A real ACP client (the SDK's ClientSideConnection) that records what it sees and answers asks from a queue. */
function recordingClient() {
  const updates: acp.SessionNotification[] = [];
  const asks: acp.RequestPermissionRequest[] = [];
  const answers: Answer[] = [];
  const open = new Set<string>();
  const violations: string[] = [];
  const client: acp.Client = {
    async sessionUpdate(params) {
      updates.push(params);
      const update = params.update as { sessionUpdate: string; toolCallId?: string; status?: string };
      if (update.toolCallId && open.has(update.toolCallId) && update.status === "in_progress") violations.push(`${update.toolCallId} in_progress while its permission dialog is open`);
    },
    async requestPermission(params) {
      asks.push(params);
      open.add(params.toolCall.toolCallId);
      const answer = answers.shift();
      try {
        return answer ? await answer(params) : { outcome: { outcome: "cancelled" } };
      } finally {
        open.delete(params.toolCall.toolCallId);
      }
    },
  };
  return { client, updates, asks, answers, violations };
}

const select = (optionId: string): Answer => () => ({ outcome: { outcome: "selected", optionId } });

/** The tool-call updates of a session folded by toolCallId, in first-seen order. */
function callsOf(updates: acp.SessionNotification[], sessionId: string) {
  const calls = new Map<string, Record<string, unknown>>();
  for (const { sessionId: id, update } of updates) {
    if (id !== sessionId || (update.sessionUpdate !== "tool_call" && update.sessionUpdate !== "tool_call_update")) continue;
    const { sessionUpdate: _kind, ...fields } = update as unknown as Record<string, unknown>;
    const previous = calls.get(fields.toolCallId as string) ?? {};
    calls.set(fields.toolCallId as string, { ...previous, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) });
  }
  return [...calls.values()];
}

let checker: AcpChecker;
let dir: string;
let workspace: string;
let agent: AcpAgentProcess;
let recorder: ReturnType<typeof recordingClient>;

beforeAll(async () => {
  checker = (await createAcpChecker()).check;
  dir = mkdtempSync(join(tmpdir(), "toolwire-acp-"));
  workspace = join(dir, "ws");
  await Bun.write(join(workspace, "notes.txt"), "alpha\nbeta\ngamma\n");
  recorder = recordingClient();
  agent = await spawnAcpAgent(["--data-dir", join(dir, "data"), "--workspace", workspace], recorder.client);
}, 60_000);

afterAll(async () => {
  expect(await agent.stop()).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});

describe("bun run acp driven by the official ACP client", () => {
  test("a turn: read, edit with its diff, bash denied then allowed always; every message validates", async () => {
    const { sessionId } = await agent.connection.newSession({ cwd: workspace, mcpServers: [] });
    recorder.answers.push(select("allow_once"), select("reject_once"), select("allow_always"));
    const result = await agent.connection.prompt({
      sessionId,
      prompt: toolLines(
        ["read", { filePath: "notes.txt" }],
        ["edit", { filePath: "notes.txt", oldString: "beta", newString: "BETA" }],
        ["bash", { command: "echo denied" }],
        ["bash", { command: "echo allowed" }],
        ["bash", { command: "echo again" }],
      ),
    });
    expect(result.stopReason).toBe("end_turn");

    const calls = callsOf(recorder.updates, sessionId);
    expect(calls.map((c) => [c.kind, c.status])).toEqual([
      ["read", "completed"],
      ["edit", "completed"],
      ["execute", "failed"],
      ["execute", "completed"],
      ["execute", "completed"],
    ]);
    // The read needs no ask (low risk); edit and the first two bash calls ask; the third is covered by "always".
    expect(recorder.asks.map((a) => a.toolCall.kind)).toEqual(["edit", "execute", "execute"]);
    const editAsk = recorder.asks[0]!;
    expect(editAsk.toolCall.status).toBe("pending");
    expect(editAsk.toolCall.rawInput).toEqual({ filePath: "notes.txt", oldString: "beta", newString: "BETA" });
    expect(editAsk.toolCall.content).toContainEqual({ type: "diff", path: join(workspace, "notes.txt"), oldText: "beta", newText: "BETA" });
    expect(editAsk.options.map((o) => o.kind)).toEqual(["allow_once", "allow_always", "reject_once", "reject_always"]);
    const edit = calls[1]!;
    expect(edit.content).toContainEqual({ type: "diff", path: join(workspace, "notes.txt"), oldText: "alpha\nbeta\ngamma", newText: "alpha\nBETA\ngamma" });
    expect(edit.locations).toEqual([{ path: join(workspace, "notes.txt"), line: 0 }]);
    expect(readFileSync(join(workspace, "notes.txt"), "utf8")).toBe("alpha\nBETA\ngamma\n");
    expect((calls[2]!.rawOutput as { error: string }).error).toContain("rejected");
    expect((calls[3]!.rawOutput as { output: string }).output).toContain("allowed");
    expect(recorder.violations).toEqual([]);

    const problems = agent.sent.flatMap((message, i) => checker(message).map((p) => `message ${i} ${JSON.stringify(message).slice(0, 160)}: ${p}`));
    expect(problems).toEqual([]);
    expect(agent.sent.length).toBeGreaterThan(15);
    // The checker is not a rubber stamp: a tool call with an unknown status is refused by ajv, the validators generated from the official schema and the repository's.
    const refused = checker({ jsonrpc: "2.0", method: "session/update", params: { sessionId, update: { sessionUpdate: "tool_call", toolCallId: "x", title: "t", status: "running" } } });
    expect(refused.map((p) => p.split(/[:(]/)[0]!.trim())).toEqual(["ajv", "generated from the official schema", "@generated/validators/acpToolCall"]);
  }, 60_000);

  test("session/cancel in the middle of a long bash: the tool stops and the turn ends cancelled", async () => {
    const { sessionId } = await agent.connection.newSession({ cwd: workspace, mcpServers: [] });
    recorder.answers.push(select("allow_once"));
    const marker = join(dir, "after-sleep");
    const turn = agent.connection.prompt({ sessionId, prompt: toolLines(["bash", { command: `sleep 30 && touch ${marker}` }], ["read", { filePath: "notes.txt" }]) });
    while (!callsOf(recorder.updates, sessionId).some((c) => c.status === "in_progress")) await Bun.sleep(10);
    await agent.connection.cancel({ sessionId });
    const result = await turn;
    expect(result.stopReason).toBe("cancelled");
    const calls = callsOf(recorder.updates, sessionId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.status).toBe("failed");
    expect((calls[0]!.rawOutput as { error: string }).error).toContain("aborted");
    expect(await Bun.file(marker).exists()).toBe(false);
    expect(agent.sent.flatMap((m) => checker(m))).toEqual([]);
  }, 60_000);

  test("a forged option id and the agent credential cannot approve anything: nothing changes", async () => {
    const { sessionId } = await agent.connection.newSession({ cwd: workspace, mcpServers: [] });
    const token = (name: string) => readFileSync(join(dir, "data", `${name}.token`), "utf8").trim();
    let agentReply: { status: number; pendingAfter: number } | undefined;
    recorder.answers.push(async (request) => {
      // While the client's dialog is open, the agent's own credential tries to answer over HTTP.
      const requestID = (request._meta as { toolwire: { requestID: string } }).toolwire.requestID;
      const response = await fetch(`${agent.httpUrl}/permission/${requestID}/reply`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token("agent")}`, "Content-Type": "application/json" },
        body: JSON.stringify({ reply: "always" }),
      });
      const pending = (await (await fetch(`${agent.httpUrl}/permission`, { headers: { Authorization: `Bearer ${token("user")}` } })).json()) as unknown[];
      agentReply = { status: response.status, pendingAfter: pending.length };
      // Then the client answers with an option that was never offered.
      return { outcome: { outcome: "selected", optionId: "allow_forever" } };
    });
    const result = await agent.connection.prompt({ sessionId, prompt: toolLines(["write", { filePath: "forged.txt", content: "x" }]) });
    expect(result.stopReason).toBe("end_turn");
    expect(agentReply).toEqual({ status: 403, pendingAfter: 1 });
    const calls = callsOf(recorder.updates, sessionId);
    expect(calls.map((c) => c.status)).toEqual(["failed"]);
    expect(await Bun.file(join(workspace, "forged.txt")).exists()).toBe(false);
    const approvals = (await (await fetch(`${agent.httpUrl}/approval?sessionID=${sessionId}`, { headers: { Authorization: `Bearer ${token("user")}` } })).json()) as unknown[];
    expect(approvals).toEqual([]);
  }, 60_000);

  test("an unparsable /tool line becomes an agent message; the turn goes on", async () => {
    const { sessionId } = await agent.connection.newSession({ cwd: workspace, mcpServers: [] });
    const result = await agent.connection.prompt({ sessionId, prompt: [{ type: "text", text: 'hello\n/tool read {"filePath":\n/tool glob {"pattern":"*.txt"}' }] });
    expect(result.stopReason).toBe("end_turn");
    const messages = recorder.updates.filter((u) => u.sessionId === sessionId && u.update.sessionUpdate === "agent_message_chunk");
    expect(JSON.stringify(messages)).toContain("line 2: /tool read: input is not JSON");
    expect(callsOf(recorder.updates, sessionId).map((c) => [c.kind, c.status])).toEqual([["search", "completed"]]);
  }, 60_000);
});

describe("tool discovery as the editor sees it", () => {
  test("session/new announces the tools as commands; a client registering a tool announces the new set; `/name {json}` runs one", async () => {
    const { sessionId } = await agent.connection.newSession({ cwd: workspace, mcpServers: [] });
    const announced = () =>
      recorder.updates.filter((u) => u.sessionId === sessionId && u.update.sessionUpdate === "available_commands_update").map((u) => (u.update as { availableCommands: { name: string }[] }).availableCommands.map((c) => c.name));
    for (let i = 0; i < 100 && announced().length === 0; i++) await Bun.sleep(20);
    expect(announced()[0]).toEqual(expect.arrayContaining(["read", "write", "edit", "grep", "glob", "bash", "run"]));

    // A client registers a tool for this session over HTTP (user token from the agent's data dir).
    const userToken = readFileSync(join(dir, "data", "user.token"), "utf8").trim();
    const register = await fetch(`${agent.httpUrl}/client-tools/register`, {
      method: "POST",
      headers: { Authorization: `Bearer ${userToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ sessionID: sessionId, clientID: "editor-ext", tools: [{ id: "pick", description: "Pick a color", parameters: { type: "object" } }] }),
    });
    expect(register.status).toBe(200);
    for (let i = 0; i < 100 && !announced().some((names) => names.some((n) => n.includes("pick"))); i++) await Bun.sleep(20);
    expect(announced().at(-1)!.some((n) => n.includes("pick"))).toBe(true);

    // The command form runs the tool (read is low risk: no ask).
    await agent.connection.prompt({ sessionId, prompt: [{ type: "text", text: '/read {"filePath":"notes.txt"}' }] });
    expect(JSON.stringify(callsOf(recorder.updates, sessionId))).toContain("alpha");
    expect(agent.sent.flatMap((m) => checker(m))).toEqual([]);
  });
});

describe("todo lists as plans", () => {
  test("todowrite in a session sends the list as a plan update (cancelled items left out), valid by the official schema", async () => {
    const { sessionId } = await agent.connection.newSession({ cwd: workspace, mcpServers: [] });
    recorder.answers.push(select("allow_once"));
    const todos = [
      { content: "Read the parser", status: "completed" },
      { content: "Fix the bug", status: "in_progress", priority: "high" },
      { content: "Old idea", status: "cancelled" },
    ];
    await agent.connection.prompt({ sessionId, prompt: toolLines(["todowrite", { todos }]) });
    const plans = recorder.updates.filter((u) => u.sessionId === sessionId && u.update.sessionUpdate === "plan");
    expect(plans.map((p) => (p.update as { entries: unknown[] }).entries)).toEqual([
      [
        { content: "Read the parser", priority: "medium", status: "completed" },
        { content: "Fix the bug", priority: "high", status: "in_progress" },
      ],
    ]);
    const planMessages = agent.sent.filter((m) => (m as { params?: { update?: { sessionUpdate?: string } } }).params?.update?.sessionUpdate === "plan");
    expect(planMessages.length).toBe(1);
    expect(planMessages.flatMap((m) => checker(m))).toEqual([]);
  });
});
