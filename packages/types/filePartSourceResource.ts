// Code generated from schema/tool/filePartSourceResource.schema.json. DO NOT EDIT.
import type { FilePartSourceText } from "./filePartSourceText.js";

/**
 * Source of a file part that references a resource served by an MCP server.
 */
export interface FilePartSourceResource {
  /**
   * Source discriminator; always `resource` here.
   */
  type: "resource";
  /**
   * Name of the MCP client (server connection) that provides the resource.
   */
  clientName: string;
  /**
   * URI of the resource on that MCP server.
   */
  uri: string;
  /**
   * The prompt text that produced this reference.
   */
  text: FilePartSourceText;
}
