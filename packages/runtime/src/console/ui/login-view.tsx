import { useState } from "preact/hooks";
import { login } from "./api.ts";
import { ErrorLine } from "./error-line.tsx";

/** The login form: the user token in a password field; a refusal is said on the page. */
export function LoginView({ onLogin }: { onLogin: (session: { csrf: string; credentialID: string }) => void }) {
  const [token, setToken] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <main class="login">
      <h1>toolwire console</h1>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError("");
          try {
            const session = await login(token);
            setToken("");
            onLogin(session);
          } catch (err) {
            setError(err instanceof Error ? err.message : String(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label for="token">User token</label>
        <input id="token" name="token" type="password" autocomplete="current-password" value={token} onInput={(e) => setToken((e.target as HTMLInputElement).value)} required />
        <button type="submit" disabled={busy}>
          Log in
        </button>
        <ErrorLine error={error} />
      </form>
      <p class="hint">The user token is printed by <code>bun run serve</code> (or in the data dir's <code>user.token</code>). It is kept by the server as a session cookie, never in this browser's storage.</p>
    </main>
  );
}
