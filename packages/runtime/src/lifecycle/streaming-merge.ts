import type { ToolPart } from "@generated/validators/toolPart";
import { checkToolPart } from "@generated/guards/toolPart";
import type { ToolState } from "@generated/validators/toolState";
import type { ToolTimeWithEnd } from "@generated/validators/toolTimeWithEnd";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import { checked } from "../validation/check-guard.ts";
import { IllegalTransitionError } from "./lifecycle-errors.ts";
import type { ToolPartUpdate } from "./tool-part-update.ts";

type Status = ToolState["status"];

/** The tool name OpenCode substitutes for an unknown/misnamed tool; it never overwrites a real name. */
export const INVALID_TOOL = "invalid";

/** Which status may follow which. Same-status updates are streaming updates, not transitions. */
const NEXT: Readonly<Record<Status, readonly Status[]>> = Object.freeze({
  pending: ["pending", "running", "error"],
  running: ["running", "completed", "error"],
  // completed → completed is only allowed to set time.compacted (checked below).
  completed: ["completed"],
  error: [],
});

/** True for a finished part. */
export function isTerminal(status: Status): boolean {
  return status === "completed" || status === "error";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Ruby's `present?`, which the canonical merge is defined by: absent, null, a whitespace-only
 * string, an empty array and an empty object all count as "not sent".
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** Metadata is merged key by key (newer wins), never replaced: OpenCode dropped it on pending→running and on completion. */
function mergeObjects(previous: unknown, next: unknown): unknown {
  if (isBlank(next)) return previous;
  if (!isPlainObject(next) || !isPlainObject(previous)) return next;
  return { ...previous, ...next };
}

/** When the part's own clock reading is unknown: `now`, and when it entered `pending`. */
export interface MergeContext {
  readonly now: number;
  readonly pendingSince?: number;
}

function without<T extends object>(value: T, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
  return rest;
}

function sameExceptCompacted(previous: ToolPart, next: ToolPart): boolean {
  const strip = (part: ToolPart) => ({
    ...part,
    state: { ...part.state, time: without((part.state as { time: object }).time, "compacted") },
  });
  return Bun.deepEquals(strip(previous), strip(next));
}

/**
 * Applies one streaming update to the canonical record (`ruby-tool-part.txt` semantics):
 * a field the update omits or leaves blank keeps its previous value; metadata (state and part)
 * is merged across transitions; the tool name is never overwritten by "invalid"; callID and
 * messageID come from the part, falling back to the state. The status change must be legal
 * and the result must pass the generated ToolPart validator; otherwise a typed error is thrown
 * and the caller keeps the previous part. A repeat of a terminal part is a no-op.
 */
export function mergeToolPart(previous: ToolPart | undefined, update: ToolPartUpdate, context: MergeContext): ToolPart {
  if (!isPlainObject(update)) throw new InvalidArgumentError("invalid tool part update: (root): expected an object");
  if (update.state !== undefined && !isPlainObject(update.state)) {
    throw new InvalidArgumentError("invalid tool part update: state: expected an object");
  }
  const state = update.state ?? {};
  const prevState = previous?.state as (Record<string, unknown> & { status: Status }) | undefined;
  const from = prevState?.status;
  const to: Status = isBlank(state.status) ? (from ?? "pending") : (state.status as Status);

  if (previous) {
    if (update.id !== undefined && update.id !== previous.id) {
      throw new InvalidArgumentError(`invalid tool part update: id: ${update.id} is not ${previous.id}`);
    }
    if (update.sessionID !== undefined && update.sessionID !== previous.sessionID) {
      throw new InvalidArgumentError(`invalid tool part update: sessionID: a part cannot move to another session`);
    }
    if (from && !NEXT[from].includes(to) && !(isTerminal(from) && from === to)) {
      throw new IllegalTransitionError(previous.id, from, to, isTerminal(from) ? `${from} is terminal` : undefined);
    }
  }

  const pick = (key: string): unknown => {
    const value = (state as Record<string, unknown>)[key];
    return isBlank(value) ? prevState?.[key] : value;
  };
  const input = pick("input") ?? {};
  const metadata = mergeObjects(prevState?.metadata, state.metadata);
  const title = pick("title");
  const prevTime = prevState?.time as Partial<ToolTimeWithEnd> | undefined;
  const inTime: Partial<ToolTimeWithEnd> = isPlainObject(state.time) ? state.time : {};
  // A part that starts running starts now; one that fails straight from pending (denied,
  // aborted, stuck) started when it was created.
  const start = inTime.start ?? prevTime?.start ?? (to === "running" ? context.now : (context.pendingSince ?? context.now));
  const end = inTime.end ?? prevTime?.end ?? context.now;

  let nextState: Record<string, unknown>;
  switch (to) {
    case "pending":
      nextState = { status: to, input, raw: pick("raw") ?? "" };
      break;
    case "running":
      nextState = {
        status: to,
        input,
        ...(title !== undefined ? { title } : {}),
        ...(metadata !== undefined ? { metadata } : {}),
        time: { start },
      };
      break;
    case "completed": {
      const compacted = inTime.compacted ?? prevTime?.compacted;
      const attachments = pick("attachments");
      nextState = {
        status: to,
        input,
        output: pick("output") ?? "",
        ...(title !== undefined ? { title } : {}),
        metadata: metadata ?? {},
        time: { start, end, ...(compacted !== undefined ? { compacted } : {}) },
        ...(attachments !== undefined ? { attachments } : {}),
      };
      break;
    }
    case "error": {
      const error = pick("error");
      nextState = {
        status: to,
        input,
        ...(error !== undefined ? { error } : {}),
        ...(metadata !== undefined ? { metadata } : {}),
        time: { start, end },
      };
      break;
    }
    default:
      nextState = { ...state, status: to };
  }

  const tool = !isBlank(update.tool) && update.tool !== INVALID_TOOL ? update.tool : (previous?.tool ?? update.tool);
  const callID = !isBlank(update.callID) ? update.callID : !isBlank(state.callID) ? state.callID : previous?.callID;
  const messageID = !isBlank(update.messageID) ? update.messageID : !isBlank(state.messageID) ? state.messageID : previous?.messageID;
  const partMetadata = mergeObjects(previous?.metadata, update.metadata);

  const candidate = {
    id: previous?.id ?? update.id,
    sessionID: previous?.sessionID ?? update.sessionID,
    messageID,
    type: "tool",
    callID,
    tool,
    state: nextState,
    ...(partMetadata !== undefined ? { metadata: partMetadata } : {}),
  };
  const next = checked(checkToolPart, candidate, "tool part");

  if (previous && from && isTerminal(from)) {
    if (Bun.deepEquals(previous, next)) return previous;
    const onlyCompaction = from === "completed" && to === "completed" && sameExceptCompacted(previous, next);
    if (!onlyCompaction) {
      throw new IllegalTransitionError(previous.id, from, to, `${from} is terminal; only time.compacted may be set on a completed part`);
    }
  }
  return next;
}
