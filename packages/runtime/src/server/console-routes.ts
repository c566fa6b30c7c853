import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { CONSOLE_HTML, consoleAssets } from "../console/console-assets.ts";
import type { ConsoleSessions } from "../console/console-sessions.ts";
import { ForbiddenError, InvalidArgumentError, UnauthenticatedError } from "../errors/runtime-error.ts";
import type { Credential, Credentials } from "./credentials.ts";
import { readJsonBody } from "./json-body.ts";

/** The console's cookie: a random session id (HttpOnly, SameSite=Strict); the token itself never leaves the login request. */
export const CONSOLE_COOKIE = "toolwire_console";

/** No inline script or style, nothing from elsewhere, no framing: what the page may load and where it may connect. */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy": CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-store",
});
const LOGIN_LIMITS = Object.freeze({ maxBytes: 4_096, maxDepth: 2 });

/** A state-changing request made with the cookie must come from the console's own page (Origin, Fetch metadata). */
function requireSameOrigin(c: Context, what: string): void {
  const origin = c.req.header("origin");
  const host = c.req.header("host");
  let sameOrigin = false;
  try {
    sameOrigin = origin !== undefined && host !== undefined && new URL(origin).host === host;
  } catch {
    sameOrigin = false;
  }
  const site = c.req.header("sec-fetch-site");
  if (!sameOrigin || (site !== undefined && site !== "same-origin")) throw new ForbiddenError(`${what}: refused, the request does not come from the console's own page`);
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The credential of a request made by the console page (its cookie), or undefined when it has
 * none. Every state-changing one must also carry the session's CSRF token in `X-CSRF-Token` and
 * come from the same origin; else PERMISSION_DENIED, before anything runs.
 */
export function consoleCredential(c: Context, sessions: ConsoleSessions<Credential>): Credential | undefined {
  const id = getCookie(c, CONSOLE_COOKIE);
  if (id === undefined) return undefined;
  const session = sessions.get(id);
  if (!session) return undefined;
  if (STATE_CHANGING.has(c.req.method)) {
    requireSameOrigin(c, `${c.req.method} ${c.req.path}`);
    if (!sessions.csrfMatches(session, c.req.header("x-csrf-token"))) throw new ForbiddenError(`${c.req.method} ${c.req.path}: refused, the console's CSRF token is missing or wrong`);
  }
  return session.credential;
}

/**
 * The console (`/console`): the page and its bundled assets (public: they hold no data), login with
 * the user token (the agent's is refused: the console answers asks), session and logout. Everything
 * else the page does goes through the ordinary routes, authenticated by consoleCredential.
 */
export function mountConsoleRoutes(app: Hono<any>, options: { readonly credentials: Credentials; readonly sessions: ConsoleSessions<Credential>; readonly facts?: Readonly<Record<string, string>> }): void {
  const { credentials, sessions } = options;
  const facts = options.facts ?? {};
  const page = (c: Context) => c.body(CONSOLE_HTML, 200, { ...PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" });
  app.get("/console", page);
  app.get("/console/", page);
  app.get("/console/console.js", async (c) => c.body((await consoleAssets()).script, 200, { ...PAGE_HEADERS, "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" }));
  app.get("/console/console.css", async (c) => c.body((await consoleAssets()).style, 200, { ...PAGE_HEADERS, "Content-Type": "text/css; charset=utf-8", "Cache-Control": "no-cache" }));

  app.post("/console/login", async (c) => {
    requireSameOrigin(c, "logging in to the console");
    const body = await readJsonBody(c.req.raw, LOGIN_LIMITS);
    const token = (body as { token?: unknown } | null)?.token;
    if (typeof token !== "string" || token === "") throw new InvalidArgumentError("login: token: expected the user token", ["token: required"]);
    const credential = credentials.authenticate(`Bearer ${token}`);
    if (!credential) throw new UnauthenticatedError("that token is not one this server accepts");
    // A credential that can ask must not answer from the console (it could approve its own asks).
    if (credential.roles.includes("agent") || !credential.roles.includes("user")) {
      throw new ForbiddenError(`the console is for the person who answers asks: log in with the user token (credential ${credential.id} holds ${credential.roles.join(", ")})`);
    }
    const session = sessions.create(credential);
    const maxAge = Math.max(1, Math.floor((session.expiresAt - Date.now()) / 1000));
    return c.json({ csrf: session.csrf, expiresAt: session.expiresAt, credentialID: credential.id }, 200, {
      "Set-Cookie": `${CONSOLE_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`,
      "Cache-Control": "no-store",
    });
  });

  app.get("/console/session", (c) => {
    const session = sessions.get(getCookie(c, CONSOLE_COOKIE));
    if (!session) throw new UnauthenticatedError("not logged in to the console");
    // The startup facts a user may see (where state is kept), beside what /health says to anyone.
    return c.json({ csrf: session.csrf, expiresAt: session.expiresAt, credentialID: session.credential.id, facts }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/console/logout", (c) => {
    const id = getCookie(c, CONSOLE_COOKIE);
    const session = sessions.get(id);
    if (session) {
      requireSameOrigin(c, "logging out of the console");
      if (!sessions.csrfMatches(session, c.req.header("x-csrf-token"))) throw new ForbiddenError("logout: refused, the console's CSRF token is missing or wrong");
      sessions.end(session.id);
    }
    return c.json(true, 200, { "Set-Cookie": `${CONSOLE_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0` });
  });
}
