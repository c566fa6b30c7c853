import type { AcpPermissionOption } from "@generated/validators/acpPermissionOption";
import type { AcpPermissionOptionKind } from "@generated/validators/acpPermissionOptionKind";
import type { AcpRequestPermissionOutcome } from "@generated/validators/acpRequestPermissionOutcome";
import type { PermissionReply } from "@generated/validators/permissionReply";
import type { PermissionRequest } from "@generated/validators/permissionRequest";

/** What may be remembered about a request's answer. */
export interface Rememberable {
  /** "Always allow" is offered unless the request is critical or names nothing to remember. */
  readonly allow: boolean;
  /** "Always reject" is offered only when the deny can be remembered (toolwire's service cannot: false by default). */
  readonly reject: boolean;
}

const NAMES: Readonly<Record<AcpPermissionOptionKind, string>> = Object.freeze({
  allow_once: "Allow once",
  allow_always: "Always allow",
  reject_once: "Reject",
  reject_always: "Always reject",
});

/** What a toolwire request lets the user remember: `always` needs patterns and a non-critical risk. */
export function rememberableOf(request: PermissionRequest, rememberDeny = true): Rememberable {
  return { allow: request.riskLevel !== "critical" && request.always.length > 0, reject: rememberDeny };
}

/** The options of a request: allow_once, allow_always (when rememberable), reject_once, reject_always (when rememberable). The option id is the kind. */
export function permissionOptions(remember: Rememberable): AcpPermissionOption[] {
  const kinds: AcpPermissionOptionKind[] = ["allow_once", ...(remember.allow ? ["allow_always" as const] : []), "reject_once", ...(remember.reject ? ["reject_always" as const] : [])];
  return kinds.map((kind) => ({ optionId: kind, name: NAMES[kind], kind }));
}

/** How the client's answer maps to a PermissionReply, and why. */
export interface ReplyDecision {
  readonly reply: PermissionReply;
  /** The user chose to remember a deny (reject_always). */
  readonly rememberDeny: boolean;
  readonly reason: string;
}

/**
 * The PermissionReply for an ACP outcome: `selected` allow_once → once, allow_always → always,
 * reject_once / reject_always → reject; `cancelled` → reject. An option id that was not offered
 * is a reject (nothing is approved that the user was not shown).
 */
export function replyForOutcome(outcome: AcpRequestPermissionOutcome, offered: readonly AcpPermissionOption[]): ReplyDecision {
  switch (outcome.outcome) {
    case "cancelled":
      return { reply: "reject", rememberDeny: false, reason: "the client cancelled the request" };
    case "selected": {
      const option = offered.find((o) => o.optionId === outcome.optionId);
      if (!option) return { reply: "reject", rememberDeny: false, reason: `option ${JSON.stringify(outcome.optionId)} was not offered` };
      switch (option.kind) {
        case "allow_once":
          return { reply: "once", rememberDeny: false, reason: "allowed once" };
        case "allow_always":
          return { reply: "always", rememberDeny: false, reason: "always allowed" };
        case "reject_once":
          return { reply: "reject", rememberDeny: false, reason: "rejected" };
        case "reject_always":
          return { reply: "reject", rememberDeny: true, reason: "always rejected" };
        default: {
          const never: never = option.kind;
          return never;
        }
      }
    }
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

/** Which option kinds stand for a reply, best first: never more than the user granted. */
const PREFERENCE: Readonly<Record<PermissionReply, readonly AcpPermissionOptionKind[]>> = Object.freeze({
  once: ["allow_once", "reject_once", "reject_always"],
  always: ["allow_always", "allow_once"],
  reject: ["reject_once", "reject_always"],
});

/**
 * The outcome answering an ACP agent's request with a toolwire reply (acp-record): the offered
 * option of the matching kind; "once" with no allow_once offered rejects rather than allowing
 * always; no fitting option at all → `cancelled`.
 */
export function outcomeForReply(reply: PermissionReply, offered: readonly AcpPermissionOption[]): AcpRequestPermissionOutcome {
  for (const kind of PREFERENCE[reply]) {
    const option = offered.find((o) => o.kind === kind);
    if (option) return { outcome: "selected", optionId: option.optionId };
  }
  return { outcome: "cancelled" };
}
