// Code generated from input/api.json#/$defs/Status. DO NOT EDIT.

export type Status = "ok" | "failed";
