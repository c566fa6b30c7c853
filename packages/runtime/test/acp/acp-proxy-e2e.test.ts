/**
 * The end-to-end run, official SDK on both sides: an SDK editor (ClientSideConnection,
 * with fs and terminal, holding an unsaved buffer) → `toolwire acp-proxy` → `bun run acp` (toolwire's
 * own ACP agent) as the child. And the same without the editor's capabilities: local tools in the
 * session's cwd.
 */
import { afterEach, beforeAll, describe, expect, test } from "bun:test";
import type * as acp from "@agentclientprotocol/sdk";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { type AcpProxyProcess, spawnAcpProxy } from "../helpers/acp-proxy-process.ts";
import { acpSchemaDir } from "../helpers/acp-schema.ts";
import { httpClient } from "../helpers/http-client.ts";

const ACP = resolve(import.meta.dir, "../../src/cli/acp.ts");
const USER = "user-token-acp-e2e";

let schema: { agent(m: unknown): boolean; client(m: unknown): boolean; protocol(m: unknown): boolean };
beforeAll(() => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema(JSON.parse(readFileSync(join(acpSchemaDir(), "schema.v1.json"), "utf8")), "acp");
  const [agent, client, protocol] = [0, 1, 2].map((i) => ajv.compile({ $ref: `acp#/anyOf/${i}` }));
  schema = { agent: (m) => agent!(m), client: (m) => client!(m), protocol: (m) => protocol!(m) };
});

let proxy: AcpProxyProcess | undefined;
afterEach(async () => {
  await proxy?.stop();
  proxy = undefined;
});

/** The editor: fs over an in-memory buffer for buf.txt, real terminals, every permission request allowed once (and logged). */
function editor(ws: string) {
  const log = { asked: [] as acp.RequestPermissionRequest[], reads: [] as string[], writes: [] as acp.WriteTextFileRequest[], terminals: [] as acp.CreateTerminalRequest[], updates: [] as acp.SessionNotification[] };
  const terms = new Map<string, { proc: ReturnType<typeof Bun.spawn>; out: string; code?: number }>();
  let n = 0;
  const client: acp.Client = {
    async sessionUpdate(params) {
      log.updates.push(params);
    },
    async requestPermission(params) {
      log.asked.push(params);
      const allow = params.options.find((o) => o.kind === "allow_once")!;
      return { outcome: { outcome: "selected", optionId: allow.optionId } };
    },
    async readTextFile(params) {
      log.reads.push(params.path);
      return { content: params.path === join(ws, "buf.txt") ? "UNSAVED EDITOR BUFFER\n" : readFileSync(params.path, "utf8") };
    },
    async writeTextFile(params) {
      log.writes.push(params);
      return {};
    },
    async createTerminal(params) {
      log.terminals.push(params);
      const id = `t${++n}`;
      const proc = Bun.spawn([params.command, ...(params.args ?? [])], { cwd: params.cwd ?? ws, stdout: "pipe", stderr: "pipe" });
      const entry: { proc: typeof proc; out: string; code?: number } = { proc, out: "" };
      terms.set(id, entry);
      void (async () => {
        const decoder = new TextDecoder();
        for await (const chunk of proc.stdout) entry.out += decoder.decode(chunk, { stream: true });
      })();
      return { terminalId: id };
    },
    async terminalOutput(params) {
      const t = terms.get(params.terminalId)!;
      return { output: t.out, truncated: false, ...(t.code !== undefined ? { exitStatus: { exitCode: t.code } } : {}) };
    },
    async waitForTerminalExit(params) {
      const t = terms.get(params.terminalId)!;
      t.code = await t.proc.exited;
      await Bun.sleep(30);
      return { exitCode: t.code };
    },
    async killTerminal(params) {
      terms.get(params.terminalId)?.proc.kill();
      return {};
    },
    async releaseTerminal(params) {
      terms.delete(params.terminalId);
      return {};
    },
  };
  return { client, log };
}

function fixture() {
  const root = realpathSync(mkdtempSync("/var/tmp/toolwire-acp-e2e-"));
  const ws = join(root, "ws");
  const proxyData = join(root, "proxy-data");
  const childData = join(root, "child-data");
  for (const dir of [ws, proxyData, childData]) mkdirSync(dir);
  writeFileSync(join(ws, "buf.txt"), "on disk\n");
  writeFileSync(join(ws, "notes.txt"), "alpha\nbeta\n");
  // The child agent asks for edits and commands; the proxy's rules allow edits and ask for commands.
  writeFileSync(join(childData, "permission.json"), JSON.stringify({ edit: "ask", bash: "ask" }));
  writeFileSync(join(proxyData, "permission.json"), JSON.stringify({ edit: "allow", bash: "ask" }));
  return { root, ws, proxyData, childData, tap: join(root, "tap.jsonl") };
}

const PROMPT = (ws: string) =>
  [`/tool read {"filePath":"buf.txt"}`, `/tool edit {"filePath":"notes.txt","oldString":"beta","newString":"BETA"}`, `/tool bash {"command":"echo from-bash; pwd"}`].join("\n") + (ws ? "" : "");

const textOf = (updates: acp.SessionNotification[]) => JSON.stringify(updates);
type Audit = { records: { permission: string; decision: string; cause: string; actor?: { credentialID: string } }[] };

describe("editor → acp-proxy → bun run acp", () => {
  test("with fs and terminal: the unsaved buffer is read, the edit arrives as fs/write_text_file, bash runs in an editor terminal; a rule answers the edit, the editor the command; all audited; every message valid", async () => {
    const f = fixture();
    const ed = editor(f.ws);
    proxy = await spawnAcpProxy({
      child: ["bun", ACP, "--data-dir", f.childData],
      tapFile: f.tap,
      dataDir: f.proxyData,
      env: { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: "", TOOLWIRE_USER_TOKEN: USER },
      editor: ed.client,
      capabilities: { fs: { readTextFile: true, writeTextFile: true }, terminal: true },
    });
    const { sessionId } = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    const result = await proxy.connection.prompt({ sessionId, prompt: [{ type: "text", text: PROMPT(f.ws) }] });
    expect(result.stopReason).toBe("end_turn");

    // The read saw the editor's unsaved buffer, not the disk.
    expect(ed.log.reads).toContain(join(f.ws, "buf.txt"));
    expect(textOf(ed.log.updates)).toContain("UNSAVED EDITOR BUFFER");
    // The edit went through the editor (read from its buffer, written with fs/write_text_file); the disk is untouched.
    expect(ed.log.writes).toEqual([expect.objectContaining({ path: join(f.ws, "notes.txt"), content: "alpha\nBETA\n" })]);
    expect(readFileSync(join(f.ws, "notes.txt"), "utf8")).toBe("alpha\nbeta\n");
    // bash ran in an editor terminal, in the session's cwd, and the tool call carried the terminal.
    expect(ed.log.terminals).toEqual([expect.objectContaining({ command: "bash", cwd: f.ws })]);
    expect(ed.log.updates.some((u) => JSON.stringify(u.update).includes('"type":"terminal"'))).toBe(true);
    expect(textOf(ed.log.updates)).toContain("from-bash");
    // The proxy's rule answered the edit without the editor; the command reached the editor.
    expect(ed.log.asked.map((a) => (a.toolCall.rawInput as { command?: string } | undefined)?.command)).toEqual(["echo from-bash; pwd"]);

    const user = httpClient(proxy.httpUrl, USER);
    const audit = await user.json<Audit>(user.get("/audit?limit=50"));
    expect(audit.records.map((r) => [r.permission, r.decision, r.cause])).toEqual(expect.arrayContaining([["edit", "allow", "rule"], ["bash", "allow", "reply"]]));
    expect(audit.records.every((r) => r.actor?.credentialID?.startsWith("acp-agent:") || r.actor?.credentialID === "acp:client")).toBe(true);

    const bad = [...proxy.toEditor.filter((m) => !schema.agent(m) && !schema.protocol(m)), ...proxy.toChild().filter((m) => !schema.client(m) && !schema.protocol(m))];
    expect(bad).toEqual([]);
    expect(proxy.toChild().length).toBeGreaterThan(5);
  });

  test("without fs and terminal: the same prompt falls back to the local tools in the session's cwd", async () => {
    const f = fixture();
    const ed = editor(f.ws);
    proxy = await spawnAcpProxy({
      child: ["bun", ACP, "--data-dir", f.childData],
      tapFile: f.tap,
      dataDir: f.proxyData,
      env: { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: "", TOOLWIRE_USER_TOKEN: USER },
      editor: ed.client,
      capabilities: {},
    });
    const { sessionId } = await proxy.connection.newSession({ cwd: f.ws, mcpServers: [] });
    const result = await proxy.connection.prompt({ sessionId, prompt: [{ type: "text", text: PROMPT(f.ws) }] });
    expect(result.stopReason).toBe("end_turn");
    expect(ed.log.reads).toEqual([]);
    expect(ed.log.writes).toEqual([]);
    expect(ed.log.terminals).toEqual([]);
    expect(textOf(ed.log.updates)).toContain("on disk");
    expect(readFileSync(join(f.ws, "notes.txt"), "utf8")).toBe("alpha\nBETA\n");
    // bash ran locally (sandboxed) in the session's cwd.
    expect(textOf(ed.log.updates)).toContain(`from-bash\\n${f.ws}`);
  });
});
