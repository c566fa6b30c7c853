// Code generated from input/api.json#/$defs/Result. DO NOT EDIT.
import { z } from "zod";
import { arrayRules } from "./_toolwire.js";
import { statusSchema } from "./status.js";

export const resultSchema = z.looseObject({
  status: statusSchema,
  tags: z.array(z.string()).superRefine(arrayRules({ uniqueItems: true })).optional(),
});

/** Result, inferred from {@link resultSchema}. */
export type Result = z.infer<typeof resultSchema>;
