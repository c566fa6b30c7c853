// Code generated from schema/tool/filePartSourceResource.schema.json. DO NOT EDIT.
import { z } from "zod";
import { filePartSourceTextSchema } from "./filePartSourceText.js";

/**
 * FilePartSourceResource
 *
 * Source of a file part that references a resource served by an MCP server.
 */
export const filePartSourceResourceSchema = z.strictObject({
  /** Source discriminator; always `resource` here. */
  type: z.literal("resource"),
  /** Name of the MCP client (server connection) that provides the resource. */
  clientName: z.string(),
  /** URI of the resource on that MCP server. */
  uri: z.string(),
  /** The prompt text that produced this reference. */
  text: filePartSourceTextSchema,
});

/** FilePartSourceResource, inferred from {@link filePartSourceResourceSchema}. */
export type FilePartSourceResource = z.infer<typeof filePartSourceResourceSchema>;
