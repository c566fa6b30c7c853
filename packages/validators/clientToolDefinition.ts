// Code generated from schema/client/clientToolDefinition.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger, stringLength } from "./_toolwire.js";

/**
 * ClientToolDefinition
 *
 * Definition of a tool that a client registers with the server and executes itself when the model calls it.
 */
export const clientToolDefinitionSchema = z.strictObject({
  /** Tool identifier, unique within the registering client; the server registers it as `client_<clientID>_<id>`. */
  id: z.string().superRefine(stringLength(1, undefined)),
  /** Description of the tool shown to the model. */
  description: z.string(),
  /** JSON Schema (draft 7 compatible object schema) describing the tool's input. */
  parameters: z.record(z.string(), z.unknown()),
  /** How long the server waits for this tool's result, in milliseconds (default 30000, at most 300000); on timeout the call ends in error and the client is told to abort. */
  timeoutMs: z.number().gte(1).lte(300000).refine(isInteger, "Invalid input: expected integer").optional(),
});

/** ClientToolDefinition, inferred from {@link clientToolDefinitionSchema}. */
export type ClientToolDefinition = z.infer<typeof clientToolDefinitionSchema>;
