// Code generated from schema/client/submitToolResultRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolOutcomeSchema } from "./clientToolOutcome.js";

/**
 * SubmitToolResultRequest
 *
 * Body of `POST /client-tools/result`: the outcome of an execution request, submitted over HTTP.
 */
export const submitToolResultRequestSchema = z.strictObject({
  /** Identifier of the execution request being answered. */
  requestID: z.string(),
  /** Outcome of the execution. */
  result: clientToolOutcomeSchema,
});

/** SubmitToolResultRequest, inferred from {@link submitToolResultRequestSchema}. */
export type SubmitToolResultRequest = z.infer<typeof submitToolResultRequestSchema>;
