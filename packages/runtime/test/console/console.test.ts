/**
 * The web console in a real browser: headless Chromium (Debian's `chromium`, driven by
 * playwright-core) against `bun run serve` as a subprocess with separate agent and user tokens.
 * The agent side is plain HTTP with the agent token, as a prompt-injected model would use it.
 * Screenshots go to the test's temp dir for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";

const CHROMIUM = process.env.TOOLWIRE_CHROMIUM ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set TOOLWIRE_CHROMIUM`);
const AXE = join(import.meta.dir, "../../node_modules/axe-core/axe.min.js");
const AGENT = "agent-token-console-test-0123456789";
const USER = "user-token-console-test-0123456789";

let dir: string;
let shots: string;
let server: ServerProcess;
let browser: Browser;
let sessionSeq = 0;
const newSession = () => `ses_console${String(++sessionSeq).padStart(4, "0")}`;

/** An HTTP call as the agent (or anyone with a token). */
async function call(method: string, path: string, body?: unknown, token = AGENT): Promise<Response> {
  return fetch(`${server.httpUrl}${path}`, { method, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

/** The agent asks (blocks until answered); resolves with the answer's body. */
function agentAsks(sessionID: string, permission: string, patterns: string[], extra: Record<string, unknown> = {}) {
  return call("POST", "/permission/ask", { sessionID, permission, patterns, always: [`${patterns[0]!.split(" ")[0]} *`], ...extra }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
}

async function loggedInPage(context?: BrowserContext): Promise<Page> {
  const page = await (context ?? (await browser.newContext())).newPage();
  await page.goto(`${server.httpUrl}/console`);
  await page.getByLabel("User token").fill(USER);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("heading", { name: /Pending asks/ }).waitFor();
  await page.getByText("Live", { exact: false }).first().waitFor();
  return page;
}
const card = (page: Page, text: string) => page.locator("article", { hasText: text });
const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-console-"));
  shots = join(dir, "screenshots");
  mkdirSync(shots);
  const workspace = join(dir, "ws");
  mkdirSync(workspace);
  writeFileSync(join(workspace, "notes.txt"), "hello\n");
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ read: "allow", bash: "ask", edit: "ask" }));
  server = await spawnServer(join(dir, "data"), { TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER }, 20_000, ["--workspace", workspace, "--config", join(dir, "permission.json")]);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  console.log(`console screenshots: ${shots}`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  // The screenshots stay for a person to look at (their path is printed); the server's state goes.
  for (const sub of ["data", "ws", "permission.json"]) rmSync(join(dir, sub), { recursive: true, force: true });
}, 30_000);

describe("login", () => {
  test("the agent's token and a wrong token are refused on the page; the user token logs in to an HttpOnly, SameSite=Strict cookie", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${server.httpUrl}/console`);
    const csp = response!.headers()["content-security-policy"]!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    await page.getByLabel("User token").fill(AGENT);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("alert").filter({ hasText: /console is for the person who answers asks: log in with the user token/ }).waitFor();
    await page.getByLabel("User token").fill("not-a-token");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("alert").filter({ hasText: /not one this server accepts/ }).waitFor();
    expect(await context.cookies()).toEqual([]);
    await shot(page, "login-refused");

    await page.getByLabel("User token").fill(USER);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: /Pending asks/ }).waitFor();
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: "toolwire_console", httpOnly: true, sameSite: "Strict" });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000);
    expect(cookie!.value).not.toContain(USER);
    expect(await page.evaluate(() => JSON.stringify({ ...(globalThis as any).localStorage }) + JSON.stringify({ ...(globalThis as any).sessionStorage }))).toBe("{}{}");
    expect(await page.content()).not.toContain(USER);

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByLabel("User token").waitFor();
    const after = await page.request.get(`${server.httpUrl}/permission`);
    expect(after.status()).toBe(401);
    await context.close();
  }, 60_000);
});

describe("asks", () => {
  test("an agent's blocked ask appears with its command; Allow once releases it; two pages stay in sync", async () => {
    const a = await loggedInPage();
    const b = await loggedInPage();
    const sessionID = newSession();
    const asked = agentAsks(sessionID, "bash", ["npm test --watch=false"], { metadata: { command: "npm test --watch=false" } });
    const onA = card(a, "npm test --watch=false");
    await onA.waitFor();
    await card(b, "npm test --watch=false").waitFor();
    await onA.locator("pre.terminal", { hasText: "npm test --watch=false" }).waitFor();
    await onA.getByText(/^Rule: (config|default|approval|request)|^Rule: no rule matched/).waitFor();
    expect(await onA.textContent()).toContain(sessionID);
    await shot(a, "ask-pending");
    await onA.getByRole("button", { name: "Allow once" }).click();
    expect(await asked).toMatchObject({ status: 200, body: { outcome: "allowed", reply: "once" } });
    // Answered on A: gone from both pages.
    await card(a, "npm test --watch=false").waitFor({ state: "detached" });
    await card(b, "npm test --watch=false").waitFor({ state: "detached" });
    await a.context().close();
    await b.context().close();
  }, 60_000);

  test('"Always allow" with session scope lets the next matching ask through with no prompt; revoking it makes the next ask prompt again', async () => {
    const page = await loggedInPage();
    const sessionID = newSession();
    const first = agentAsks(sessionID, "bash", ["git status"]);
    const c = card(page, "git status");
    await c.waitFor();
    await c.getByLabel("Scope").selectOption("session");
    await c.getByRole("button", { name: "Always allow" }).click();
    expect(await first).toMatchObject({ status: 200, body: { outcome: "allowed", reply: "always" } });
    // The next matching ask of the session: allowed by the approval, nobody asked.
    expect(await agentAsks(sessionID, "bash", ["git log"])).toMatchObject({ status: 200, body: { outcome: "allowed" } });
    expect(await (await call("GET", "/permission", undefined, USER)).json()).toEqual([]);

    const row = page.locator("tr", { hasText: "git *" });
    await row.waitFor();
    expect(await row.textContent()).toContain("session");
    await shot(page, "approvals");
    await row.getByRole("button", { name: /Revoke/ }).click();
    await row.waitFor({ state: "detached" });
    const again = agentAsks(sessionID, "bash", ["git diff"]);
    const prompt = card(page, "git diff");
    await prompt.waitFor();
    await prompt.getByRole("button", { name: "Allow once" }).click();
    expect(await again).toMatchObject({ status: 200, body: { reply: "once" } });
    await page.context().close();
  }, 60_000);

  test('"Reject" with a message ends the ask with that message', async () => {
    const page = await loggedInPage();
    const asked = agentAsks(newSession(), "bash", ["rm -rf build"]);
    const c = card(page, "rm -rf build");
    await c.waitFor();
    await c.getByLabel("Message to the agent").fill("use make clean instead");
    await c.getByRole("button", { name: "Reject" }).click();
    const answer = await asked;
    expect(answer.body).toMatchObject({ outcome: "corrected" });
    expect(JSON.stringify(answer.body)).toContain("use make clean instead");
    await c.waitFor({ state: "detached" });
    await page.context().close();
  }, 60_000);

  test("an ask whose metadata holds <script> renders as text and runs nothing", async () => {
    const page = await loggedInPage();
    const evil = "<script>window.__pwned = 1</script><img src=x onerror=\"window.__pwned = 2\">";
    const asked = agentAsks(newSession(), "bash", ["echo injected"], { metadata: { command: evil, note: evil } });
    const c = card(page, "echo injected");
    await c.waitFor();
    expect(await c.locator("pre.terminal").textContent()).toBe(evil);
    expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await c.locator("script, img").count()).toBe(0);
    await shot(page, "ask-with-script");
    // The payload is live when rendered as HTML with no CSP (the defences off): escaping is what stops it.
    const open = await (await browser.newContext({ bypassCSP: true })).newPage();
    await open.goto(`${server.httpUrl}/console`);
    await open.evaluate((html) => {
      const g = globalThis as any;
      const div = g.document.createElement("div");
      div.innerHTML = html;
      g.document.body.append(div);
    }, evil);
    await open.waitForFunction(() => (globalThis as { __pwned?: number }).__pwned === 2);
    await open.context().close();
    await c.getByRole("button", { name: "Reject" }).click();
    await asked;
    await page.context().close();
  }, 60_000);
});

describe("tool calls", () => {
  test("a ToolPart's states appear in order, with its output", async () => {
    const page = await loggedInPage();
    const sessionID = newSession();
    const ran = call("POST", `/session/${sessionID}/tool-call`, { messageID: "msg_console0001", callID: "call_read1", tool: "read", input: { filePath: "notes.txt" } });
    const part = page.locator("article", { hasText: "notes.txt" }).filter({ has: page.getByRole("list", { name: "States" }) });
    await part.waitFor();
    await part.getByRole("list", { name: "States" }).locator("li", { hasText: "completed" }).waitFor();
    expect((await part.getByRole("list", { name: "States" }).locator("li").allTextContents())).toEqual(["pending", "running", "completed"]);
    expect(await part.getByLabel("Output").textContent()).toContain("hello");
    expect((await ran).status).toBe(200);
    await shot(page, "tool-calls");
    await page.context().close();
  }, 60_000);
});

describe("CSRF and roles", () => {
  test("a cross-site POST with the cookie but without the CSRF token is refused, and nothing changes", async () => {
    const page = await loggedInPage();
    const sessionID = newSession();
    const asked = agentAsks(sessionID, "bash", ["make deploy"]);
    await card(page, "make deploy").waitFor();
    const [pending] = (await (await call("GET", "/permission", undefined, USER)).json()) as { id: string }[];
    // The same cookie, sent as a forged request would send it: no CSRF header, another origin.
    const forged = await page.evaluate(
      async ({ url, id }) => (await fetch(`${url}/permission/${id}/reply`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ reply: "always", scope: "project" }), credentials: "include" })).status,
      { url: server.httpUrl, id: pending!.id },
    );
    expect(forged).toBe(403);
    const cookie = (await page.context().cookies())[0]!;
    const crossSite = await fetch(`${server.httpUrl}/permission/${pending!.id}/reply`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: `${cookie.name}=${cookie.value}`, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ reply: "once" }),
    });
    expect(crossSite.status).toBe(403);
    // Nothing changed: still pending, no approval, the ask still waits.
    expect(((await (await call("GET", "/permission", undefined, USER)).json()) as unknown[]).length).toBe(1);
    expect(await (await call("GET", "/approval", undefined, USER)).json()).toEqual([]);
    // The defence is what refused it: the same request from the page with the session's CSRF token goes through.
    const honest = await page.evaluate(
      async ({ url, id }) => {
        const { csrf } = (await (await fetch(`${url}/console/session`)).json()) as { csrf: string };
        return (await fetch(`${url}/permission/${id}/reply`, { method: "POST", headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf }, body: JSON.stringify({ reply: "reject" }) })).status;
      },
      { url: server.httpUrl, id: pending!.id },
    );
    expect(honest).toBe(200);
    expect((await asked).body.outcome).toBe("rejected");
    await page.context().close();
  }, 60_000);

  test("the agent's bearer token cannot read the console's data, and a cookie from nowhere is not a session", async () => {
    expect((await call("GET", "/approval")).status).toBe(403);
    const forged = await fetch(`${server.httpUrl}/permission`, { headers: { Cookie: "toolwire_console=made-up" } });
    expect(forged.status).toBe(401);
  });
});

describe("accessibility", () => {
  test("every control is reachable by keyboard, and axe-core finds no serious or critical violation", async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const login = await context.newPage();
    await login.goto(`${server.httpUrl}/console`);
    await login.addScriptTag({ content: readFileSync(AXE, "utf8") });
    const scan = async (page: Page) =>
      (await page.evaluate(async () => {
        const g = globalThis as any;
        return (await g.axe.run(g.document, { resultTypes: ["violations"] })).violations;
      })) as { id: string; impact: string; nodes: unknown[] }[];
    const serious = (v: { impact: string }[]) => v.filter((x) => x.impact === "serious" || x.impact === "critical");
    expect(serious(await scan(login))).toEqual([]);

    await login.getByLabel("User token").fill(USER);
    await login.getByRole("button", { name: "Log in" }).click();
    await login.getByRole("heading", { name: /Pending asks/ }).waitFor();
    const asked = agentAsks(newSession(), "edit", ["src/app.ts"], { metadata: { filepath: "src/app.ts", diff: "--- src/app.ts\n+++ src/app.ts\n@@ -1 +1 @@\n-old\n+new" } });
    await card(login, "src/app.ts").waitFor();
    await login.addScriptTag({ content: readFileSync(AXE, "utf8") });
    expect(serious(await scan(login))).toEqual([]);
    await shot(login, "main-view");

    // Tab through the page: every button of the ask card is reached by keyboard alone.
    const reached = new Set<string>();
    await login.locator("body").focus();
    for (let i = 0; i < 80; i++) {
      await login.keyboard.press("Tab");
      const name = await login.evaluate(() => {
        const el = (globalThis as any).document.activeElement as { tagName: string; textContent: string | null; getAttribute(name: string): string | null } | null;
        return el ? `${el.tagName}:${el.getAttribute("aria-label") ?? el.textContent?.trim() ?? ""}` : "";
      });
      reached.add(name);
    }
    for (const control of ["BUTTON:Allow once", "BUTTON:Always allow", "BUTTON:Reject", "BUTTON:Log out", "BUTTON:Export JSON lines"]) expect(reached).toContain(control);
    await card(login, "src/app.ts").getByRole("button", { name: "Reject" }).press("Enter");
    expect((await asked).body.outcome).toBe("rejected");
    await context.close();
  }, 90_000);
});
