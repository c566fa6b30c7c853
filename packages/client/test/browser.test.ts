/**
 * A real browser: headless Chromium (Debian's `chromium`, driven by playwright-core) loads a page
 * that bundles the SDK, registers a tool over WebSocket, and the server runs a call through it
 * to completion. Needs /usr/bin/chromium (or TOOLWIRE_CHROMIUM); `.ci/run` installs it.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { type ServerProcess, spawnServer } from "../../runtime/src/cli/spawn-serve.ts";

const AGENT = "agent-token-browser";
const USER = "user-token-browser";
const CHROMIUM = process.env.TOOLWIRE_CHROMIUM ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set TOOLWIRE_CHROMIUM`);
}

let dir: string;
let server: ServerProcess;
let page: ReturnType<typeof Bun.serve>;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-browser-"));
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ client_tools: { "*": "allow" } }));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER });
  const build = await Bun.build({ entrypoints: [join(import.meta.dir, "fixtures", "browser-page.ts")], target: "browser", format: "esm" });
  if (!build.success) throw new Error(`bundling the page failed:\n${build.logs.join("\n")}`);
  const script = await build.outputs[0]!.text();
  const html = `<!doctype html><html><head><title>toolwire in a browser</title></head><body><div id="status">loading</div><script type="module">${script.replace(/<\/script/g, "<\\/script")}</script></body></html>`;
  page = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }) });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});
afterAll(async () => {
  await browser?.close();
  page?.stop(true);
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

test("a page registers a tool with the SDK over WebSocket; the server runs a call through it to completion", async () => {
  const tab = await browser.newPage();
  const query = new URLSearchParams({ server: server.httpUrl, token: USER, session: "ses_browser" });
  await tab.goto(`http://127.0.0.1:${page.port}/?${query}`);
  await tab.waitForFunction(() => document.getElementById("status")?.textContent === "connected", undefined, { timeout: 15_000 });

  const response = await fetch(`${server.httpUrl}/session/ses_browser/tool-call`, {
    method: "POST",
    headers: { Authorization: `Bearer ${AGENT}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messageID: "msg_b", callID: "call_b", tool: "client_browser-tab_read_dom", input: { selector: "title" } }),
  });
  const part = (await response.json()) as { state: { status: string; output?: string; metadata?: Record<string, unknown> } };
  expect(part.state.status).toBe("completed");
  expect(part.state.output).toBe("toolwire in a browser");
  expect(part.state.metadata?.userAgent).toContain("Chrome");
  expect(await tab.textContent("#status")).toBe("connected");
  await tab.close();
}, 30_000);
