// Code generated from input/circle.schema.json. DO NOT EDIT.

/**
 * A circle.
 */
export interface Circle {
  /**
   * Tag.
   */
  kind: "circle";
  /**
   * Radius.
   */
  radius: number;
}
