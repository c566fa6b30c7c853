// Code generated from input/api.json#/$defs/ToolKind. DO NOT EDIT.

export type ToolKind = "read" | "edit";
