/**
 * The client-tools WebSocket from a browser's point of view: a page on another origin holding the
 * user token is refused and nothing is registered; loopback origins and the server's own work; the
 * bearer subprotocol is never echoed back. With `--allow-origin *` the same cross-site upgrade goes
 * through, which shows the refusal is the check's doing.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";

const USER = "user-token-ws-origin-0123";
const AGENT = "agent-token-ws-origin-0123";
let dir: string;
let strict: ServerProcess;
let open: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-ws-origin-"));
  const env = { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER };
  mkdirSync(join(dir, "ws"));
  strict = await spawnServer(join(dir, "strict"), env, 15_000, ["--workspace", join(dir, "ws")]);
  open = await spawnServer(join(dir, "open"), env, 15_000, ["--workspace", join(dir, "ws"), "--allow-origin", "*"]);
});
afterAll(async () => {
  await strict.kill();
  await open.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw upgrade request over TCP: the status line and the response headers, as a browser would get them. */
async function upgrade(server: ServerProcess, clientID: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string> }> {
  let received = "";
  const done = Promise.withResolvers<void>();
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port: server.httpPort,
    socket: {
      data(_s, chunk) {
        received += chunk.toString();
        if (received.includes("\r\n\r\n")) done.resolve();
      },
      close() {
        done.resolve();
      },
    },
  });
  const lines = [`GET /client-tools/ws/${clientID} HTTP/1.1`, `Host: 127.0.0.1:${server.httpPort}`, "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  await Promise.race([done.promise, Bun.sleep(5_000)]);
  socket.end();
  const [statusLine, ...rest] = received.split("\r\n\r\n")[0]!.split("\r\n");
  return { status: Number(statusLine!.split(" ")[1]), headers: Object.fromEntries(rest.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()])) };
}

const asBrowser = (origin: string) => ({ Origin: origin, "Sec-WebSocket-Protocol": `toolwire, toolwire.bearer.${USER}` });
const clientToolsOf = async (server: ServerProcess) =>
  ((await (await fetch(`${server.httpUrl}/tools`, { headers: { Authorization: `Bearer ${USER}` } })).json()) as { source: string }[]).filter((t) => t.source === "client");

describe("client-tools WebSocket and browsers", () => {
  test("a page on another origin is refused (403) before anything happens", async () => {
    const refused = await upgrade(strict, "evil", asBrowser("https://evil.example"));
    expect(refused.status).toBe(403);
    expect(await clientToolsOf(strict)).toEqual([]);
    // The client ID was never attached: a legitimate client may take it.
    const ok = await upgrade(strict, "evil", asBrowser(`http://127.0.0.1:${strict.httpPort}`));
    expect(ok.status).toBe(101);
  });

  test("loopback origins and the server's own are accepted; the answer is `toolwire`, never the bearer", async () => {
    for (const origin of ["http://localhost:5173", "http://[::1]:8080", `http://127.0.0.1:${strict.httpPort}`]) {
      const accepted = await upgrade(strict, `c${Math.random().toString(36).slice(2, 8)}`, asBrowser(origin));
      expect(accepted.status).toBe(101);
      expect(accepted.headers["sec-websocket-protocol"]).toBe("toolwire");
    }
  });

  test("a bearer offered without `toolwire` is refused instead of echoed", async () => {
    const refused = await upgrade(strict, "lone", { Origin: "http://localhost:3000", "Sec-WebSocket-Protocol": `toolwire.bearer.${USER}` });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.headers)).not.toContain(USER);
  });

  test("with --allow-origin * the cross-site upgrade goes through (the check is what refused it)", async () => {
    const through = await upgrade(open, "evil", asBrowser("https://evil.example"));
    expect(through.status).toBe(101);
    expect(through.headers["sec-websocket-protocol"]).toBe("toolwire");
  });
});
