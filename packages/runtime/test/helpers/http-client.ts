/** A tiny authenticated HTTP client for tests against a spawned server. */
export function httpClient(baseUrl: string, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => fetch(`${baseUrl}${path}`, { headers: auth }),
    post: (path: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
      fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { ...auth, ...headers },
        body: typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body),
      }),
    delete: (path: string) => fetch(`${baseUrl}${path}`, { method: "DELETE", headers: auth }),
    json: async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T,
  };
}
