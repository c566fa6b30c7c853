/** The SDK in Node.js (the machine's `node`, 20+): bundled by Bun for Node, connected over SSE, answering a call. */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../runtime/src/cli/spawn-serve.ts";

let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-node-client-"));
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ client_tools: { "*": "allow" } }));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: "agent-node", TOOLWIRE_USER_TOKEN: "user-node" });
});
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

test("a Node.js process runs the SDK over SSE and answers a call", async () => {
  const node = Bun.which("node");
  if (!node) throw new Error("node is not on PATH (the README's quick start needs it too)");
  const build = await Bun.build({ entrypoints: [join(import.meta.dir, "fixtures", "node-client.ts")], target: "node", format: "esm", outdir: dir, naming: "node-client.mjs" });
  if (!build.success) throw new Error(`bundling for node failed:\n${build.logs.join("\n")}`);
  const child = Bun.spawn([node, join(dir, "node-client.mjs"), server.httpUrl, "user-node", "ses_node"], { stdout: "pipe", stderr: "pipe" });
  try {
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let out = "";
    while (!out.includes("connected")) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`node client exited:\n${out}\n${await new Response(child.stderr).text()}`);
      out += value;
    }
    const response = await fetch(`${server.httpUrl}/session/ses_node/tool-call`, {
      method: "POST",
      headers: { Authorization: "Bearer agent-node", "Content-Type": "application/json" },
      body: JSON.stringify({ messageID: "msg_n", callID: "call_n", tool: "client_node-client_version", input: {} }),
    });
    const part = (await response.json()) as { state: { status: string; output?: string } };
    expect(part.state.status).toBe("completed");
    expect(part.state.output).toMatch(/^v(2\d|[3-9]\d)\./);
  } finally {
    child.kill();
  }
}, 30_000);
