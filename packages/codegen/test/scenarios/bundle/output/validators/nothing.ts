// Code generated from input/api.json#/$defs/Nothing. DO NOT EDIT.
import { z } from "zod";

/**
 * An empty closed object: z.strictObject({}) and Record<string, never>.
 */
export const nothingSchema = z.strictObject({});

/** Nothing, inferred from {@link nothingSchema}. */
export type Nothing = z.infer<typeof nothingSchema>;
