/** The console's calls to the runtime's public routes: same origin, the session cookie, the CSRF token on writes. */
export interface Api {
  get<T>(path: string): Promise<T>;
  send<T>(method: "POST" | "DELETE", path: string, body?: unknown): Promise<T>;
}

/** Raised for a non-2xx answer, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The error message of a response body (`{error: {message}}`), or its status line. */
async function failure(response: Response): Promise<ApiError> {
  let message = `${response.status} ${response.statusText}`;
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    if (body.error?.message) message = body.error.message;
  } catch {
    // Not JSON: the status line says it.
  }
  return new ApiError(response.status, message);
}

/** Creates the API for a logged-in session; `onExpired` runs when the server no longer knows it (401). */
export function createApi(csrf: string, onExpired: () => void): Api {
  const handle = async <T>(response: Response): Promise<T> => {
    if (response.status === 401) onExpired();
    if (!response.ok) throw await failure(response);
    return (await response.json()) as T;
  };
  return {
    get: async (path) => handle(await fetch(path, { credentials: "same-origin", headers: { Accept: "application/json" } })),
    send: async (method, path, body) =>
      handle(
        await fetch(path, {
          method,
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf, Accept: "application/json" },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
      ),
  };
}

/** Logs in with a token; the answer sets the HttpOnly cookie and gives the CSRF token (kept in memory only). */
export async function login(token: string): Promise<{ csrf: string; credentialID: string }> {
  const response = await fetch("/console/login", { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as { csrf: string; credentialID: string };
}

/** The session a cookie already holds (a reload), or undefined. */
export async function currentSession(): Promise<ConsoleSession | undefined> {
  const response = await fetch("/console/session", { credentials: "same-origin" });
  return response.ok ? ((await response.json()) as ConsoleSession) : undefined;
}

/** What `/console/session` says: the CSRF token, who is logged in, the startup facts (store). */
export interface ConsoleSession {
  readonly csrf: string;
  readonly credentialID: string;
  readonly facts?: Readonly<Record<string, string>>;
}
