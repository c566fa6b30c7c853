// Code generated from input/shape.schema.json. DO NOT EDIT.
import type { Circle } from "./circle.js";
import type { Square } from "./square.js";

/**
 * A shape, told apart by kind.
 */
export type Shape = Circle | Square;
