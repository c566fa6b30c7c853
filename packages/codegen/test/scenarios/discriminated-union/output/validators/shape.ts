// Code generated from input/shape.schema.json. DO NOT EDIT.
import { z } from "zod";
import { circleSchema } from "./circle.js";
import { squareSchema } from "./square.js";

/**
 * Shape
 *
 * A shape, told apart by kind.
 */
export const shapeSchema = z.discriminatedUnion("kind", [circleSchema, squareSchema]);

/** Shape, inferred from {@link shapeSchema}. */
export type Shape = z.infer<typeof shapeSchema>;
