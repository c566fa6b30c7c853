// Code generated from schema/client/clientToolOutcome.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolErrorSchema } from "./clientToolError.js";
import { clientToolResultSchema } from "./clientToolResult.js";

/**
 * ClientToolOutcome
 *
 * Outcome of a client tool execution, discriminated by `status`: `success` or `error`.
 */
export const clientToolOutcomeSchema = z.discriminatedUnion("status", [clientToolResultSchema, clientToolErrorSchema]);

/** ClientToolOutcome, inferred from {@link clientToolOutcomeSchema}. */
export type ClientToolOutcome = z.infer<typeof clientToolOutcomeSchema>;
