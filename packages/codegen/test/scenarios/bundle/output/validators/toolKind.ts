// Code generated from input/api.json#/$defs/ToolKind. DO NOT EDIT.
import { z } from "zod";
import { closestBranch } from "./_toolwire.js";

export const toolKindSchema = z.xor([z.literal("read"), z.literal("edit")], { error: closestBranch });

/** ToolKind, inferred from {@link toolKindSchema}. */
export type ToolKind = z.infer<typeof toolKindSchema>;
