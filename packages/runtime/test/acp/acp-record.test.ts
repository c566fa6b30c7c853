import { afterAll, expect, test } from "bun:test";
import type { ToolPart } from "@generated/validators/toolPart";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { carriedFields } from "../../src/acp/index.ts";
import { REPO_ROOT } from "../helpers/acp-agent-process.ts";

const dir = mkdtempSync(join(tmpdir(), "toolwire-acp-record-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const token = (dataDir: string, name: string) => readFileSync(join(dataDir, `${name}.token`), "utf8").trim();
const call = async (url: string, bearer: string, body?: unknown) => {
  const response = await fetch(url, { method: body === undefined ? "GET" : "POST", headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, body: (await response.json()) as unknown };
};

test("acp-record runs bun run acp as its child: asks go through the recorder's permission service, recorded parts equal the agent's", async () => {
  const workspace = join(dir, "ws");
  await Bun.write(join(workspace, "a.txt"), "one\ntwo\n");
  const recorderData = join(dir, "recorder");
  const agentData = join(dir, "agent");
  const prompt = [
    `/tool read {"filePath":"a.txt"}`,
    `/tool edit {"filePath":"a.txt","oldString":"two","newString":"TWO"}`,
    `/tool bash {"command":"echo recorded"}`,
  ].join("\n");
  const proc = Bun.spawn(
    // `bun run toolwire acp-record …` runs exactly this; spawned directly so SIGTERM reaches it (bun run does not forward signals).
    // The session's cwd is where the agent's tools run (the editor's directory, not the agent's --workspace).
    ["bun", "packages/codegen/src/cli/main.ts", "acp-record", "--json", "--hold", "--data-dir", recorderData, "--cwd", workspace, "--prompt", prompt, "--", "bun", join(REPO_ROOT, "packages/runtime/src/cli/acp.ts"), "--data-dir", agentData, "--workspace", workspace],
    { cwd: REPO_ROOT, stdin: "ignore", stdout: "pipe", stderr: "pipe" },
  );
  let out = "";
  let err = "";
  const drain = async (stream: ReadableStream<Uint8Array>, add: (s: string) => void) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) add(decoder.decode(chunk, { stream: true }));
  };
  void drain(proc.stdout, (s) => (out += s));
  void drain(proc.stderr, (s) => (err += s));
  const kill = setTimeout(() => proc.kill("SIGKILL"), 90_000);
  const until = async <T>(find: () => T | undefined | null): Promise<T> => {
    for (;;) {
      const found = find();
      if (found) return found;
      if (proc.exitCode !== null) throw new Error(`acp-record exited with ${proc.exitCode}\n${out}\n${err}`);
      await Bun.sleep(20);
    }
  };

  const recorderUrl = (await until(() => out.match(/acp-record: runtime http=(\S+)/)))[1]!;
  const agentUrl = (await until(() => err.match(/toolwire acp: runtime http=(\S+)/)))[1]!;
  const user = token(recorderData, "user");
  const agent = token(recorderData, "agent");

  // The edit, then the bash, wait in the recorder's permission service for a user.
  const answers: Record<string, "once" | "always"> = { edit: "once", bash: "always" };
  for (const permission of ["edit", "bash"]) {
    let request: { id: string; permission: string } | undefined;
    while (!request) {
      const listed = (await call(`${recorderUrl}/permission`, user)).body as { id: string; permission: string }[];
      request = listed.find((r) => r.permission === permission);
      if (!request) await Bun.sleep(20);
    }
    // The recorded agent's side (agent credential) cannot answer its own ask; nothing changes.
    expect((await call(`${recorderUrl}/permission/${request.id}/reply`, agent, { reply: "always" })).status).toBe(403);
    expect(((await call(`${recorderUrl}/permission`, user)).body as { id: string }[]).map((r) => r.id)).toContain(request.id);
    expect((await call(`${recorderUrl}/permission/${request.id}/reply`, user, { reply: answers[permission] })).status).toBe(200);
  }

  const recorded = JSON.parse((await until(() => out.split("\n").find((line) => line.startsWith('{"sessionID"'))))) as { sessionID: string; parts: ToolPart[] };
  const acpSession = (await until(() => out.match(/recording ACP session (\S+) as/)))[1]!;
  const held = (await call(`${agentUrl}/session/${acpSession}/part`, token(agentData, "agent"))).body as ToolPart[];
  expect(held.map((p) => [p.tool, p.state.status])).toEqual([
    ["read", "completed"],
    ["edit", "completed"],
    ["bash", "completed"],
  ]);
  expect(recorded.parts.map(carriedFields)).toEqual(held.map(carriedFields));
  expect(recorded.parts.every((p) => p.sessionID === recorded.sessionID)).toBe(true);
  expect(readFileSync(join(workspace, "a.txt"), "utf8")).toBe("one\nTWO\n");
  // The recorder's own server holds them too, and the agent got "always" for the bash (its session approval).
  expect(((await call(`${recorderUrl}/session/${recorded.sessionID}/part`, user)).body as ToolPart[]).length).toBe(3);
  expect(((await call(`${agentUrl}/approval?sessionID=${acpSession}`, token(agentData, "user"))).body as { permission: string }[]).map((a) => a.permission)).toEqual(["bash"]);

  proc.kill("SIGTERM");
  expect(await proc.exited).toBe(0);
  clearTimeout(kill);
}, 120_000);
