// Code generated from schema/server/serverErrorBody.schema.json. DO NOT EDIT.
import { z } from "zod";
import { serverErrorSchema } from "./serverError.js";

/**
 * ServerErrorBody
 *
 * Body of every non-2xx HTTP answer of the toolwire server: the same code and message a gRPC client gets as its status.
 */
export const serverErrorBodySchema = z.strictObject({
  /** What went wrong. */
  error: serverErrorSchema,
});

/** ServerErrorBody, inferred from {@link serverErrorBodySchema}. */
export type ServerErrorBody = z.infer<typeof serverErrorBodySchema>;
