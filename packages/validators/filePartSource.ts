// Code generated from schema/tool/filePartSource.schema.json. DO NOT EDIT.
import { z } from "zod";
import { filePartSourceFileSchema } from "./filePartSourceFile.js";
import { filePartSourceResourceSchema } from "./filePartSourceResource.js";
import { filePartSourceSymbolSchema } from "./filePartSourceSymbol.js";

/**
 * FilePartSource
 *
 * Where a file part came from, discriminated by `type`: a workspace file, a code symbol, or an MCP resource.
 */
export const filePartSourceSchema = z.discriminatedUnion("type", [filePartSourceFileSchema, filePartSourceSymbolSchema, filePartSourceResourceSchema]);

/** FilePartSource, inferred from {@link filePartSourceSchema}. */
export type FilePartSource = z.infer<typeof filePartSourceSchema>;
