import type { ToolPart } from "@generated/validators/toolPart";
import type { ToolStateCompleted } from "@generated/validators/toolStateCompleted";
import { NotFoundError } from "../errors/runtime-error.ts";
import { type Clock, systemClock } from "../clock/clock.ts";
import { createEventBus } from "../events/event-bus.ts";
import { createIdentifier } from "../ids/identifier.ts";
import { isTerminal, mergeToolPart } from "./streaming-merge.ts";
import type { ToolPartUpdatedEvent } from "./tool-events.ts";
import type { ToolPartUpdate } from "./tool-part-update.ts";
import { createToolTimeouts, type TimeoutOptions } from "./tool-timeouts.ts";

/** The error text OpenCode uses for an aborted tool call. */
export const ABORTED_MESSAGE = "Tool execution aborted";

export interface StartInput {
  readonly id?: string;
  readonly sessionID: ToolPart["sessionID"];
  readonly messageID: ToolPart["messageID"];
  readonly callID: ToolPart["callID"];
  readonly tool: ToolPart["tool"];
  readonly input?: Readonly<Record<string, unknown>>;
  readonly raw?: string;
  readonly metadata?: ToolPart["metadata"];
}

export interface CompleteInput {
  readonly output: ToolStateCompleted["output"];
  /** Defaults to the running title, then the tool name (completed parts require one). */
  readonly title?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly attachments?: ToolStateCompleted["attachments"];
}

/** Holds the live tool parts of a process and applies the lifecycle to them. */
export interface ToolTracker {
  /** Applies a streaming update (creating the part when its id is new); throws and keeps the part on an illegal or invalid update. */
  update(update: ToolPartUpdate): ToolPart;
  start(input: StartInput): ToolPart;
  run(partID: string, patch?: { readonly title?: string; readonly metadata?: Readonly<Record<string, unknown>> }): ToolPart;
  complete(partID: string, result: CompleteInput): ToolPart;
  fail(partID: string, error: string, metadata?: Readonly<Record<string, unknown>>): ToolPart;
  /** Sets time.compacted on a completed part. */
  compact(partID: string): ToolPart;
  get(partID: string): ToolPart | undefined;
  list(sessionID?: string): ToolPart[];
  /** Turns every non-terminal part of the session into error "Tool execution aborted". */
  abort(sessionID: string): ToolPart[];
  /** Fails parts pending/running longer than their tool's timeout; returns them. */
  sweep(): ToolPart[];
  /** Runs `sweep` every `intervalMs` until the returned function is called. */
  startSweeping(intervalMs?: number): () => void;
  subscribe(listener: (event: ToolPartUpdatedEvent) => void): () => void;
}

export interface ToolTrackerOptions {
  readonly clock?: Clock;
  readonly timeouts?: TimeoutOptions;
  /** How many finished parts to keep for reads; the oldest are forgotten first. */
  readonly retainTerminal?: number;
  readonly onListenerError?: (error: unknown) => void;
}

interface Entry {
  part: ToolPart;
  /** Clock reading when the part entered its current status (what stuck detection measures). */
  since: number;
  /** Clock reading when the part was first seen. */
  created: number;
}

/** Creates a tracker; time comes from the injected clock so stuck detection is testable. */
export function createToolTracker(options: ToolTrackerOptions = {}): ToolTracker {
  const clock = options.clock ?? systemClock;
  const timeouts = createToolTimeouts(options.timeouts);
  const retain = options.retainTerminal ?? 10_000;
  const parts = new Map<string, Entry>();
  const finished = new Set<string>();
  const bus = createEventBus<ToolPartUpdatedEvent>(options.onListenerError);

  const require = (partID: string): Entry => {
    const entry = parts.get(partID);
    if (!entry) throw new NotFoundError(`no tool part ${partID}`);
    return entry;
  };

  const apply = (update: ToolPartUpdate): ToolPart => {
    const now = clock.now();
    const id = update.id ?? createIdentifier("prt", now);
    const entry = parts.get(id);
    const next = mergeToolPart(entry?.part, { ...update, id }, { now, pendingSince: entry?.created });
    if (entry && next === entry.part) return next;
    if (entry) {
      if (entry.part.state.status !== next.state.status) entry.since = now;
      entry.part = next;
    } else {
      parts.set(id, { part: next, since: now, created: now });
    }
    if (isTerminal(next.state.status) && !finished.has(id)) {
      finished.add(id);
      while (finished.size > retain) {
        const oldest = finished.values().next().value as string;
        finished.delete(oldest);
        parts.delete(oldest);
      }
    }
    bus.publish({ type: "message.part.updated", properties: { part: next } });
    return next;
  };

  const tracker: ToolTracker = {
    update: apply,

    start(input) {
      return apply({
        id: input.id,
        sessionID: input.sessionID,
        messageID: input.messageID,
        callID: input.callID,
        tool: input.tool,
        ...(input.metadata ? { metadata: input.metadata } : {}),
        state: { status: "pending", input: { ...input.input }, raw: input.raw ?? "" },
      });
    },

    run(partID, patch = {}) {
      require(partID);
      return apply({ id: partID, state: { status: "running", ...patch } });
    },

    complete(partID, result) {
      const { part } = require(partID);
      const title = result.title ?? ("title" in part.state && part.state.title ? part.state.title : part.tool);
      return apply({ id: partID, state: { status: "completed", ...result, title } });
    },

    fail(partID, error, metadata) {
      require(partID);
      return apply({ id: partID, state: { status: "error", error, ...(metadata ? { metadata } : {}) } });
    },

    compact(partID) {
      require(partID);
      return apply({ id: partID, state: { status: "completed", time: { compacted: clock.now() } } });
    },

    get(partID) {
      return parts.get(partID)?.part;
    },

    list(sessionID) {
      const out: ToolPart[] = [];
      for (const { part } of parts.values()) if (sessionID === undefined || part.sessionID === sessionID) out.push(part);
      return out;
    },

    abort(sessionID) {
      const aborted: ToolPart[] = [];
      for (const { part } of [...parts.values()]) {
        if (part.sessionID !== sessionID || isTerminal(part.state.status)) continue;
        aborted.push(apply({ id: part.id, state: { status: "error", error: ABORTED_MESSAGE } }));
      }
      return aborted;
    },

    sweep() {
      const now = clock.now();
      const stuck: ToolPart[] = [];
      for (const entry of [...parts.values()]) {
        const { part } = entry;
        if (isTerminal(part.state.status)) continue;
        const { ms, category } = timeouts.timeoutFor(part.tool);
        if (now - entry.since <= ms) continue;
        const error = `Tool "${part.tool}" was ${part.state.status} for longer than its ${category ?? "default"} timeout of ${ms / 1000} s and was stopped`;
        stuck.push(apply({ id: part.id, state: { status: "error", error } }));
      }
      return stuck;
    },

    startSweeping(intervalMs = 1_000) {
      const timer = setInterval(() => {
        try {
          tracker.sweep();
        } catch (error) {
          (options.onListenerError ?? console.error)(error);
        }
      }, intervalMs);
      timer.unref?.();
      return () => clearInterval(timer);
    },

    subscribe(listener) {
      return bus.subscribe(listener);
    },
  };
  return Object.freeze(tracker);
}
