// Code generated from input/square.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger, stringLength } from "./_toolwire.js";

/**
 * Square
 *
 * A square.
 */
export const squareSchema = z.looseObject({
  /** Tag. */
  kind: z.literal("square"),
  /** Side length. */
  side: z.number().gte(1).refine(isInteger, "Invalid input: expected integer"),
  /** Optional label. */
  label: z.string().superRefine(stringLength(undefined, 20)).nullable().optional(),
});

/** Square, inferred from {@link squareSchema}. */
export type Square = z.infer<typeof squareSchema>;
