// Code generated from input/circle.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * Circle
 *
 * A circle.
 */
export const circleSchema = z.strictObject({
  /** Tag. */
  kind: z.literal("circle"),
  /** Radius. */
  radius: z.number().gt(0),
});

/** Circle, inferred from {@link circleSchema}. */
export type Circle = z.infer<typeof circleSchema>;
