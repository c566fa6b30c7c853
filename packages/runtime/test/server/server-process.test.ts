/**
 * The server as a subprocess (`src/cli/serve.ts`, free loopback ports), driven by the generated
 * grpc-js clients and plain HTTP: ask → list → respond, restart, durability across SIGKILL.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGrpcClient, type RuntimeGrpcClient } from "../../src/client/grpc-client.ts";
import type { PermissionEvent } from "../../src/permission/permission-events.ts";
import { statusOf } from "../helpers/status-of.ts";
import { httpClient } from "../helpers/http-client.ts";
import { sseReader } from "../helpers/sse-reader.ts";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { eventually } from "../helpers/eventually.ts";

const TOKEN = "integration-token";
const dirs: string[] = [];
const servers: ServerProcess[] = [];
const clients: RuntimeGrpcClient[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-it-"));
  dirs.push(dir);
  return dir;
}
async function start(dir: string, env: Record<string, string> = { TOOLWIRE_TOKEN: TOKEN }) {
  const server = await spawnServer(dir, env);
  servers.push(server);
  return server;
}
function grpcClient(server: ServerProcess, token = TOKEN) {
  const client = createGrpcClient({ target: server.grpcTarget, token });
  clients.push(client);
  return client;
}

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all(servers.map((server) => server.kill()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("integration: gRPC + HTTP against `bun run serve`", () => {
  test("ask → list → respond over both transports; after a restart the always approval still holds", async () => {
    const dir = dataDir();
    let server = await start(dir);
    let grpc = grpcClient(server);
    const http = httpClient(server.httpUrl, TOKEN);

    const events: PermissionEvent[] = [];
    const watch = grpc.watchPermissions({}, (event) => events.push(event));
    await watch.ready;

    // 1. ask (gRPC, blocks) → list (HTTP and gRPC) → respond always (HTTP)
    const first = grpc.ask({ sessionID: "ses_A", permission: "bash", patterns: ["git status"], always: ["git *"], metadata: { command: "git status" } });
    const pending = await eventually(async () => (await http.json<{ id: string }[]>(http.get("/permission")))[0]);
    expect((await grpc.list()).map((r) => r.id)).toEqual([pending.id]);
    expect(await http.json(http.post(`/permission/${pending.id}/reply`, { reply: "always", scope: "project" }))).toBe(true);
    expect(await first).toEqual({ id: pending.id, outcome: "allowed", reply: "always" });

    // 2. once, over gRPC RespondToPermission
    const second = grpc.ask({ sessionID: "ses_A", permission: "edit", patterns: ["src/a.ts"] });
    const p2 = await eventually(async () => (await grpc.list("ses_A"))[0]);
    await grpc.respond({ sessionID: "ses_A", permissionID: p2.id, reply: "once" });
    expect(await second).toMatchObject({ id: p2.id, outcome: "allowed", reply: "once" });

    // 3. reject with feedback → corrected; the deprecated HTTP route 404s on the wrong session first
    const third = grpc.ask({ sessionID: "ses_A", permission: "edit", patterns: ["src/b.ts"] });
    const p3 = await eventually(async () => (await grpc.list())[0]);
    const wrong = await http.post(`/session/ses_B/permissions/${p3.id}`, { response: "once" });
    expect(wrong.status).toBe(404);
    expect(await statusOf(grpc.respond({ sessionID: "ses_B", permissionID: p3.id, reply: "once" }))).toBe(5);
    await grpc.respond({ sessionID: "ses_A", permissionID: p3.id, reply: "reject", message: "edit src/c.ts instead" });
    expect(await third).toEqual({ id: p3.id, outcome: "corrected", reply: "reject", message: "edit src/c.ts instead" });

    // 4. the deprecated route answers too
    const fourth = grpc.ask({ sessionID: "ses_A", permission: "webfetch", patterns: ["https://example.test"] });
    const p4 = await eventually(async () => (await grpc.list())[0]);
    expect(await http.json(http.post(`/session/ses_A/permissions/${p4.id}`, { response: "reject" }))).toBe(true);
    expect(await fourth).toEqual({ id: p4.id, outcome: "rejected", reply: "reject" });

    await eventually(() => (events.filter((e) => e.type === "permission.replied").length === 4 ? true : undefined));
    expect(events.map((e) => e.type)).toEqual([
      "permission.asked",
      "permission.replied",
      "permission.asked",
      "permission.replied",
      "permission.asked",
      "permission.replied",
      "permission.asked",
      "permission.replied",
    ]);
    watch.cancel();

    // restart on the same data dir: the approval is reloaded; another session benefits (project scope)
    expect(await server.stop()).toBe(0);
    server = await start(dir);
    grpc = grpcClient(server);
    const again = await grpc.ask({ sessionID: "ses_C", permission: "bash", patterns: ["git push origin main"] });
    expect(again.outcome).toBe("allowed");
    expect(again.reply).toBeUndefined(); // decided by the stored rule, nobody was asked
    const approvals = await httpClient(server.httpUrl, TOKEN).json<{ pattern: string; sessionID: string }[]>(httpClient(server.httpUrl, TOKEN).get("/approval"));
    expect(approvals).toMatchObject([{ permission: "bash", pattern: "git *", sessionID: "ses_A" }]);
    // a once reply is not remembered
    const edit = grpc.ask({ sessionID: "ses_C", permission: "edit", patterns: ["src/a.ts"] });
    const p5 = await eventually(async () => (await grpc.list())[0]);
    expect(p5.permission).toBe("edit");
    await grpc.respond({ sessionID: "ses_C", permissionID: p5.id, reply: "once" });
    await edit;
  }, 30_000);

  test("tool parts: HTTP updates stream to gRPC WatchToolParts and SSE", async () => {
    const server = await start(dataDir());
    const grpc = grpcClient(server);
    const http = httpClient(server.httpUrl, TOKEN);
    const parts: { status: string; metadata?: unknown }[] = [];
    const watch = grpc.watchToolParts({ sessionID: "ses_T" }, (part) => parts.push({ status: part.state.status, metadata: (part.state as { metadata?: unknown }).metadata }));
    await watch.ready;
    const sse = sseReader(await http.get("/tool/parts/events?sessionID=ses_T"));
    expect((await sse.next()).type).toBe("server.connected");
    const base = { id: "prt_t1", messageID: "msg_1", callID: "call_1", tool: "bash" };
    await http.post("/session/ses_T/part", { ...base, state: { status: "pending", input: { command: "ls" } } });
    await http.post("/session/ses_OTHER/part", { ...base, id: "prt_t2", state: { status: "pending", input: {} } });
    await http.post("/session/ses_T/part", { id: "prt_t1", state: { status: "running", metadata: { stdout: "a" } } });
    await http.post("/session/ses_T/part", { id: "prt_t1", state: { status: "completed", output: "a", title: "ls", metadata: { exit: 0 } } });
    await eventually(() => (parts.length === 3 ? true : undefined));
    expect(parts).toEqual([
      { status: "pending", metadata: undefined },
      { status: "running", metadata: { stdout: "a" } },
      { status: "completed", metadata: { stdout: "a", exit: 0 } },
    ]);
    for (const status of ["pending", "running", "completed"]) {
      expect(await sse.next()).toMatchObject({ type: "message.part.updated", properties: { part: { id: "prt_t1", state: { status } } } });
    }
    await sse.cancel();
    watch.cancel();
  }, 30_000);

  test("generated agent and user tokens are stored in the data dir (0600), printed, required, and hold one role each", async () => {
    const dir = dataDir();
    const server = await start(dir, {});
    const agent = readFileSync(join(dir, "agent.token"), "utf8").trim();
    const user = readFileSync(join(dir, "user.token"), "utf8").trim();
    expect(agent).not.toBe(user);
    expect(statSync(join(dir, "agent.token")).mode & 0o777).toBe(0o600);
    await eventually(() => (server.output().includes(agent) && server.output().includes(user) ? true : undefined));
    expect(server.output()).not.toContain("WARNING");
    expect((await fetch(`${server.httpUrl}/permission`)).status).toBe(401);
    expect((await httpClient(server.httpUrl, user).get("/permission")).status).toBe(200);
    expect((await httpClient(server.httpUrl, agent).get("/permission")).status).toBe(403);
    expect(await statusOf(grpcClient(server, "wrong").list())).toBe(16);
    expect(await statusOf(grpcClient(server, agent).list())).toBe(7);
    expect(await grpcClient(server, user).list()).toEqual([]);
  }, 30_000);

  test("TOOLWIRE_TOKEN alone is one credential holding both roles, with a warning at start", async () => {
    const server = await start(dataDir(), { TOOLWIRE_TOKEN: TOKEN });
    await eventually(() => (server.output().includes("WARNING: TOOLWIRE_TOKEN: one credential holds both roles") ? true : undefined));
    expect((await httpClient(server.httpUrl, TOKEN).get("/permission")).status).toBe(200);
  }, 30_000);

  test("an empty stored token is replaced on start: the new one is printed and works", async () => {
    const dir = dataDir();
    writeFileSync(join(dir, "user.token"), "  \n");
    const server = await start(dir, { TOOLWIRE_TOKEN: "" });
    const token = readFileSync(join(dir, "user.token"), "utf8").trim();
    expect(token.length).toBeGreaterThanOrEqual(43);
    const printed = new RegExp(`user\\s+${token}  \\(user:[0-9a-f]{8}; generated, stored in`);
    await eventually(() => (printed.test(server.output()) ? true : undefined));
    expect((await httpClient(server.httpUrl, token).get("/permission")).status).toBe(200);
  }, 30_000);

  test("SIGKILL right after an always reply is acknowledged: the approval is there after restart", async () => {
    const dir = dataDir();
    for (let round = 0; round < 3; round++) {
      const server = await start(dir);
      const grpc = grpcClient(server);
      const http = httpClient(server.httpUrl, TOKEN);
      const asked = grpc.ask({ sessionID: `ses_K${round}`, permission: "edit", patterns: [`dir${round}/x.ts`], always: [`dir${round}/*`] });
      asked.catch(() => {});
      const pending = await eventually(async () => (await grpc.list())[0]);
      const ack = await http.post(`/permission/${pending.id}/reply`, { reply: "always", scope: "project" });
      expect(ack.status).toBe(200);
      // No graceful shutdown: the process dies the moment the acknowledgement is in hand.
      await server.kill();
    }
    const server = await start(dir);
    const grpc = grpcClient(server);
    for (let round = 0; round < 3; round++) {
      const result = await grpc.ask({ sessionID: "ses_after", permission: "edit", patterns: [`dir${round}/y.ts`] });
      expect(result.outcome).toBe("allowed");
      expect(result.reply).toBeUndefined();
    }
    // The audit rows of the acknowledged replies survived the SIGKILLs too.
    const audit = await httpClient(server.httpUrl, TOKEN).json<{ records: { cause: string; reply?: string; scope?: string }[] }>(
      httpClient(server.httpUrl, TOKEN).get("/audit?sessionID=ses_K1"),
    );
    expect(audit.records.map((r) => [r.cause, r.reply, r.scope])).toEqual([
      ["default", undefined, undefined],
      ["reply", "always", "project"],
    ]);
  }, 40_000);
});
