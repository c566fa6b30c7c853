/**
 * The tool-call entry point over the wire: `POST /session/:id/tool-call` and gRPC
 * `ToolService.ExecuteTool` run a built-in tool in the server's workspace to its final ToolPart;
 * only the agent role may run calls, only the user role reads metrics.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import * as grpc from "@grpc/grpc-js";
import { fromProtoExecuteToolResponse, toProtoExecuteToolRequest } from "@generated/proto/bridge";
import { ToolServiceClient } from "@generated/proto/opencode/tool/v1/tool_service";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { httpClient } from "../helpers/http-client.ts";

const AGENT = "agent-token-tool-call";
const USER = "user-token-tool-call";
let dir: string;
let workspace: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-toolcall-"));
  workspace = join(dir, "ws");
  mkdirSync(workspace);
  writeFileSync(join(workspace, "notes.txt"), "one\ntwo\nthree\n");
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ edit: { "*": "allow", "x.txt": "deny" } }));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER }, 15_000, ["--workspace", workspace]);
});
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

type Part = { tool: string; state: { status: string; output?: string; error?: string; metadata?: Record<string, unknown> } };

describe("tool calls over the wire", () => {
  test("HTTP: the agent runs read (low risk: no prompt) and edit (config allow) to completion; the user may not run calls", async () => {
    const agent = httpClient(server.httpUrl, AGENT);
    const read = await agent.json<Part>(agent.post("/session/ses_t/tool-call", { messageID: "msg_1", callID: "c1", tool: "read", input: { filePath: "notes.txt" } }));
    expect(read.state.status).toBe("completed");
    expect(read.state.output).toContain("two");
    const edit = await agent.json<Part>(
      agent.post("/session/ses_t/tool-call", { messageID: "msg_1", callID: "c2", tool: "edit", input: { filePath: "notes.txt", oldString: "two", newString: "2" } }),
    );
    expect(edit.state.status).toBe("completed");
    expect(readFileSync(join(workspace, "notes.txt"), "utf8")).toBe("one\n2\nthree\n");
    // A configured deny ends the part in error; the file is untouched.
    const write = await agent.json<Part>(agent.post("/session/ses_t/tool-call", { messageID: "msg_1", callID: "c3", tool: "write", input: { filePath: "x.txt", content: "x" } }));
    expect([write.state.status, write.state.error]).toEqual(["error", expect.stringContaining("prevents you")]);
    // Escapes are refused.
    const escape = await agent.json<Part>(agent.post("/session/ses_t/tool-call", { messageID: "msg_1", callID: "c4", tool: "read", input: { filePath: "../permission.json" } }));
    expect(escape.state.status).toBe("error");

    const user = httpClient(server.httpUrl, USER);
    const refused = await user.post("/session/ses_t/tool-call", { messageID: "msg_1", callID: "c5", tool: "read", input: { filePath: "notes.txt" } });
    expect(refused.status).toBe(403);
    expect((await user.json<{ name: string }[]>(user.get("/tools"))).map((t) => t.name)).toEqual(expect.arrayContaining(["read", "write", "edit", "grep", "glob", "bash"]));
    expect((await agent.get("/metrics")).status).toBe(403);
    const metrics = await (await user.get("/metrics")).text();
    expect(metrics).toContain('tool="read"');
  }, 30_000);

  test("gRPC ExecuteTool with the agent credential; PERMISSION_DENIED with the user's", async () => {
    const client = new ToolServiceClient(server.grpcTarget, grpc.credentials.createInsecure());
    const run = (token: string) =>
      new Promise<{ error: grpc.ServiceError | null; part?: Part }>((resolve) => {
        const metadata = new grpc.Metadata();
        metadata.set("authorization", `Bearer ${token}`);
        client.executeTool(toProtoExecuteToolRequest({ sessionID: "ses_g", messageID: "msg_1", callID: "g1", tool: "glob", input: { pattern: "*.txt" } }), metadata, (error, response) =>
          resolve({ error, ...(response ? { part: fromProtoExecuteToolResponse(response).part as Part } : {}) }),
        );
      });
    const ok = await run(AGENT);
    expect(ok.error).toBeNull();
    expect(ok.part!.state.status).toBe("completed");
    expect(ok.part!.state.output).toContain("notes.txt");
    expect((await run(USER)).error?.code).toBe(grpc.status.PERMISSION_DENIED);
    client.close();
  }, 30_000);
});
