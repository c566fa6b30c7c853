// Code generated from schema/tool/filePartSource.schema.json. DO NOT EDIT.
import type { FilePartSourceFile } from "./filePartSourceFile.js";
import type { FilePartSourceResource } from "./filePartSourceResource.js";
import type { FilePartSourceSymbol } from "./filePartSourceSymbol.js";

/**
 * Where a file part came from, discriminated by `type`: a workspace file, a code symbol, or an MCP resource.
 */
export type FilePartSource = FilePartSourceFile | FilePartSourceSymbol | FilePartSourceResource;
