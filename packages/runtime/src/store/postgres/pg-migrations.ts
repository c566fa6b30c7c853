import type { PgDatabase, Sql } from "./pg-database.ts";

/**
 * A transition in one round trip (migrations 4 and 7): `statement` writes the request row; when it wrote nothing
 * the function answers false with nothing else written, else it appends the audit records and the events, then true.
 * Migration 4's SQL is the same text, byte for byte, as when it was written out in full.
 */
const transitionFunction = (signature: string, statement: string) => `CREATE FUNCTION ${signature}
      RETURNS boolean LANGUAGE plpgsql AS $$
      BEGIN
        ${statement}
        IF NOT FOUND THEN
          RETURN false;
        END IF;
        INSERT INTO toolwire_audit (id, project_id, session_id, time, record)
          SELECT a.value->>'id', a.value->>'project_id', a.value->>'session_id', (a.value->>'time')::bigint, a.value->>'record'
          FROM json_array_elements(p_audit) WITH ORDINALITY a ORDER BY a.ordinality;
        PERFORM toolwire_append_events(p_project, p_events);
        RETURN true;
      END
    $$`;

/**
 * Versioned schema of the shared store. Every table is prefixed `toolwire_` so the database can
 * be shared with other applications. Steps are applied in order, never edited once released.
 */
const MIGRATIONS: readonly ((tx: Sql) => Promise<unknown>)[] = [
  // 1: approvals (as in SQLite v2), their per-project change counter, the audit log, pending
  // requests of every replica, the replicas' heartbeats, and the event feed.
  async (tx) => {
    await tx`CREATE TABLE toolwire_approval (
      seq bigserial PRIMARY KEY,
      id text NOT NULL UNIQUE,
      project_id text NOT NULL,
      permission text NOT NULL,
      pattern text NOT NULL,
      scope text NOT NULL CHECK (scope IN ('session', 'project')),
      session_key text NOT NULL,
      session_id text NOT NULL,
      request_id text NOT NULL,
      created_at bigint NOT NULL,
      expires_at bigint,
      granted_by text,
      UNIQUE (project_id, scope, session_key, permission, pattern)
    )`;
    await tx`CREATE TABLE toolwire_approval_version (project_id text PRIMARY KEY, version bigint NOT NULL)`;
    await tx`CREATE TABLE toolwire_audit (
      seq bigserial PRIMARY KEY,
      id text NOT NULL UNIQUE,
      project_id text NOT NULL,
      session_id text NOT NULL,
      time bigint NOT NULL,
      record text NOT NULL
    )`;
    await tx`CREATE INDEX toolwire_audit_session ON toolwire_audit (project_id, session_id, seq)`;
    await tx`CREATE INDEX toolwire_audit_time ON toolwire_audit (project_id, time)`;
    await tx`CREATE TABLE toolwire_replica (id text PRIMARY KEY, started_at timestamptz NOT NULL DEFAULT now(), seen_at timestamptz NOT NULL DEFAULT now())`;
    await tx`CREATE TABLE toolwire_pending (
      seq bigserial PRIMARY KEY,
      id text NOT NULL,
      project_id text NOT NULL,
      session_id text NOT NULL,
      owner text NOT NULL,
      request text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled')),
      reply text CHECK (reply IN ('once', 'always', 'reject')),
      settled_at timestamptz,
      UNIQUE (project_id, id)
    )`;
    await tx`CREATE INDEX toolwire_pending_session ON toolwire_pending (project_id, session_id) WHERE status = 'pending'`;
    await tx`CREATE INDEX toolwire_pending_owner ON toolwire_pending (owner) WHERE status = 'pending'`;
    await tx`CREATE TABLE toolwire_event (
      seq bigserial PRIMARY KEY,
      project_id text NOT NULL,
      session_id text NOT NULL,
      event text NOT NULL,
      detail text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`;
    await tx`CREATE INDEX toolwire_event_created ON toolwire_event (created_at)`;
  },
  // 2: the audit log is paged by (writer's transaction id, seq) below the oldest running
  // transaction, so a row committing late (its seq taken before a visible row's) is never skipped.
  async (tx) => {
    await tx`ALTER TABLE toolwire_audit ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id()`;
    await tx`CREATE INDEX toolwire_audit_page ON toolwire_audit (project_id, xid, seq)`;
  },
  // 3: appending events in one round trip. The order is the contract of pg-event-rows.ts:
  // transaction id first, then the sessions' locks (sorted bytewise), then the numbered rows in
  // the given order, then the wake-up.
  async (tx) => {
    await tx.unsafe(`CREATE FUNCTION toolwire_append_events(p_project text, p_rows json) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        s text;
      BEGIN
        PERFORM pg_current_xact_id();
        FOR s IN SELECT DISTINCT r->>'s' COLLATE "C" AS k FROM json_array_elements(p_rows) r ORDER BY k LOOP
          PERFORM pg_advisory_xact_lock(hashtext('toolwire.session:' || p_project || ':' || s));
        END LOOP;
        INSERT INTO toolwire_event (project_id, session_id, event, detail)
          SELECT p_project, r.value->>'s', r.value->>'e', r.value->>'d' FROM json_array_elements(p_rows) WITH ORDINALITY r ORDER BY r.ordinality;
        PERFORM pg_notify('toolwire_events', p_project);
      END
    $$`);
  },
  // 4: opening a request in one round trip: the row, its audit records and its event, all or
  // nothing (false, with nothing written, when the id is taken).
  async (tx) => {
    await tx.unsafe(
      transitionFunction(
        "toolwire_open_request(p_project text, p_id text, p_session text, p_owner text, p_request text, p_audit json, p_events json)",
        `INSERT INTO toolwire_pending (id, project_id, session_id, owner, request) VALUES (p_id, p_project, p_session, p_owner, p_request)
          ON CONFLICT (project_id, id) DO NOTHING;`,
      ),
    );
  },
  // 5: approvals that deny (a reject remembered); every older row allowed.
  async (tx) => {
    await tx`ALTER TABLE toolwire_approval ADD COLUMN action text NOT NULL DEFAULT 'allow' CHECK (action IN ('allow', 'deny'))`;
  },
  // 6: each session's todo list (todowrite), one JSON document per session.
  async (tx) => {
    await tx`CREATE TABLE toolwire_todo (project_id text NOT NULL, session_id text NOT NULL, todos jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (project_id, session_id))`;
  },
  // 7: settling a request in one round trip when the server already knows it (from its permission.asked event):
  // the row, its audit records and its event, all or nothing; false, with nothing written, when the row is no
  // longer pending or is not the request (owner and text) the server planned from.
  async (tx) => {
    await tx.unsafe(
      transitionFunction(
        "toolwire_settle_request(p_project text, p_id text, p_reply text, p_owner text, p_request text, p_audit json, p_events json)",
        `UPDATE toolwire_pending SET status = 'settled', reply = p_reply, settled_at = now()
          WHERE project_id = p_project AND id = p_id AND status = 'pending' AND owner = p_owner AND request = p_request;`,
      ),
    );
  },
  // 8: each project's events by number: the feed's read (project, seq > n, in order) was served by the primary key
  // or, in a generic plan cached while the table was small, by a scan of the whole table on every read.
  // Then opening and settling many requests in one statement (what one turn of a server's event loop brings), each
  // item answered on its own (true: written). The settle tests its status with IS NOT DISTINCT FROM (the same, as
  // status is never null) so that no partial index on pending rows can serve it: a cached generic plan once walked
  // every pending row of the project, or of the owner, to find one by id. The lock order becomes: transaction id,
  // every session's lock (sorted bytewise), the request rows (by id), then audit records and events in the given
  // order. Holding the session locks before any row, and taking rows in one order, two batches never wait on each
  // other in a cycle; the settling transaction in pg-pending-request-store.ts takes its session's lock before its
  // row for the same reason. (Servers still on migration 7's functions take the row first: a mixed rollout can
  // deadlock, which PostgreSQL breaks, and the batch is then retried item by item.)
  async (tx) => {
    await tx`CREATE INDEX toolwire_event_project ON toolwire_event (project_id, seq)`;
    await tx.unsafe(`CREATE FUNCTION toolwire_lock_sessions(p_project text, p_items json) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        s text;
      BEGIN
        PERFORM pg_current_xact_id();
        FOR s IN SELECT DISTINCT i->>'session' COLLATE "C" AS k FROM json_array_elements(p_items) i ORDER BY k LOOP
          PERFORM pg_advisory_xact_lock(hashtext('toolwire.session:' || p_project || ':' || s));
        END LOOP;
      END
    $$`);
    await tx.unsafe(`CREATE FUNCTION toolwire_record_transitions(p_project text, p_items json, p_done boolean[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT (true = ANY(p_done)) THEN
          RETURN;
        END IF;
        INSERT INTO toolwire_audit (id, project_id, session_id, time, record)
          SELECT a.value->>'id', a.value->>'project_id', a.value->>'session_id', (a.value->>'time')::bigint, a.value->>'record'
          FROM json_array_elements(p_items) WITH ORDINALITY i, json_array_elements(i.value->'audit') WITH ORDINALITY a
          WHERE p_done[i.ordinality::int] ORDER BY i.ordinality, a.ordinality;
        PERFORM toolwire_append_events(p_project, (SELECT json_agg(e.value ORDER BY i.ordinality, e.ordinality)
          FROM json_array_elements(p_items) WITH ORDINALITY i, json_array_elements(i.value->'events') WITH ORDINALITY e
          WHERE p_done[i.ordinality::int]));
      END
    $$`);
    const batch = (name: string, statement: string) => `CREATE FUNCTION ${name}(p_project text, p_items json) RETURNS boolean[] LANGUAGE plpgsql AS $$
      DECLARE
        item record;
        done boolean[] := array_fill(false, ARRAY[json_array_length(p_items)]);
      BEGIN
        PERFORM toolwire_lock_sessions(p_project, p_items);
        FOR item IN SELECT i.value AS v, i.ordinality::int AS n FROM json_array_elements(p_items) WITH ORDINALITY i
            ORDER BY i.value->>'id' COLLATE "C", i.ordinality LOOP
          ${statement}
          done[item.n] := FOUND;
        END LOOP;
        PERFORM toolwire_record_transitions(p_project, p_items, done);
        RETURN done;
      END
    $$`;
    await tx.unsafe(
      batch(
        "toolwire_open_requests",
        `INSERT INTO toolwire_pending (id, project_id, session_id, owner, request)
            VALUES (item.v->>'id', p_project, item.v->>'session', item.v->>'owner', item.v->>'request') ON CONFLICT (project_id, id) DO NOTHING;`,
      ),
    );
    await tx.unsafe(
      batch(
        "toolwire_settle_requests",
        `UPDATE toolwire_pending SET status = 'settled', reply = item.v->>'reply', settled_at = now()
            WHERE project_id = p_project AND id = item.v->>'id' AND status IS NOT DISTINCT FROM 'pending'
              AND owner = item.v->>'owner' AND request = item.v->>'request';`,
      ),
    );
  },
];

/** The schema version this code writes. */
export const PG_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database up to PG_SCHEMA_VERSION in one transaction under an advisory lock, so
 * replicas starting together apply each step exactly once (the others wait, then find it done).
 * A database written by a newer toolwire is refused, untouched.
 */
export async function migratePg(db: PgDatabase): Promise<void> {
  await db.transaction("applying schema migrations (table toolwire_schema)", async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext('toolwire.migrate'))`;
    await tx`CREATE TABLE IF NOT EXISTS toolwire_schema (version integer NOT NULL)`;
    const [row] = await tx`SELECT version FROM toolwire_schema`;
    const version = row ? Number(row.version) : 0;
    if (version > PG_SCHEMA_VERSION) {
      throw new Error(`table toolwire_schema: version ${version} is newer than this toolwire's (${PG_SCHEMA_VERSION}); upgrade toolwire`);
    }
    for (let step = version; step < PG_SCHEMA_VERSION; step++) await MIGRATIONS[step]!(tx);
    if (!row) await tx`INSERT INTO toolwire_schema (version) VALUES (${PG_SCHEMA_VERSION})`;
    else if (version !== PG_SCHEMA_VERSION) await tx`UPDATE toolwire_schema SET version = ${PG_SCHEMA_VERSION}`;
  });
}
