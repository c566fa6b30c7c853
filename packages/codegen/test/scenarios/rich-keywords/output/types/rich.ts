// Code generated from input/rich.schema.json. DO NOT EDIT.

export type Rich = {
  name?: string;
  __proto__?: number;
  [k: string]: unknown;
} & unknown;
