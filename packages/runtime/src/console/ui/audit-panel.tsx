import { useEffect, useState } from "preact/hooks";
import { type Api, ApiError } from "./api.ts";
import type { AuditRecord } from "./types.ts";
import { ErrorLine } from "./error-line.tsx";

interface Page {
  readonly records: AuditRecord[];
  readonly nextCursor?: string;
}
interface Filters {
  session: string;
  actor: string;
  decision: string;
  from: string;
  to: string;
}
/** At most this many records go into one export (bounded memory in the page). */
const EXPORT_MAX = 20_000;

/** Server-side query (session, since) plus the filters the server has no parameter for (actor, decision, until). */
function query(f: Filters, cursor?: string): string {
  const q = new URLSearchParams({ limit: "100" });
  if (f.session.trim()) q.set("sessionID", f.session.trim());
  if (f.from) q.set("since", String(new Date(f.from).getTime()));
  if (cursor) q.set("cursor", cursor);
  return `/audit?${q}`;
}
function keep(f: Filters, r: AuditRecord): boolean {
  if (f.actor.trim() && !r.actor.credentialID.includes(f.actor.trim())) return false;
  if (f.decision && r.decision !== f.decision) return false;
  if (f.to && r.time > new Date(f.to).getTime()) return false;
  return true;
}

/** The audit log, paged and filtered, exportable as JSON lines. */
export function AuditPanel({ api }: { api: Api }) {
  const [filters, setFilters] = useState<Filters>({ session: "", actor: "", decision: "", from: "", to: "" });
  const [page, setPage] = useState<Page>({ records: [] });
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [error, setError] = useState("");
  const [exportURL, setExportURL] = useState("");
  const load = async (cursor: string | undefined) => {
    setError("");
    try {
      setPage(await api.get<Page>(query(filters, cursor)));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  useEffect(() => {
    void load(undefined);
  }, []);
  const field = (name: keyof Filters) => (e: Event) => setFilters({ ...filters, [name]: (e.target as HTMLInputElement).value });
  const exportLines = async () => {
    setError("");
    const lines: string[] = [];
    let cursor: string | undefined;
    try {
      do {
        const p = await api.get<Page>(query(filters, cursor));
        for (const r of p.records) if (keep(filters, r)) lines.push(JSON.stringify(r));
        cursor = p.nextCursor;
      } while (cursor && lines.length < EXPORT_MAX);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      return;
    }
    if (exportURL) URL.revokeObjectURL(exportURL);
    setExportURL(URL.createObjectURL(new Blob([lines.join("\n") + (lines.length ? "\n" : "")], { type: "application/x-ndjson" })));
  };
  const shown = page.records.filter((r) => keep(filters, r));
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <form
        class="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setCursors([undefined]);
          void load(undefined);
        }}
      >
        <label>
          Session <input type="text" value={filters.session} onInput={field("session")} placeholder="ses_…" />
        </label>
        <label>
          Actor <input type="text" value={filters.actor} onInput={field("actor")} placeholder="user:…" />
        </label>
        <label>
          Decision{" "}
          <select value={filters.decision} onChange={field("decision")}>
            <option value="">any</option>
            <option value="allow">allow</option>
            <option value="deny">deny</option>
            <option value="ask">ask</option>
            <option value="revoke">revoke</option>
          </select>
        </label>
        <label>
          From <input type="datetime-local" value={filters.from} onInput={field("from")} />
        </label>
        <label>
          To <input type="datetime-local" value={filters.to} onInput={field("to")} />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <ErrorLine error={error} />
      <table>
        <caption class="visually-hidden">Audit records</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Session</th>
            <th scope="col">Permission</th>
            <th scope="col">Patterns</th>
            <th scope="col">Decision</th>
            <th scope="col">Cause</th>
            <th scope="col">Actor</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.id}>
              <td>{new Date(r.time).toLocaleString()}</td>
              <td>{r.sessionID}</td>
              <td>{r.permission}</td>
              <td>{r.patterns.join(", ")}</td>
              <td>{r.decision}</td>
              <td>{r.cause}</td>
              <td>{r.actor.credentialID}</td>
              <td>{r.message ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="actions">
        <button
          type="button"
          disabled={cursors.length <= 1}
          onClick={() => {
            const previous = cursors.slice(0, -1);
            setCursors(previous);
            void load(previous.at(-1));
          }}
        >
          Previous page
        </button>
        <button
          type="button"
          disabled={!page.nextCursor}
          onClick={() => {
            setCursors([...cursors, page.nextCursor]);
            void load(page.nextCursor);
          }}
        >
          Next page
        </button>
        <button type="button" onClick={exportLines}>
          Export JSON lines
        </button>
        {exportURL ? (
          <a href={exportURL} download="toolwire-audit.jsonl">
            Download toolwire-audit.jsonl
          </a>
        ) : null}
      </div>
    </section>
  );
}
