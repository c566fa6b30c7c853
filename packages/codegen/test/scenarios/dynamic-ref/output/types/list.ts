// Code generated from input/list.schema.json. DO NOT EDIT.

export type List = List[];
