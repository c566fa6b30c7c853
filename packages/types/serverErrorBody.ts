// Code generated from schema/server/serverErrorBody.schema.json. DO NOT EDIT.
import type { ServerError } from "./serverError.js";

/**
 * Body of every non-2xx HTTP answer of the toolwire server: the same code and message a gRPC client gets as its status.
 */
export interface ServerErrorBody {
  /**
   * What went wrong.
   */
  error: ServerError;
}
