// Code generated from input/list.schema.json. DO NOT EDIT.
import { z } from "zod";

export const listSchema: z.ZodType<unknown> = z.array(z.lazy(() => listSchema));

/** List, inferred from {@link listSchema}. */
export type List = z.infer<typeof listSchema>;
