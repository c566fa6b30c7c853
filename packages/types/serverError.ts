// Code generated from schema/server/serverError.schema.json. DO NOT EDIT.
import type { ServerErrorCode } from "./serverErrorCode.js";

/**
 * One error of the toolwire server, as HTTP clients see it.
 */
export interface ServerError {
  /**
   * The gRPC status name the error maps to (its HTTP status follows from it).
   */
  code: ServerErrorCode;
  /**
   * The typed error's name, e.g. NotFoundError or DeniedError.
   */
  name: string;
  /**
   * Human-readable explanation.
   */
  message: string;
  /**
   * For invalid input: one line per problem, each starting with the field path (for example 'patterns[0]: Invalid input: expected string').
   *
   * Items: One path-level validation message.
   */
  issues?: string[];
}
