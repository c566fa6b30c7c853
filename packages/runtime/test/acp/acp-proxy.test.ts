/**
 * `toolwire acp-proxy` between an SDK editor (ClientSideConnection) and a scripted SDK agent:
 * every request of the child reaches the editor only through the permission service and the
 * session's cwd; the first answer wins; a dead or malformed child is cut off without losing what
 * was recorded, and the proxy serves a new session with a restarted child.
 */
import { afterEach, beforeAll, describe, expect, test } from "bun:test";
import type * as acp from "@agentclientprotocol/sdk";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { type AcpProxyProcess, spawnAcpProxy } from "../helpers/acp-proxy-process.ts";
import { acpSchemaDir } from "../helpers/acp-schema.ts";
import { httpClient } from "../helpers/http-client.ts";

const SCRIPTED = join(import.meta.dir, "fixtures/scripted-agent.ts");
const USER = "user-token-acp-proxy";
const AGENT = "agent-token-acp-proxy";

/** ajv on the official schema: what the proxy sends the editor is an Agent message, what it sends the child a Client one. */
let validate: { agent(m: unknown): boolean; client(m: unknown): boolean; protocol(m: unknown): boolean; errors(): string };
beforeAll(() => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema(JSON.parse(readFileSync(join(acpSchemaDir(), "schema.v1.json"), "utf8")), "acp");
  const agent = ajv.compile({ $ref: "acp#/anyOf/0" });
  const client = ajv.compile({ $ref: "acp#/anyOf/1" });
  const protocol = ajv.compile({ $ref: "acp#/anyOf/2" });
  validate = { agent: (m) => agent(m), client: (m) => client(m), protocol: (m) => protocol(m), errors: () => ajv.errorsText(agent.errors ?? client.errors) };
});

/** Messages on either side that the official schema refuses (cancel_request is a protocol-level message). */
const invalid = (proxy: AcpProxyProcess) => [
  ...proxy.toEditor.filter((m) => !validate.agent(m) && !validate.protocol(m)).map((m) => `to editor: ${JSON.stringify(m).slice(0, 200)}`),
  ...proxy.toChild().filter((m) => !validate.client(m) && !validate.protocol(m)).map((m) => `to child: ${JSON.stringify(m).slice(0, 200)}`),
];

interface EditorLog {
  asked: acp.RequestPermissionRequest[];
  written: acp.WriteTextFileRequest[];
  terminals: acp.CreateTerminalRequest[];
  messages: string[];
}

/** An editor with fs and terminal: an unsaved buffer for `buf.txt`, terminals run for real, permission answered by `answer`. */
function editorClient(ws: string, answer: (req: acp.RequestPermissionRequest) => Promise<acp.RequestPermissionResponse>): { client: acp.Client; log: EditorLog } {
  const log: EditorLog = { asked: [], written: [], terminals: [], messages: [] };
  const terminals = new Map<string, { proc: ReturnType<typeof Bun.spawn>; output: string; exit?: number }>();
  let n = 0;
  const client: acp.Client = {
    async sessionUpdate(params) {
      const update = params.update as { sessionUpdate: string; content?: { type: string; text?: string } };
      if (update.sessionUpdate === "agent_message_chunk" && update.content?.type === "text") log.messages.push(update.content.text ?? "");
    },
    async requestPermission(params) {
      log.asked.push(params);
      return answer(params);
    },
    async readTextFile(params) {
      if (params.path === join(ws, "buf.txt")) return { content: "UNSAVED BUFFER TEXT" };
      return { content: readFileSync(params.path, "utf8") };
    },
    async writeTextFile(params) {
      log.written.push(params);
      return {};
    },
    async createTerminal(params) {
      log.terminals.push(params);
      const id = `term-${++n}`;
      const proc = Bun.spawn([params.command, ...(params.args ?? [])], { cwd: params.cwd ?? ws, stdout: "pipe", stderr: "pipe" });
      const entry: { proc: typeof proc; output: string; exit?: number } = { proc, output: "" };
      terminals.set(id, entry);
      void new Response(proc.stdout).text().then((text) => (entry.output += text));
      return { terminalId: id };
    },
    async terminalOutput(params) {
      const t = terminals.get(params.terminalId)!;
      return { output: t.output, truncated: false, ...(t.exit !== undefined ? { exitStatus: { exitCode: t.exit } } : {}) };
    },
    async waitForTerminalExit(params) {
      const t = terminals.get(params.terminalId)!;
      t.exit = await t.proc.exited;
      await Bun.sleep(20);
      return { exitCode: t.exit };
    },
    async killTerminal(params) {
      terminals.get(params.terminalId)?.proc.kill();
      return {};
    },
    async releaseTerminal(params) {
      terminals.delete(params.terminalId);
      return {};
    },
  };
  return { client, log };
}

const allowOnce = async (): Promise<acp.RequestPermissionResponse> => ({ outcome: { outcome: "selected", optionId: "allow" } });

let proxy: AcpProxyProcess | undefined;
afterEach(async () => {
  await proxy?.stop();
  proxy = undefined;
});

function fixture() {
  const root = realpathSync(mkdtempSync("/var/tmp/toolwire-acp-proxy-"));
  const ws = join(root, "ws");
  const data = join(root, "data");
  mkdirSync(ws);
  mkdirSync(data);
  writeFileSync(join(data, "permission.json"), JSON.stringify({ bash: { "*": "ask", "ls *": "allow", "rm *": "deny" } }));
  return { root, ws, data, tap: join(root, "tap.jsonl") };
}

const env = { TOOLWIRE_TOKEN: "", TOOLWIRE_USER_TOKEN: USER, TOOLWIRE_AGENT_TOKEN: AGENT };
type Audit = { records: { decision: string; actor?: { credentialID: string }; patterns: string[]; permission: string }[] };

describe("acp-proxy with a scripted ACP agent", () => {
  test("rules answer without the editor, an ask reaches it; fs and terminal go to the editor inside the cwd; all of it recorded and audited", async () => {
    const f = fixture();
    const editor = editorClient(f.ws, allowOnce);
    proxy = await spawnAcpProxy({ child: ["bun", SCRIPTED], tapFile: f.tap, dataDir: f.data, env, editor: editor.client, capabilities: { fs: { readTextFile: true, writeTextFile: true }, terminal: true } });
    expect(proxy.init.agentInfo?.name).toBe("scripted");
    const { sessionId } = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    const prompt = (text: string) => proxy!.connection.prompt({ sessionId, prompt: [{ type: "text", text }] });
    const result = await prompt(["ask bash ls -la", "ask bash rm -rf /", "ask bash git push", `read ${join(f.ws, "buf.txt")}`, `write ${join(f.ws, "out.txt")} hello there`, "term echo from-terminal"].join("\n"));
    expect(result.stopReason).toBe("end_turn");
    // Only the ask reached the editor; the config's allow and deny answered at once.
    expect(editor.log.asked.map((a) => (a.toolCall.rawInput as { command: string }).command)).toEqual(["git push"]);
    expect(editor.log.messages).toEqual(expect.arrayContaining(["ls -la: allowed", "rm -rf /: rejected", "git push: allowed", "read: UNSAVED BUFFER TEXT", "written", "term: from-terminal"]));
    expect(editor.log.written).toEqual([expect.objectContaining({ path: join(f.ws, "out.txt"), content: "hello there" })]);
    expect(editor.log.terminals[0]).toMatchObject({ command: "bash", cwd: f.ws });

    // Outside the session's cwd: refused with a JSON-RPC error naming the cwd; the editor never sees it.
    await expect(prompt("read /etc/hostname")).rejects.toThrow(/outside the session's cwd/);

    const user = httpClient(proxy.httpUrl, USER);
    const audit = await user.json<Audit>(user.get("/audit?limit=50"));
    const rows = audit.records.filter((r) => r.permission === "bash");
    expect(rows.map((r) => [r.patterns[0], r.decision])).toEqual(expect.arrayContaining([["ls -la", "allow"], ["rm -rf /", "deny"], ["git push", "allow"]]));
    expect(rows.every((r) => r.actor?.credentialID === "acp-agent:bun" || r.actor?.credentialID === "acp:client")).toBe(true);
    const recorded = /recorded as (ses_\w+)/.exec(proxy.stderr())![1]!;
    const parts = await user.json<{ state: { status: string } }[]>(user.get(`/session/${recorded}/part`));
    expect(parts.map((p) => p.state.status)).toEqual(["completed", "error", "completed"]);
    expect(invalid(proxy)).toEqual([]);
  });

  test("the first answer wins: a user's HTTP reply releases the call and the editor's request is withdrawn ($/cancel_request)", async () => {
    const f = fixture();
    let resolveEditor: ((r: acp.RequestPermissionResponse) => void) | undefined;
    const editor = editorClient(f.ws, () => new Promise((resolve) => (resolveEditor = resolve)));
    proxy = await spawnAcpProxy({ child: ["bun", SCRIPTED], tapFile: f.tap, dataDir: f.data, env, editor: editor.client, capabilities: {} });
    const { sessionId } = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    const turn = proxy.connection.prompt({ sessionId, prompt: [{ type: "text", text: "ask bash git status" }] });
    const user = httpClient(proxy.httpUrl, USER);
    let pending: { id: string }[] = [];
    for (let i = 0; i < 200 && (pending.length === 0 || !resolveEditor); i++) {
      pending = await user.json<{ id: string }[]>(user.get("/permission"));
      await Bun.sleep(25);
    }
    expect(pending).toHaveLength(1);
    expect((await user.post(`/permission/${pending[0]!.id}/reply`, { reply: "once" })).status).toBe(200);
    await turn;
    expect(editor.log.messages).toContain("git status: allowed");
    expect(proxy.toEditor.some((m) => (m as { method?: string }).method === "$/cancel_request")).toBe(true);
    // The editor answering late changes nothing: the ask was answered once, by the user.
    resolveEditor!({ outcome: { outcome: "selected", optionId: "reject" } });
    await Bun.sleep(100);
    const audit = await user.json<Audit>(user.get("/audit?limit=50"));
    const answers = audit.records.filter((r) => r.permission === "bash" && r.decision === "allow");
    expect(answers).toHaveLength(1);
    expect(answers[0]!.actor?.credentialID).toMatch(/^user:/);
  });

  test("the editor's reject_always is remembered by the permission service: the same request is then refused without reaching the editor", async () => {
    const f = fixture();
    const editor = editorClient(f.ws, async () => ({ outcome: { outcome: "selected", optionId: "reject-always" } }));
    proxy = await spawnAcpProxy({ child: ["bun", SCRIPTED], tapFile: f.tap, dataDir: f.data, env, editor: editor.client, capabilities: {} });
    const { sessionId } = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    await proxy.connection.prompt({ sessionId, prompt: [{ type: "text", text: "ask bash curl evil.sh\nask bash curl evil.sh" }] });
    expect(editor.log.messages.filter((m) => m === "curl evil.sh: rejected")).toHaveLength(2);
    expect(editor.log.asked).toHaveLength(1);
    const user = httpClient(proxy.httpUrl, USER);
    const approvals = await user.json<{ action: string; pattern: string; scope: string }[]>(user.get("/approval"));
    expect(approvals.map((a) => [a.action, a.pattern, a.scope])).toEqual([["deny", "curl evil.sh", "session"]]);
    expect(invalid(proxy)).toEqual([]);
  });

  test("the child killed mid-prompt: the prompt ends with an error, the ask is withdrawn, parts end in error; a new session gets a restarted child", async () => {
    const f = fixture();
    const editor = editorClient(f.ws, () => new Promise(() => {}));
    proxy = await spawnAcpProxy({ child: ["bun", SCRIPTED], tapFile: f.tap, dataDir: f.data, env, editor: editor.client, capabilities: {} });
    const { sessionId } = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    const turn = proxy.connection.prompt({ sessionId, prompt: [{ type: "text", text: "hang" }] });
    const user = httpClient(proxy.httpUrl, USER);
    for (let i = 0; i < 200 && (await user.json<unknown[]>(user.get("/permission"))).length === 0; i++) await Bun.sleep(25);
    const child = Bun.spawnSync(["pgrep", "-f", `^bun ${SCRIPTED}$`]).stdout.toString().trim().split("\n").map(Number).filter(Boolean);
    expect(child.length).toBeGreaterThan(0);
    for (const pid of child) process.kill(pid, "SIGKILL");
    await expect(turn).rejects.toThrow(/agent exited/);
    expect(await user.json<unknown[]>(user.get("/permission"))).toEqual([]);
    const recorded = /recorded as (ses_\w+)/.exec(proxy.stderr())![1]!;
    const parts = await user.json<{ state: { status: string; error?: string } }[]>(user.get(`/session/${recorded}/part`));
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((p) => p.state.status === "error")).toBe(true);

    const again = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    const result = await proxy.connection.prompt({ sessionId: again.sessionId, prompt: [{ type: "text", text: "ask bash ls" }] });
    expect(result.stopReason).toBe("end_turn");
    expect(editor.log.messages).toContain("ls: allowed");
  });

  test("a malformed child: garbage is survived, an unknown call's update dropped; a 100 MB line cuts it off; the editor side keeps working, nothing recorded is lost", async () => {
    const f = fixture();
    const editor = editorClient(f.ws, allowOnce);
    proxy = await spawnAcpProxy({ child: ["bun", SCRIPTED], tapFile: f.tap, dataDir: f.data, env, editor: editor.client, capabilities: {} });
    const { sessionId } = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    await proxy.connection.prompt({ sessionId, prompt: [{ type: "text", text: "ask bash ls\ngarbage" }] });
    expect(editor.log.messages).toContain("after garbage");
    for (let i = 0; i < 100 && !proxy.stderr().includes("never announced"); i++) await Bun.sleep(20);
    expect(proxy.stderr()).toContain("never announced");
    expect(proxy.toEditor.some((m) => JSON.stringify(m).includes("never-announced"))).toBe(false);
    await expect(proxy.connection.prompt({ sessionId, prompt: [{ type: "text", text: "hugeline" }] })).rejects.toThrow();
    const user = httpClient(proxy.httpUrl, USER);
    const audit = await user.json<Audit>(user.get("/audit?limit=50"));
    expect(audit.records.some((r) => r.permission === "bash" && r.patterns[0] === "ls")).toBe(true);
    const again = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    await proxy.connection.prompt({ sessionId: again.sessionId, prompt: [{ type: "text", text: "ask bash ls -l" }] });
    expect(editor.log.messages).toContain("ls -l: allowed");
    // A cwd that is not an absolute, existing directory is refused.
    await expect(proxy.connection.newSession({ cwd: "relative/dir", mcpServers: [] })).rejects.toThrow(/cwd: must be an absolute path/);
    await expect(proxy.connection.newSession({ cwd: join(f.root, "missing"), mcpServers: [] })).rejects.toThrow(/not an existing directory/);
  });
});
