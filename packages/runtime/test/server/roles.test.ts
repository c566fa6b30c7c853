/**
 * The self-approval attack of issue "Permissions an agent cannot talk its way around", tried step
 * by step against `bun run serve` with separate agent and user credentials, over HTTP and gRPC:
 * every step the agent takes to approve its own asks is refused, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { createGrpcClient, type RuntimeGrpcClient } from "../../src/client/grpc-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { httpClient } from "../helpers/http-client.ts";
import { statusOf } from "../helpers/status-of.ts";

const AGENT = "agent-token-for-the-roles-test";
const USER = "user-token-for-the-roles-test";
const CONFIG = { bash: { "*": "ask", "rm *": "deny" }, edit: "deny" };

let dir: string;
let server: ServerProcess;
let agentGrpc: RuntimeGrpcClient;
let userGrpc: RuntimeGrpcClient;
const agent = () => httpClient(server.httpUrl, AGENT);
const user = () => httpClient(server.httpUrl, USER);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-roles-"));
  writeFileSync(join(dir, "permission.json"), JSON.stringify(CONFIG));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER });
  agentGrpc = createGrpcClient({ target: server.grpcTarget, token: AGENT });
  userGrpc = createGrpcClient({ target: server.grpcTarget, token: USER });
});
afterAll(async () => {
  agentGrpc.close();
  userGrpc.close();
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** What an attacker could have changed: pending requests, approvals, audit rows. */
async function snapshot() {
  const pending = await user().json<{ id: string }[]>(user().get("/permission"));
  const approvals = await user().json<unknown[]>(user().get("/approval"));
  const audit = await user().json<{ records: { cause: string }[] }>(user().get("/audit?limit=1000"));
  return { pending: pending.map((p) => p.id), approvals, replies: audit.records.filter((r) => r.cause === "reply" || r.cause === "revoke").length };
}

async function expectStatus(response: Response, status: number, code: string) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect([response.status, body.error.code]).toEqual([status, code]);
  return body.error.message;
}

describe("the self-approval attack, refused at every step", () => {
  test("over HTTP: wildcard asks are 400, the agent's reply/revoke/list/audit/watch-all are 403, and nothing changes", async () => {
    const ask = (body: object) => agent().post("/permission/ask", { sessionID: "ses_x", ...body });
    // Step 1 of the attack: an ask whose "always" would approve everything.
    expect(await expectStatus(await ask({ permission: "*", patterns: ["harmless"], always: ["*"] }), 400, "INVALID_ARGUMENT")).toContain("permission");
    expect(await expectStatus(await ask({ permission: "bash", patterns: ["harmless"], always: ["*"] }), 400, "INVALID_ARGUMENT")).toContain("always[0]");
    expect(await expectStatus(await ask({ permission: "bash", patterns: ["harmless"], always: ["rm *"] }), 400, "INVALID_ARGUMENT")).toContain("matches none");
    expect(await expectStatus(await ask({ permission: "b*", patterns: ["harmless"] }), 400, "INVALID_ARGUMENT")).toContain("wildcards");

    // A legitimate ask goes pending; the agent then tries to answer it itself.
    const asked = ask({ permission: "bash", patterns: ["ls -la"], always: ["ls *"] });
    const id = await eventually(async () => (await snapshot()).pending[0]);
    const before = await snapshot();
    await expectStatus(await agent().post(`/permission/${id}/reply`, { reply: "always", scope: "project" }), 403, "PERMISSION_DENIED");
    await expectStatus(await agent().post(`/session/ses_x/permissions/${id}`, { response: "always" }), 403, "PERMISSION_DENIED");
    await expectStatus(await agent().get("/permission"), 403, "PERMISSION_DENIED");
    await expectStatus(await agent().get("/approval"), 403, "PERMISSION_DENIED");
    await expectStatus(await agent().delete("/approval/apr_anything"), 403, "PERMISSION_DENIED");
    await expectStatus(await agent().get("/audit"), 403, "PERMISSION_DENIED");
    await expectStatus(await agent().get("/permission/explain?permission=bash&pattern=ls"), 403, "PERMISSION_DENIED");
    await expectStatus(await agent().get("/event"), 400, "INVALID_ARGUMENT");
    expect(await snapshot()).toEqual(before);

    // The user's answer still works, and the agent's ask gets it.
    expect(await user().json(user().post(`/permission/${id}/reply`, { reply: "once" }))).toBe(true);
    expect(await (await asked).json()).toMatchObject({ id, outcome: "allowed", reply: "once" });
  }, 30_000);

  test("over gRPC: the agent's RespondToPermission, ListPermissions, ListApprovals, RevokeApproval and ListAudit are PERMISSION_DENIED; a wildcard ask is INVALID_ARGUMENT", async () => {
    expect(await statusOf(agentGrpc.ask({ sessionID: "ses_g", permission: "*", patterns: ["harmless"], always: ["*"] }))).toBe(3);
    const asked = agentGrpc.ask({ sessionID: "ses_g", permission: "bash", patterns: ["git status"], always: ["git *"] });
    const id = await eventually(async () => (await userGrpc.list("ses_g"))[0]?.id);
    const before = await snapshot();
    expect(await statusOf(agentGrpc.respond({ sessionID: "ses_g", permissionID: id, reply: "always" }))).toBe(7);
    expect(await statusOf(agentGrpc.list())).toBe(7);
    expect(await statusOf(agentGrpc.listApprovals())).toBe(7);
    expect(await statusOf(agentGrpc.revokeApproval("apr_x"))).toBe(7);
    expect(await statusOf(agentGrpc.listAudit())).toBe(7);
    expect(await snapshot()).toEqual(before);
    await userGrpc.respond({ sessionID: "ses_g", permissionID: id, reply: "reject" });
    expect((await asked).outcome).toBe("rejected");
  }, 30_000);

  test('a configured deny survives an "always" approval, and a session-scoped approval is invisible to another session', async () => {
    // "r" is harmless and not denied; the user approves "r*" for the session, which would cover "rm -rf /".
    const first = agentGrpc.ask({ sessionID: "ses_d", permission: "bash", patterns: ["r"], always: ["r*"] });
    const id = await eventually(async () => (await userGrpc.list("ses_d"))[0]?.id);
    await user().post(`/permission/${id}/reply`, { reply: "always" });
    expect((await first).outcome).toBe("allowed");

    const denied = await agentGrpc.ask({ sessionID: "ses_d", permission: "bash", patterns: ["rm -rf /"] });
    expect(denied.outcome).toBe("denied");
    const explained = await user().json<{ action: string; rule: { source: string; rule: { pattern: string } }; beaten: { source: string }[] }>(
      user().get(`/permission/explain?permission=bash&pattern=${encodeURIComponent("rm -rf /")}&sessionID=ses_d`),
    );
    expect(explained.action).toBe("deny");
    expect(explained.rule).toMatchObject({ source: "config", rule: { pattern: "rm *" } });
    expect(explained.beaten.map((b) => b.source)).toEqual(["approval"]);
    // The approval allows in its session without asking ...
    expect(await agentGrpc.ask({ sessionID: "ses_d", permission: "bash", patterns: ["rg foo"] })).toMatchObject({ outcome: "allowed" });
    // ... and not in another one: there the ask waits for the user.
    const other = agentGrpc.ask({ sessionID: "ses_e", permission: "bash", patterns: ["rg foo"] });
    const otherID = await eventually(async () => (await userGrpc.list("ses_e"))[0]?.id);
    await userGrpc.respond({ sessionID: "ses_e", permissionID: otherID, reply: "reject" });
    expect((await other).outcome).toBe("rejected");

    // Every decision was audited: who, what, which rule.
    const audit = await user().json<{ records: { decision: string; cause: string; actor: { credentialID: string; roles: string[] }; rule?: { source: string } }[] }>(
      user().get("/audit?sessionID=ses_d"),
    );
    expect(audit.records.map((r) => [r.decision, r.cause, r.actor.roles.join("+")])).toEqual([
      ["ask", "rule", "agent"],
      ["allow", "reply", "user"],
      ["deny", "rule", "agent"],
      ["allow", "approval", "agent"],
    ]);
    expect(audit.records[2]!.actor.credentialID).toMatch(/^agent:[0-9a-f]{8}$/);
  }, 30_000);
});
