// Code generated from input/api.json#/$defs/Status. DO NOT EDIT.
import { z } from "zod";

export const statusSchema = z.enum(["ok", "failed"]);

/** Status, inferred from {@link statusSchema}. */
export type Status = z.infer<typeof statusSchema>;
