// Code generated from input/tree.schema.json. DO NOT EDIT.

export interface Tree {
  value: number;
  children?: Tree[];
}
