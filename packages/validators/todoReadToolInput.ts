// Code generated from schema/tools/todoReadToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * TodoReadToolInput
 *
 * Input of the built-in `todoread` tool: nothing; it answers the session's todo list.
 */
export const todoReadToolInputSchema = z.strictObject({});

/** TodoReadToolInput, inferred from {@link todoReadToolInputSchema}. */
export type TodoReadToolInput = z.infer<typeof todoReadToolInputSchema>;
