import { useEffect, useMemo, useState } from "preact/hooks";
import { type Api, type ConsoleSession, createApi, currentSession } from "./api.ts";
import { ApprovalsPanel } from "./approvals-panel.tsx";
import { AsksPanel } from "./asks-panel.tsx";
import { AuditPanel } from "./audit-panel.tsx";
import { liveEvents } from "./live-events.ts";
import { LoginView } from "./login-view.tsx";
import { MetricsPanel } from "./metrics-panel.tsx";
import { PartsPanel, type TrackedPart } from "./parts-panel.tsx";
import type { Approval, Ask, Part } from "./types.ts";

/** Parts kept in the page (oldest dropped first), so a long day does not grow it without bound. */
const MAX_PARTS = 200;

/** The logged-in console: live asks and tool calls, approvals, audit, metrics. */
function Console({ api, credentialID, facts, onLogout }: { api: Api; credentialID: string; facts: Readonly<Record<string, string>>; onLogout: () => void }) {
  const [asks, setAsks] = useState<Ask[]>([]);
  const [parts, setParts] = useState<TrackedPart[]>([]);
  const [approvals, setApprovals] = useState<Approval[]>([]);
  const [live, setLive] = useState(false);
  const reloadApprovals = () => void api.get<Approval[]>("/approval").then(setApprovals, () => undefined);

  useEffect(() => {
    // Ids the events named while the pending list is being read after a (re)connect; empty otherwise.
    const seen = { loading: false, asked: new Set<string>(), replied: new Set<string>() };
    const closeAsks = liveEvents(
      "/permission/events",
      (event) => {
        if (event.type === "server.connected") {
          // (Re)connected: the list is what is pending now, merged with what the events said while it was being read
          // (an ask announced meanwhile stays, one answered meanwhile goes).
          seen.loading = true;
          seen.asked = new Set();
          seen.replied = new Set();
          void api.get<Ask[]>("/permission").then(
            (list) => {
              const { asked, replied } = seen;
              setAsks((old) => {
                const listed = new Set(list.map((a) => a.id));
                return [...list.filter((a) => !replied.has(a.id)), ...old.filter((a) => !listed.has(a.id) && asked.has(a.id) && !replied.has(a.id))];
              });
              seen.loading = false;
              seen.asked = new Set();
              seen.replied = new Set();
            },
            () => undefined,
          );
        } else if (event.type === "permission.asked") {
          if (seen.loading) seen.asked.add(event.properties.id);
          setAsks((old) => (old.some((a) => a.id === event.properties.id) ? old : [...old, event.properties as Ask]));
        } else if (event.type === "permission.replied") {
          if (seen.loading) seen.replied.add(event.properties.requestID);
          setAsks((old) => old.filter((a) => a.id !== event.properties.requestID));
          if (event.properties.reply === "always") reloadApprovals();
        }
      },
      setLive,
    );
    const closeParts = liveEvents("/tool/parts/events", (event) => {
      if (event.type !== "message.part.updated") return;
      const part = event.properties.part as Part;
      setParts((old) => {
        const at = old.findIndex((t) => t.part.id === part.id);
        if (at < 0) return [...old, { part, statuses: [part.state.status] }].slice(-MAX_PARTS);
        const t = old[at]!;
        const statuses = t.statuses.at(-1) === part.state.status ? t.statuses : [...t.statuses, part.state.status];
        const next = old.slice();
        next[at] = { part, statuses };
        return next;
      });
    });
    reloadApprovals();
    return () => {
      closeAsks();
      closeParts();
    };
  }, []);

  const partsByCall = useMemo(() => new Map(parts.map((t) => [`${t.part.sessionID}:${t.part.callID}`, t.part])), [parts]);
  return (
    <div>
      <header>
        <h1>toolwire console</h1>
        <p class="status" role="status">
          {live ? "Live" : "Connecting…"} · {credentialID}
        </p>
        <button type="button" onClick={onLogout}>
          Log out
        </button>
      </header>
      <main>
        <AsksPanel api={api} asks={asks} partsByCall={partsByCall} />
        <PartsPanel parts={parts} />
        <ApprovalsPanel api={api} approvals={approvals} reload={reloadApprovals} />
        <AuditPanel api={api} />
        <MetricsPanel api={api} store={facts.store} />
      </main>
    </div>
  );
}

/** The page: the login form until a session exists (a reload keeps it: the cookie), then the console. */
export function App() {
  const [session, setSession] = useState<ConsoleSession | null | undefined>(undefined);
  useEffect(() => {
    void currentSession().then((s) => setSession(s ?? null));
  }, []);
  const api = useMemo(() => (session ? createApi(session.csrf, () => setSession(null)) : undefined), [session]);
  if (session === undefined) return <main><p>Loading…</p></main>;
  // After a login, the session route adds the startup facts.
  if (!session || !api) return <LoginView onLogin={(s) => void currentSession().then((full) => setSession(full ?? s))} />;
  const logout = async () => {
    await api.send("POST", "/console/logout").catch(() => undefined);
    setSession(null);
  };
  return <Console api={api} credentialID={session.credentialID} facts={session.facts ?? {}} onLogout={logout} />;
}
