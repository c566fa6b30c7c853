import type { PermissionReply } from "@generated/validators/permissionReply";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { PermissionRule } from "@generated/validators/permissionRule";
import { AlreadyExistsError, NotFoundError, RuntimeError } from "../errors/runtime-error.ts";
import { createEventBus } from "../events/event-bus.ts";
import { createIdentifier } from "../ids/identifier.ts";
import type { Approval, ApprovalStore } from "./approval-store.ts";
import { type AskFields, toPermissionRequest, validateAsk } from "./ask-request.ts";
import { evaluate } from "./evaluate.ts";
import { explain, type Explanation } from "./explain.ts";
import { CorrectedError, DeniedError, RejectedError } from "./permission-errors.ts";
import type { PermissionEvent } from "./permission-events.ts";
import { wildcardMatch } from "./wildcard.ts";

/** What a tool asks for. `id` may be chosen by the caller (OpenCode allows it). */
export interface AskInput extends AskFields {
  /** Rules of this call (agent/session rules), evaluated after the project config. */
  readonly ruleset?: readonly PermissionRule[];
  /** Aborting cancels the request while it is pending (the asker went away). */
  readonly signal?: AbortSignal;
}

/** How an ask ended when it was allowed: by rules alone, or by a reply to a pending request. */
export interface Allowed {
  readonly requestID: string | undefined;
  readonly reply: Exclude<PermissionReply, "reject"> | undefined;
}

/** A user's reply. A `sessionID`, when given, must be the request's session (else NotFound). */
export interface ReplyInput {
  readonly requestID: string;
  readonly reply: PermissionReply;
  readonly message?: string;
  readonly sessionID?: string;
}

/** The permission service of one project. */
export interface PermissionService {
  readonly projectID: string;
  /** Resolves when allowed; rejects with DeniedError, RejectedError, CorrectedError (or ABORTED when cancelled). */
  ask(input: AskInput): Promise<Allowed>;
  /** Applies a reply with OpenCode's cascades; NotFoundError for an unknown id or another session's id. */
  reply(input: ReplyInput): Promise<void>;
  /** Pending requests in the order they were asked. */
  list(): PermissionRequest[];
  get(requestID: string): PermissionRequest | undefined;
  /** The rule that decides `permission`/`pattern` now, and every other rule that matched. */
  explain(permission: string, pattern: string, ruleset?: readonly PermissionRule[]): Explanation;
  /** Remembered "always" approvals of this project, oldest first. */
  approvals(): readonly Approval[];
  /** Forgets one approval, durably; NotFoundError when unknown. */
  revoke(approvalID: string): Promise<void>;
  subscribe(listener: (event: PermissionEvent) => void): () => void;
  /** Rejects every pending request of a session (the session was aborted); returns how many. */
  rejectSession(sessionID: string): number;
  /** Rejects everything pending and refuses new asks. */
  dispose(): void;
}

export interface PermissionServiceOptions {
  readonly store: ApprovalStore;
  readonly projectID?: string;
  /** The project's configured rules (see rulesFromConfig), evaluated first. */
  readonly ruleset?: readonly PermissionRule[];
  readonly onListenerError?: (error: unknown) => void;
}

interface Pending {
  readonly info: PermissionRequest;
  readonly signal: AbortSignal | undefined;
  /** Position in asking order, so a request put back after a failed write keeps its place in list(). */
  readonly order: number;
  readonly resolve: (allowed: Allowed) => void;
  readonly reject: (error: Error) => void;
  /** Cancels the request when its asker goes away; attached only while the request is pending. */
  readonly onAbort: () => void;
}

/**
 * OpenCode's ask check: any pattern evaluating to deny throws DeniedError (checked for every
 * pattern before anything is asked); true when some pattern still needs the user.
 */
function needsPrompt(permission: string, patterns: readonly string[], ruleset: readonly PermissionRule[], approved: readonly Approval[]): boolean {
  let needsAsk = false;
  for (const pattern of patterns) {
    const rule = evaluate(permission, pattern, ruleset, approved);
    if (rule.action === "deny") throw new DeniedError(ruleset.filter((r) => wildcardMatch(permission, r.permission)));
    if (rule.action === "ask") needsAsk = true;
  }
  return needsAsk;
}

/** OpenCode's "always" cascade test: every pattern allowed by the approvals ALONE (next.ts evaluates `s.approved` only). */
function allowedByApprovals(info: PermissionRequest, approved: readonly Approval[]): boolean {
  return info.patterns.every((pattern) => evaluate(info.permission, pattern, approved).action === "allow");
}

/** Opens the service, loading the project's stored approvals first. */
export async function openPermissionService(options: PermissionServiceOptions): Promise<PermissionService> {
  const projectID = options.projectID ?? "default";
  const store = options.store;
  const config: readonly PermissionRule[] = Object.freeze([...(options.ruleset ?? [])]);
  const approved: Approval[] = [...(await store.list(projectID))];
  const pending = new Map<string, Pending>();
  // Requests taken off `pending` while their "always" approval is being written. Their askers
  // still wait, so dispose() must reach them; a failed write puts them back on `pending`.
  const storing = new Map<string, Pending>();
  const bus = createEventBus<PermissionEvent>(options.onListenerError);
  let disposed = false;
  let asked = 0;

  const publishReplied = (info: PermissionRequest, reply: PermissionReply) =>
    bus.publish({ type: "permission.replied", properties: { sessionID: info.sessionID, requestID: info.id, reply } });

  const cancel = (entry: Pending) => {
    publishReplied(entry.info, "reject");
    entry.reject(cancelled());
  };

  /** Makes a request pending, listening for its asker going away; one whose asker already left is cancelled. */
  const track = (entry: Pending): void => {
    if (entry.signal?.aborted) return cancel(entry);
    entry.signal?.addEventListener("abort", entry.onAbort, { once: true });
    pending.set(entry.info.id, entry);
  };

  /** Puts a request back after a failed write, where it was in asking order, listening again. */
  const restore = (entry: Pending): void => {
    track(entry);
    if (!pending.has(entry.info.id)) return;
    const ordered = [...pending.values()].sort((a, b) => a.order - b.order);
    pending.clear();
    for (const other of ordered) pending.set(other.info.id, other);
  };

  /** Removes a request from the pending set; the one place that does, so no request settles twice. */
  const take = (id: string): Pending | undefined => {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    entry.signal?.removeEventListener("abort", entry.onAbort);
    return entry;
  };

  /**
   * Durably stores the "always" approvals of a request already taken off `pending`. A failed
   * write puts the request back exactly as it was; if the service was disposed meanwhile, its
   * asker has been rejected by dispose() and the reply fails too.
   */
  const remember = async (entry: Pending): Promise<void> => {
    const { info } = entry;
    if (info.always.length === 0) return;
    storing.set(info.id, entry);
    let stored: readonly Approval[];
    try {
      stored = await store.add(
        info.always.map((pattern) => ({
          projectID,
          permission: info.permission,
          pattern,
          action: "allow" as const,
          sessionID: info.sessionID,
          requestID: info.id,
        })),
      );
    } catch (error) {
      if (storing.delete(info.id)) restore(entry);
      const state = pending.has(info.id) ? "the request is still pending" : "the request is no longer pending";
      throw new RuntimeError("UNAVAILABLE", `could not store the approval; ${state}`, { cause: error });
    }
    // The write committed, so keep memory in step with the store even if we were disposed meanwhile.
    for (const approval of stored) {
      if (!approved.some((a) => a.id === approval.id)) approved.push(approval);
    }
    if (!storing.delete(info.id)) {
      throw new RuntimeError("UNAVAILABLE", "the permission service shut down while the approval was being stored; the request was rejected");
    }
  };

  const service: PermissionService = {
    projectID,

    async ask(input) {
      // async so a validation error becomes a rejection; the body still runs synchronously up to
      // the pending registration, so list() shows the request as soon as ask() returns.
      if (disposed) throw new RuntimeError("UNAVAILABLE", "the permission service is shutting down");
      // Validate before any rule runs, so a malformed ask fails even where a rule would allow it.
      const { id, request } = validateAsk(input);
      const ruleset = input.ruleset ? [...config, ...input.ruleset] : config;
      if (!needsPrompt(request.permission, request.patterns, ruleset, approved)) return { requestID: undefined, reply: undefined };

      const info = toPermissionRequest(id ?? createIdentifier("per"), request);
      if (pending.has(info.id) || storing.has(info.id)) throw new AlreadyExistsError(`permission request ${info.id} is already pending`);
      if (input.signal?.aborted) throw cancelled();

      return new Promise<Allowed>((resolve, reject) => {
        const entry: Pending = {
          info,
          signal: input.signal,
          order: asked++,
          resolve,
          reject,
          onAbort: () => {
            if (take(info.id)) cancel(entry);
          },
        };
        track(entry);
        bus.publish({ type: "permission.asked", properties: info });
      });
    },

    async reply(input) {
      const existing = pending.get(input.requestID);
      if (!existing || (input.sessionID !== undefined && existing.info.sessionID !== input.sessionID)) {
        throw new NotFoundError(
          input.sessionID !== undefined
            ? `no pending permission request ${input.requestID} in session ${input.sessionID}`
            : `no pending permission request ${input.requestID}`,
        );
      }
      take(input.requestID);
      const info = existing.info;
      const sessionID = info.sessionID;

      if (input.reply === "reject") {
        publishReplied(info, "reject");
        existing.reject(input.message ? new CorrectedError(input.message) : new RejectedError());
        for (const [id, other] of pending) {
          if (other.info.sessionID !== sessionID) continue;
          take(id);
          publishReplied(other.info, "reject");
          other.reject(new RejectedError());
        }
        return;
      }

      if (input.reply === "once") {
        publishReplied(info, "once");
        existing.resolve({ requestID: info.id, reply: "once" });
        return;
      }

      // "always": persist first. The reply is acknowledged (and the tool proceeds) only once
      // the approval is durable, so a crash right after cannot lose it.
      await remember(existing);
      publishReplied(info, "always");
      existing.resolve({ requestID: info.id, reply: "always" });
      for (const [id, other] of pending) {
        if (other.info.sessionID !== sessionID || !allowedByApprovals(other.info, approved)) continue;
        take(id);
        publishReplied(other.info, "always");
        other.resolve({ requestID: other.info.id, reply: "always" });
      }
    },

    list() {
      return [...pending.values()].map((entry) => entry.info);
    },

    get(requestID) {
      return pending.get(requestID)?.info;
    },

    explain(permission, pattern, ruleset) {
      return explain(permission, pattern, [
        { source: "config", rules: config },
        { source: "request", rules: ruleset ?? [] },
        { source: "approval", rules: approved },
      ]);
    },

    approvals() {
      return [...approved];
    },

    async revoke(approvalID) {
      const index = approved.findIndex((a) => a.id === approvalID);
      const removed = await store.revoke(projectID, approvalID);
      if (index < 0 && !removed) throw new NotFoundError(`no approval ${approvalID}`);
      const at = approved.findIndex((a) => a.id === approvalID);
      if (at >= 0) approved.splice(at, 1);
    },

    subscribe(listener) {
      return bus.subscribe(listener);
    },

    rejectSession(sessionID) {
      let count = 0;
      for (const [id, entry] of pending) {
        if (entry.info.sessionID !== sessionID) continue;
        take(id);
        publishReplied(entry.info, "reject");
        entry.reject(new RejectedError());
        count++;
      }
      return count;
    },

    dispose() {
      disposed = true;
      for (const id of [...pending.keys()]) take(id)?.reject(new RejectedError());
      // A request whose approval is being written is still pending as far as its asker knows.
      for (const entry of storing.values()) entry.reject(new RejectedError());
      storing.clear();
    },
  };
  return Object.freeze(service);
}

function cancelled(): RuntimeError {
  return new RuntimeError("ABORTED", "the permission request was cancelled: the asking client went away");
}
