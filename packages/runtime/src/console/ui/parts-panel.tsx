import { useState } from "preact/hooks";
import { DiffView } from "./diff-view.tsx";
import type { Part } from "./types.ts";

/** A part and every status it has shown, in the order they arrived. */
export interface TrackedPart {
  readonly part: Part;
  readonly statuses: readonly Part["state"]["status"][];
}

const SHOWN = 2_000;

/** Long text cut to SHOWN characters, with a button that shows the rest. */
function Truncated({ text, label, terminal }: { text: string; label: string; terminal?: boolean }) {
  const [all, setAll] = useState(false);
  const cut = !all && text.length > SHOWN;
  return (
    <div>
      <pre class={terminal ? "terminal" : "output"} aria-label={label}>
        {cut ? `${text.slice(0, SHOWN)}…` : text}
      </pre>
      {cut ? (
        <button type="button" onClick={() => setAll(true)}>
          Show all ({text.length.toLocaleString()} characters)
        </button>
      ) : null}
    </div>
  );
}

/** One tool call: its states in order, title, input, live metadata (bash output, diffs), output or error. */
function PartCard({ tracked }: { tracked: TrackedPart }) {
  const { part, statuses } = tracked;
  const s = part.state;
  const metadata = s.metadata ?? {};
  const titleID = `part-${part.id}`;
  return (
    <article class={`card status-${s.status}`} aria-labelledby={titleID} data-part-id={part.id}>
      <h4 id={titleID}>
        {part.tool}: {s.title ?? part.callID} <span class="badge">{s.status}</span>
      </h4>
      <ol class="states" aria-label="States">
        {statuses.map((status, i) => (
          <li key={i}>{status}</li>
        ))}
      </ol>
      <details>
        <summary>Input</summary>
        <pre>{JSON.stringify(s.input ?? {}, null, 2)}</pre>
      </details>
      {typeof metadata.diff === "string" ? <DiffView diff={metadata.diff} /> : null}
      {typeof metadata.output === "string" && s.status === "running" ? <Truncated text={metadata.output} label="Terminal output" terminal /> : null}
      {s.status === "completed" && typeof s.output === "string" ? <Truncated text={s.output} label="Output" terminal={part.tool === "bash" || part.tool === "run"} /> : null}
      {s.status === "error" ? (
        <p class="error">
          Error: {s.error}
        </p>
      ) : null}
    </article>
  );
}

/** Tool calls as they run, grouped by session, newest session first. */
export function PartsPanel({ parts }: { parts: readonly TrackedPart[] }) {
  const sessions = new Map<string, TrackedPart[]>();
  for (const t of parts) sessions.set(t.part.sessionID, [...(sessions.get(t.part.sessionID) ?? []), t]);
  return (
    <section aria-labelledby="parts-title">
      <h2 id="parts-title">Tool calls</h2>
      {parts.length === 0 ? <p>No tool calls since this page opened.</p> : null}
      {[...sessions.entries()].reverse().map(([sessionID, list]) => (
        <section key={sessionID} aria-label={`Session ${sessionID}`}>
          <h3 class="session">Session {sessionID}</h3>
          {list.map((t) => (
            <PartCard key={t.part.id} tracked={t} />
          ))}
        </section>
      ))}
    </section>
  );
}
