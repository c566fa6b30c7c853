// Code generated from input/api.json#/$defs/Nothing. DO NOT EDIT.

/**
 * An empty closed object: z.strictObject({}) and Record<string, never>.
 */
export type Nothing = Record<string, never>;
