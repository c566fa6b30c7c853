/**
 * The session's todo list through every transport: written over HTTP, read back over gRPC, still
 * there after a restart (the store keeps it), and refused to the user credential (only the agent
 * runs tool calls). ACP's plan updates are in test/acp/acp-agent.test.ts.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import * as grpc from "@grpc/grpc-js";
import { fromProtoExecuteToolResponse, toProtoExecuteToolRequest } from "@generated/proto/bridge";
import { ToolServiceClient } from "@generated/proto/opencode/tool/v1/tool_service";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { httpClient } from "../helpers/http-client.ts";

const AGENT = "agent-token-todo-0123";
const USER = "user-token-todo-0123";
let dir: string;
let server: ServerProcess;
const start = () => spawnServer(join(dir, "data"), { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER }, 15_000, ["--workspace", join(dir, "ws")]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-todo-"));
  mkdirSync(join(dir, "ws"));
  mkdirSync(join(dir, "data"));
  writeFileSync(join(dir, "data", "permission.json"), JSON.stringify({ todowrite: "allow" }));
  server = await start();
});
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

type Part = { state: { status: string; output?: string; error?: string; metadata?: { todos?: unknown } } };

const grpcRead = (target: string, token: string) =>
  new Promise<{ error: grpc.ServiceError | null; part?: Part }>((resolve) => {
    const client = new ToolServiceClient(target, grpc.credentials.createInsecure());
    const metadata = new grpc.Metadata();
    metadata.set("authorization", `Bearer ${token}`);
    client.executeTool(toProtoExecuteToolRequest({ sessionID: "ses_todo", messageID: "msg_1", callID: `r${Math.random()}`, tool: "todoread", input: {} }), metadata, (error, response) => {
      client.close();
      resolve({ error, ...(response ? { part: fromProtoExecuteToolResponse(response).part as Part } : {}) });
    });
  });

test("todowrite over HTTP, todoread over gRPC, the list kept across a restart; the user may not run them", async () => {
  const todos = [
    { id: "a", content: "Write the failing test", status: "completed" },
    { id: "b", content: "Fix the parser", status: "in_progress", priority: "high" },
    { id: "c", content: "Drop the old flag", status: "pending", priority: "low" },
  ];
  const agent = httpClient(server.httpUrl, AGENT);
  const written = await agent.json<Part>(agent.post("/session/ses_todo/tool-call", { messageID: "msg_1", callID: "w1", tool: "todowrite", input: { todos } }));
  expect(written.state.status).toBe("completed");
  expect(written.state.output).toBe("[x] Write the failing test\n[~] Fix the parser (high)\n[ ] Drop the old flag (low)");
  const read = await grpcRead(server.grpcTarget, AGENT);
  expect(read.error).toBeNull();
  expect(read.part!.state.metadata?.todos).toEqual(todos);
  // Another session has its own (empty) list.
  const other = await agent.json<Part>(agent.post("/session/ses_else/tool-call", { messageID: "msg_1", callID: "r2", tool: "todoread", input: {} }));
  expect(other.state.output).toBe("No todos");
  // A malformed list is refused by the schema, and nothing changes.
  const bad = await agent.json<Part>(agent.post("/session/ses_todo/tool-call", { messageID: "msg_1", callID: "w2", tool: "todowrite", input: { todos: [{ content: "x", status: "done" }] } }));
  expect(bad.state.status).toBe("error");
  expect((await grpcRead(server.grpcTarget, AGENT)).part!.state.metadata?.todos).toEqual(todos);
  // The user credential runs no tool calls.
  expect((await grpcRead(server.grpcTarget, USER)).error?.code).toBe(grpc.status.PERMISSION_DENIED);

  await server.stop();
  server = await start();
  expect((await grpcRead(server.grpcTarget, AGENT)).part!.state.metadata?.todos).toEqual(todos);
}, 60_000);
