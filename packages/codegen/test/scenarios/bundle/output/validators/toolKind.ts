// Code generated from input/api.json#/$defs/ToolKind. DO NOT EDIT.
import { z } from "zod";

export const toolKindSchema = z.enum(["read", "edit"]);

/** ToolKind, inferred from {@link toolKindSchema}. */
export type ToolKind = z.infer<typeof toolKindSchema>;
