// Code generated from input/square.schema.json. DO NOT EDIT.

/**
 * A square.
 */
export interface Square {
  /**
   * Tag.
   */
  kind: "square";
  /**
   * Side length.
   */
  side: number;
  /**
   * Optional label.
   */
  label?: string | null;
  [k: string]: unknown;
}
