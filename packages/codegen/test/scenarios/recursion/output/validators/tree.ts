// Code generated from input/tree.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";

/**
 * Tree
 */
export const treeSchema = z.strictObject({
  value: z.number().refine(isInteger, "Invalid input: expected integer"),
  get children() {
    return z.array(treeSchema).optional();
  },
});

/** Tree, inferred from {@link treeSchema}. */
export type Tree = z.infer<typeof treeSchema>;
