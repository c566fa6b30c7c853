/**
 * examples/python-client-tools: a non-TypeScript client over gRPC. Generates Python stubs from
 * the emitted protos (protoc + grpc_python_plugin), runs the script with Debian's python3-grpcio
 * against a real server, and runs a call through its tool. `.ci/run` installs those packages.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../runtime/src/cli/spawn-serve.ts";

const EXAMPLE = join(import.meta.dir, "..", "..", "..", "examples", "python-client-tools");
const PYTHON = process.env.TOOLWIRE_PYTHON ?? "/usr/bin/python3";
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-python-"));
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ client_tools: { "*": "allow" } }));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: "agent-py", TOOLWIRE_USER_TOKEN: "user-py" });
});
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

test("the Python example registers over gRPC and answers a call", async () => {
  const generate = Bun.spawnSync(["bash", join(EXAMPLE, "generate.sh"), join(dir, "gen")], { stderr: "pipe" });
  if (generate.exitCode !== 0) throw new Error(`generate.sh failed (needs protoc and grpc_python_plugin: apt-get install protobuf-compiler protobuf-compiler-grpc):\n${generate.stderr}`);
  const child = Bun.spawn([PYTHON, join(EXAMPLE, "client_tools.py"), server.grpcTarget, "user-py", "ses_py", "1"], {
    env: { ...process.env, TOOLWIRE_PY_GEN: join(dir, "gen") },
    stdout: "pipe",
    stderr: "pipe",
  });
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  const deadline = Date.now() + 15_000;
  while (!out.includes("registered")) {
    const { done, value } = await reader.read();
    if (done || Date.now() > deadline) throw new Error(`python client did not register (needs python3-grpcio, python3-protobuf):\n${out}\n${await new Response(child.stderr).text()}`);
    out += value;
  }
  expect(out).toContain("client_python-example_uppercase");
  const response = await fetch(`${server.httpUrl}/session/ses_py/tool-call`, {
    method: "POST",
    headers: { Authorization: "Bearer agent-py", "Content-Type": "application/json" },
    body: JSON.stringify({ messageID: "msg_py", callID: "call_py", tool: "client_python-example_uppercase", input: { text: "wire it up" } }),
  });
  const part = (await response.json()) as { state: { status: string; output?: string; metadata?: Record<string, unknown> } };
  expect(part.state).toMatchObject({ status: "completed", output: "WIRE IT UP", metadata: expect.objectContaining({ language: "python" }) });
  expect(await child.exited).toBe(0);
}, 30_000);
