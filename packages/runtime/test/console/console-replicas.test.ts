/**
 * The console on replicas: logged in to one replica (cookie + CSRF, as the page does), a person
 * sees and answers an ask made on another replica. Real PostgreSQL, real servers, loopback only.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";
import { AGENT_TOKEN, type Replica, startReplicas, stopReplicas, USER_TOKEN } from "../helpers/replicas.ts";
import { eventually } from "../helpers/eventually.ts";

let cluster: PgCluster;
let replicas: (Replica & { readonly dir: string })[];

beforeAll(async () => {
  cluster = await startPgCluster();
  replicas = await startReplicas(await cluster.createDatabase("console"), 2);
}, 90_000);
afterAll(async () => {
  await stopReplicas(replicas ?? []);
  await cluster?.stop();
}, 30_000);

/** Logs in to a replica's console as its page does; returns the cookie and CSRF token. */
async function consoleLogin(url: string, token: string) {
  const response = await fetch(`${url}/console/login`, { method: "POST", headers: { "Content-Type": "application/json", Origin: url }, body: JSON.stringify({ token }) });
  const body = (await response.json()) as { csrf?: string };
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  return { status: response.status, cookie, csrf: body.csrf };
}

test("a console on replica B lists an ask made on replica A and answers it; the agent's token gets no console on any replica", async () => {
  const [a, b] = replicas;
  expect((await consoleLogin(b!.server.httpUrl, AGENT_TOKEN)).status).toBe(403);
  const session = await consoleLogin(b!.server.httpUrl, USER_TOKEN);
  expect(session.status).toBe(200);
  const headers = { Cookie: session.cookie!, Origin: b!.server.httpUrl, "Content-Type": "application/json" };

  const asked = a!.agentHttp.post("/permission/ask", { sessionID: "ses_consolereplica1", permission: "bash", patterns: ["make release"] });
  const pending = await eventually(async () => {
    const list = (await (await fetch(`${b!.server.httpUrl}/permission`, { headers })).json()) as { id: string; patterns: string[] }[];
    return list.find((p) => p.patterns[0] === "make release");
  }, 15_000);

  // Without the CSRF token the console's cookie changes nothing, on this replica as on any.
  expect((await fetch(`${b!.server.httpUrl}/permission/${pending.id}/reply`, { method: "POST", headers, body: JSON.stringify({ reply: "once" }) })).status).toBe(403);
  const replied = await fetch(`${b!.server.httpUrl}/permission/${pending.id}/reply`, { method: "POST", headers: { ...headers, "X-CSRF-Token": session.csrf! }, body: JSON.stringify({ reply: "once" }) });
  expect(replied.status).toBe(200);
  const answer = await asked;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ outcome: "allowed", reply: "once" });
}, 60_000);
