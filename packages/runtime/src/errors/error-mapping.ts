import { type RuntimeErrorCode, toRuntimeError } from "./runtime-error.ts";

/** gRPC canonical status numbers (grpc-js `status` enum values), kept here so the mapping has no transport import. */
const GRPC_CODE: Readonly<Record<RuntimeErrorCode, number>> = Object.freeze({
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
});

const HTTP_STATUS: Readonly<Record<RuntimeErrorCode, number>> = Object.freeze({
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  FAILED_PRECONDITION: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 413,
  INTERNAL: 500,
  UNAVAILABLE: 503,
});

/** How one error looks on both transports. */
export interface MappedError {
  readonly code: RuntimeErrorCode;
  readonly grpcCode: number;
  readonly httpStatus: number;
  readonly name: string;
  readonly message: string;
}

/** Maps any thrown value to its gRPC code and HTTP status; internal errors keep their message out of responses. */
export function mapError(error: unknown): MappedError {
  const typed = toRuntimeError(error);
  const message = typed.code === "INTERNAL" ? "internal error" : typed.message;
  return Object.freeze({
    code: typed.code,
    grpcCode: GRPC_CODE[typed.code],
    httpStatus: typed.httpStatus ?? HTTP_STATUS[typed.code],
    name: typed.name,
    message,
  });
}
