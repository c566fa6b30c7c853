import type { ServerErrorCode } from "@generated/validators/serverErrorCode";
/**
 * Typed runtime errors. Every error the runtime raises on purpose carries a stable `code`;
 * the transports map that code (and nothing else) to an HTTP status and a gRPC status, so
 * the two servers can never disagree about what went wrong.
 */

/** Stable error codes, named after the gRPC canonical codes they map to (schema/server/serverErrorCode). */
export type RuntimeErrorCode = ServerErrorCode;

/** The base of every deliberate runtime error. */
export class RuntimeError extends Error {
  override readonly name: string = "RuntimeError";
  constructor(
    readonly code: RuntimeErrorCode,
    message: string,
    options?: ErrorOptions & { httpStatus?: number },
  ) {
    super(message, options);
    this.httpStatus = options?.httpStatus;
  }
  /** Overrides the code's usual HTTP status where HTTP is more precise (415, 413). */
  readonly httpStatus: number | undefined;
}

/** A body, argument or state that a generated validator (or a transport limit) refused. */
export class InvalidArgumentError extends RuntimeError {
  override readonly name = "InvalidArgumentError";
  constructor(
    message: string,
    /** Path-level issues, e.g. `state.time.end: expected number`. */
    readonly issues: readonly string[] = [],
  ) {
    super("INVALID_ARGUMENT", message);
  }
}

/** An unknown id, or an id that exists under another session than the one named. */
export class NotFoundError extends RuntimeError {
  override readonly name = "NotFoundError";
  constructor(message: string) {
    super("NOT_FOUND", message);
  }
}

/** A pending request id that is already in use. */
export class AlreadyExistsError extends RuntimeError {
  override readonly name = "AlreadyExistsError";
  constructor(message: string) {
    super("ALREADY_EXISTS", message);
  }
}

/** Missing or wrong bearer token. */
export class UnauthenticatedError extends RuntimeError {
  override readonly name = "UnauthenticatedError";
  constructor(message = "missing or invalid bearer token") {
    super("UNAUTHENTICATED", message);
  }
}

/** An authenticated credential whose roles do not allow the call (an agent answering its own ask). */
export class ForbiddenError extends RuntimeError {
  override readonly name = "ForbiddenError";
  constructor(message: string) {
    super("PERMISSION_DENIED", message);
  }
}

/** A route that exists, called with another method: HTTP 405 with the methods it takes. */
export class MethodNotAllowedError extends RuntimeError {
  override readonly name = "MethodNotAllowedError";
  constructor(
    method: string,
    path: string,
    readonly allow: readonly string[],
  ) {
    super("FAILED_PRECONDITION", `${method} is not allowed on ${path}; use ${allow.join(" or ")}`, { httpStatus: 405 });
  }
}

/** A body over the size limit. */
export class PayloadTooLargeError extends RuntimeError {
  override readonly name = "PayloadTooLargeError";
  constructor(message: string) {
    super("RESOURCE_EXHAUSTED", message, { httpStatus: 413 });
  }
}

/** Too many calls: HTTP 429 with Retry-After, gRPC RESOURCE_EXHAUSTED; nothing was started. */
export class RateLimitedError extends RuntimeError {
  override readonly name = "RateLimitedError";
  constructor(
    message: string,
    /** When a retry may succeed, in ms from now. */
    readonly retryAfterMs: number,
  ) {
    super("RESOURCE_EXHAUSTED", message, { httpStatus: 429 });
  }
}

/** A body whose Content-Type is not JSON. */
export class UnsupportedMediaTypeError extends RuntimeError {
  override readonly name = "UnsupportedMediaTypeError";
  constructor(message: string) {
    super("INVALID_ARGUMENT", message, { httpStatus: 415 });
  }
}

/** Turns anything thrown into a RuntimeError, keeping typed ones as they are. */
export function toRuntimeError(error: unknown): RuntimeError {
  if (error instanceof RuntimeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RuntimeError("INTERNAL", message, { cause: error });
}
