// Code generated from input/api.json#/$defs/Result. DO NOT EDIT.
import type { Status } from "./status.js";

export interface Result {
  status: Status;
  tags?: string[];
  [k: string]: unknown;
}
