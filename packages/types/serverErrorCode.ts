// Code generated from schema/server/serverErrorCode.schema.json. DO NOT EDIT.

/**
 * Error codes of the toolwire server: gRPC status names, used on both transports.
 */
export type ServerErrorCode =
  | "INVALID_ARGUMENT"
  | "NOT_FOUND"
  | "ALREADY_EXISTS"
  | "PERMISSION_DENIED"
  | "FAILED_PRECONDITION"
  | "ABORTED"
  | "UNAUTHENTICATED"
  | "RESOURCE_EXHAUSTED"
  | "UNAVAILABLE"
  | "INTERNAL";
