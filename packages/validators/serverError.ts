// Code generated from schema/server/serverError.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";
import { serverErrorCodeSchema } from "./serverErrorCode.js";

/**
 * ServerError
 *
 * One error of the toolwire server, as HTTP clients see it.
 */
export const serverErrorSchema = z.strictObject({
  /** The gRPC status name the error maps to (its HTTP status follows from it). */
  code: serverErrorCodeSchema,
  /** The typed error's name, e.g. NotFoundError or DeniedError. */
  name: z.string().superRefine(stringLength(1, undefined)),
  /** Human-readable explanation. */
  message: z.string(),
  /** For invalid input: one line per problem, each starting with the field path (for example 'patterns[0]: Invalid input: expected string'). */
  issues: z.array(z.string()).optional(),
});

/** ServerError, inferred from {@link serverErrorSchema}. */
export type ServerError = z.infer<typeof serverErrorSchema>;
