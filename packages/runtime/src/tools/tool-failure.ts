import type { ToolSource } from "./tool-definition.ts";

/**
 * Why a tool call failed, as a tagged union: the engine decides retries, breaker counting,
 * metrics and the part's error text from `kind` alone.
 */
export type ToolFailure =
  | { readonly kind: "unknown-tool"; readonly message: string }
  | { readonly kind: "unavailable"; readonly message: string }
  | { readonly kind: "invalid-input"; readonly message: string; readonly issues: readonly string[] }
  | { readonly kind: "permission"; readonly message: string }
  | { readonly kind: "circuit-open"; readonly message: string }
  | { readonly kind: "unsafe-input"; readonly message: string }
  | { readonly kind: "timeout"; readonly message: string; readonly ms: number }
  | { readonly kind: "aborted"; readonly message: string }
  | { readonly kind: "resource"; readonly message: string; readonly resource: "memory" | "cpu" | "file-size" }
  /** Worth another attempt: MCP transport errors, EAGAIN-class errors. */
  | { readonly kind: "transient"; readonly message: string }
  /** The tool's own failure (a missing file, an MCP tool answering isError): never retried. */
  | { readonly kind: "tool"; readonly message: string }
  /** What the tool stands on broke (a process that cannot be spawned, a sandbox that cannot be set up): counts against it. */
  | { readonly kind: "infrastructure"; readonly message: string };

/** Carries a ToolFailure through `throw`, so tools report a precise kind. */
export class ToolFailureError extends Error {
  override readonly name = "ToolFailureError";
  constructor(readonly failure: ToolFailure) {
    super(failure.message);
  }
}

/** Throws a ToolFailureError of the given kind (helper for tools). */
export function fail(failure: ToolFailure): never {
  throw new ToolFailureError(failure);
}

// Error codes of the OS that mean "try again", not "this call is wrong".
const TRANSIENT_CODES = new Set(["EAGAIN", "EWOULDBLOCK", "EBUSY", "EMFILE", "ENFILE", "ENOMEM", "EINTR", "ECONNRESET", "EPIPE", "ETXTBSY", "EMCPTRANSPORT"]);

/** Classifies anything a tool threw: a ToolFailureError keeps its kind, EAGAIN-class system errors are transient, the rest is the tool's own failure. */
export function toFailure(error: unknown): ToolFailure {
  if (error instanceof ToolFailureError) return error.failure;
  const code = typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === "string" && TRANSIENT_CODES.has(code)) return { kind: "transient", message };
  return { kind: "tool", message };
}

/**
 * Whether a failure is one the breaker counts: the tool (or what it runs on) misbehaved, not the
 * caller and not the command. A built-in tool's own answers (a missing file, a command that exits
 * non-zero, runs past its timeout or over its limits) are results; only infrastructure breaking
 * counts. A tool implemented elsewhere (an MCP server, a client) also counts its errors and
 * timeouts: those say that implementation is failing.
 */
export function countsAgainstTool(failure: ToolFailure, source: ToolSource["kind"] = "builtin"): boolean {
  switch (failure.kind) {
    case "infrastructure":
    case "transient":
      return true;
    case "timeout":
    case "tool":
    case "unavailable":
      return source !== "builtin";
    case "resource":
    case "unknown-tool":
    case "invalid-input":
    case "permission":
    case "circuit-open":
    case "unsafe-input":
    case "aborted":
      return false;
    default: {
      const never: never = failure;
      return never;
    }
  }
}
