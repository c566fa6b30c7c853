import { afterEach, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startRuntimeServer } from "../../src/server/runtime-server.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const AGENT = "agent-token-embedded";
const USER = "user-token-embedded";

async function serveOver(store = createMemoryPermissionStore()) {
  const dataDir = mkdtempSync(join(tmpdir(), "toolwire-embedded-store-"));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startRuntimeServer({
    host: "127.0.0.1",
    httpPort: 0,
    grpcPort: 0,
    dataDir,
    store,
    env: { TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER },
    log: () => {},
  });
  cleanup.push(() => server.stop());
  return { server, store, dataDir, url: `http://127.0.0.1:${server.httpPort}` };
}

const post = (url: string, token: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

test("a server given its own store keeps the audit there, opens no SQLite file, and names the store in its banner", async () => {
  const { server, store, dataDir, url } = await serveOver();
  expect(server.storeDescription).toBe("store :memory:");
  expect(server.store).toBe(store);

  const asking = post(`${url}/permission/ask`, AGENT, { sessionID: "ses_embedded", permission: "bash", patterns: ["make"] });
  const deadline = Date.now() + 5_000;
  while (server.permissions.list().length === 0 && Date.now() < deadline) await Bun.sleep(5);
  const [pending] = server.permissions.list();
  expect(pending).toBeDefined();

  // The agent may not answer its own ask: refused, and nothing is recorded or released.
  const wrong = await post(`${url}/permission/${pending!.id}/reply`, AGENT, { reply: "once" });
  expect(wrong.status).toBe(403);
  expect(server.permissions.list().map((p) => p.id)).toEqual([pending!.id]);
  expect((await store.listAudit("default", {})).records.map((r) => r.decision)).toEqual(["ask"]);

  const reply = await post(`${url}/permission/${pending!.id}/reply`, USER, { reply: "once" });
  expect(reply.status).toBe(200);
  expect(await (await asking).json()).toEqual({ id: pending!.id, outcome: "allowed", reply: "once" });
  const audit = (await store.listAudit("default", {})).records;
  expect(audit.map((r) => [r.requestID, r.decision, r.cause])).toEqual([
    [pending!.id, "ask", "default"],
    [pending!.id, "allow", "reply"],
  ]);
  expect(existsSync(join(dataDir, "approvals.db"))).toBe(false);
});
