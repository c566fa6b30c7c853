import type { ScalarType, TypeRef } from "./ast.ts";
import type { Codec } from "./bridge/runtime/bridge-runtime.ts";

/**
 * What a schema node becomes on the proto side, before field numbers exist.
 * The classifier produces shapes; the field layout turns a property's shape into proto members.
 */
export type Shape =
  | ScalarShape
  | ConstShape
  | EnumShape
  | MessageShape
  | StructShape
  | ValueShape
  | NullShape
  | ListShape
  | MapShape
  | UnionShape
  | NullableShape;

export interface ScalarShape {
  readonly t: "scalar";
  readonly scalar: ScalarType;
}
/** A `const`: carried as its scalar so the bytes say which variant they are; checked on decode. */
export interface ConstShape {
  readonly t: "const";
  readonly scalar: ScalarType;
  readonly value: string | number | boolean;
}
export interface EnumShape {
  readonly t: "enum";
  readonly ref: TypeHandle;
}
export interface MessageShape {
  readonly t: "message";
  readonly ref: TypeHandle;
}
/** An open object (any keys): `google.protobuf.Struct`. */
export interface StructShape {
  readonly t: "struct";
}
/** Any JSON value: `google.protobuf.Value`. */
export interface ValueShape {
  readonly t: "value";
}
/** Only `null`: `google.protobuf.NullValue`. */
export interface NullShape {
  readonly t: "null";
}
export interface ListShape {
  readonly t: "list";
  readonly item: Shape;
  /** A module-level message `{ repeated T values = 1; }`, used where presence is needed. */
  readonly wrapper?: TypeHandle;
}
export interface MapShape {
  readonly t: "map";
  readonly value: Shape;
  readonly wrapper?: TypeHandle;
}
/** A union of messages: a proto `oneof`. */
export interface UnionShape {
  readonly t: "union";
  /** The JSON property every variant carries a distinct `const` on; absent for a union told apart by required properties. */
  readonly discriminator?: string;
  readonly variants: readonly UnionVariant[];
  /** A message holding just this oneof, used where a oneof cannot go (list items, map values, presence). */
  readonly holder?: TypeHandle;
}
export interface UnionVariant {
  /** Base name of the oneof member (lower_snake), from the tag value, the variant's type name or its scalar. */
  readonly member: string;
  readonly tag?: string;
  /** The member's proto type: a message, an enum or a scalar (proto3 oneofs hold any singular field). */
  readonly type: TypeRef;
  /** How the bridge converts the member (`message`, `enum`, `scalar` or `const`). */
  readonly codec: Codec;
}
export interface NullableShape {
  readonly t: "nullable";
  readonly inner: Shape;
}

/** A declared message or enum, as other parts of the plan refer to it. */
export interface TypeHandle {
  /** Fully-qualified proto name, e.g. `opencode.tool.v1.ToolPart.Time`. */
  readonly fullName: string;
  /** The name ts-proto exports, e.g. `ToolPart_Time`. */
  readonly tsName: string;
  /** The proto file that declares it, e.g. `opencode/tool/v1/tool.proto`. */
  readonly file: string;
}

export const WELL_KNOWN = {
  struct: "google.protobuf.Struct",
  value: "google.protobuf.Value",
  nullValue: "google.protobuf.NullValue",
  file: "google/protobuf/struct.proto",
} as const;
