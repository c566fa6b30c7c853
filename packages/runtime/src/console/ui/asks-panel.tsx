import { useEffect, useState } from "preact/hooks";
import { type Api, ApiError } from "./api.ts";
import { AskContext } from "./ask-context.tsx";
import type { Ask, Part } from "./types.ts";
import { ErrorLine } from "./error-line.tsx";

interface Explanation {
  readonly action: string;
  readonly rule?: { readonly source: string; readonly index: number; readonly rule: { readonly permission: string; readonly pattern: string; readonly action: string } };
}

/** Which rule made the ask an ask, from `GET /permission/explain` for its first pattern. */
function RuleLine({ api, ask }: { api: Api; ask: Ask }) {
  const [text, setText] = useState("…");
  useEffect(() => {
    const q = new URLSearchParams({ permission: ask.permission, pattern: ask.patterns[0] ?? "", sessionID: ask.sessionID, ...(ask.riskLevel ? { riskLevel: ask.riskLevel } : {}) });
    api
      .get<Explanation>(`/permission/explain?${q}`)
      .then((e) => setText(e.rule ? `${e.rule.source} rule #${e.rule.index}: ${e.rule.rule.permission} ${e.rule.rule.pattern} → ${e.rule.rule.action}` : `no rule matched: ${e.action} by default`))
      .catch((error: Error) => setText(`unknown (${error.message})`));
  }, [ask.id]);
  return <p>Rule: {text}</p>;
}

/** One ask with its context and the answers: once, always (session or project), reject (with an optional message). */
function AskCard({ api, ask, part }: { api: Api; ask: Ask; part: Part | undefined }) {
  const [scope, setScope] = useState<"session" | "project">("session");
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const reply = async (body: Record<string, unknown>) => {
    setBusy(true);
    setError("");
    try {
      await api.send("POST", `/permission/${encodeURIComponent(ask.id)}/reply`, body);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const titleID = `ask-${ask.id}`;
  return (
    <article class={`card risk-${ask.riskLevel ?? "high"}`} aria-labelledby={titleID} data-request-id={ask.id}>
      <h3 id={titleID}>
        {ask.permission} <span class="badge">{ask.riskLevel ?? "high"} risk</span>
      </h3>
      <dl>
        <dt>Session</dt>
        <dd>{ask.sessionID}</dd>
        <dt>Patterns</dt>
        <dd>{ask.patterns.join(", ")}</dd>
        <dt>Always would allow</dt>
        <dd>{ask.always.length > 0 ? ask.always.join(", ") : "(nothing to remember)"}</dd>
      </dl>
      <RuleLine api={api} ask={ask} />
      <AskContext ask={ask} part={part} />
      {ask.metadata && Object.keys(ask.metadata).length > 0 ? (
        <details>
          <summary>Metadata</summary>
          <pre class="metadata">{JSON.stringify(ask.metadata, null, 2)}</pre>
        </details>
      ) : null}
      <div class="actions">
        <button type="button" disabled={busy} onClick={() => reply({ reply: "once" })}>
          Allow once
        </button>
        <label>
          Scope{" "}
          <select value={scope} onChange={(e) => setScope((e.target as HTMLSelectElement).value as "session" | "project")}>
            <option value="session">this session</option>
            <option value="project">the whole project</option>
          </select>
        </label>
        <button type="button" disabled={busy} onClick={() => reply({ reply: "always", scope })}>
          Always allow
        </button>
        <label>
          Message to the agent{" "}
          <input type="text" value={message} onInput={(e) => setMessage((e.target as HTMLInputElement).value)} maxLength={2000} />
        </label>
        <button type="button" class="danger" disabled={busy} onClick={() => reply({ reply: "reject", ...(message.trim() ? { message: message.trim() } : {}) })}>
          Reject
        </button>
      </div>
      <ErrorLine error={error} />
    </article>
  );
}

/** The pending asks of every session (and replica), live: asked ones appear, answered ones disappear everywhere. */
export function AsksPanel({ api, asks, partsByCall }: { api: Api; asks: readonly Ask[]; partsByCall: ReadonlyMap<string, Part> }) {
  return (
    <section aria-labelledby="asks-title">
      <h2 id="asks-title">
        Pending asks <span class="count">({asks.length})</span>
      </h2>
      {asks.length === 0 ? <p>Nothing is waiting for an answer.</p> : asks.map((ask) => <AskCard key={ask.id} api={api} ask={ask} part={ask.tool ? partsByCall.get(`${ask.sessionID}:${ask.tool.callID}`) : undefined} />)}
    </section>
  );
}
