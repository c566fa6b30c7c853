import { useState } from "preact/hooks";
import { type Api, ApiError } from "./api.ts";
import type { Approval } from "./types.ts";
import { ErrorLine } from "./error-line.tsx";

/** The approvals in force, each revocable: the next matching ask prompts again. */
export function ApprovalsPanel({ api, approvals, reload }: { api: Api; approvals: readonly Approval[]; reload: () => void }) {
  const [error, setError] = useState("");
  const revoke = async (id: string) => {
    setError("");
    try {
      await api.send("DELETE", `/approval/${encodeURIComponent(id)}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
    reload();
  };
  return (
    <section aria-labelledby="approvals-title">
      <h2 id="approvals-title">Approvals in force</h2>
      <button type="button" onClick={reload}>
        Refresh approvals
      </button>
      {approvals.length === 0 ? (
        <p>No approvals: every matching call asks.</p>
      ) : (
        <table>
          <caption class="visually-hidden">Approvals in force</caption>
          <thead>
            <tr>
              <th scope="col">Permission</th>
              <th scope="col">Pattern</th>
              <th scope="col">Action</th>
              <th scope="col">Scope</th>
              <th scope="col">Session</th>
              <th scope="col">Granted</th>
              <th scope="col">Revoke</th>
            </tr>
          </thead>
          <tbody>
            {approvals.map((a) => (
              <tr key={a.id} data-approval-id={a.id}>
                <td>{a.permission}</td>
                <td>{a.pattern}</td>
                <td>{a.action}</td>
                <td>{a.scope}</td>
                <td>{a.sessionID}</td>
                <td>{new Date(a.createdAt).toLocaleString()}</td>
                <td>
                  <button type="button" aria-label={`Revoke ${a.action} ${a.permission} ${a.pattern}`} onClick={() => revoke(a.id)}>
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ErrorLine error={error} />
    </section>
  );
}
