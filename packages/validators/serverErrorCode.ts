// Code generated from schema/server/serverErrorCode.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ServerErrorCode
 *
 * Error codes of the toolwire server: gRPC status names, used on both transports.
 */
export const serverErrorCodeSchema = z.enum(["INVALID_ARGUMENT", "NOT_FOUND", "ALREADY_EXISTS", "PERMISSION_DENIED", "FAILED_PRECONDITION", "ABORTED", "UNAUTHENTICATED", "RESOURCE_EXHAUSTED", "UNAVAILABLE", "INTERNAL"]);

/** ServerErrorCode, inferred from {@link serverErrorCodeSchema}. */
export type ServerErrorCode = z.infer<typeof serverErrorCodeSchema>;
