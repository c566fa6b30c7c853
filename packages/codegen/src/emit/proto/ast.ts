/**
 * A small proto3 AST: just what the emitter produces. Tagged unions on `kind`;
 * the writer switches over them with `assertNever`, so a new kind cannot be forgotten.
 */

export type ScalarType = "double" | "int32" | "int64" | "uint32" | "bool" | "string";

/** A field's type: a scalar, or a named message/enum by fully-qualified name (no leading dot). */
export type TypeRef =
  | { readonly kind: "scalar"; readonly scalar: ScalarType }
  | { readonly kind: "named"; readonly fullName: string };

export type FieldLabel = "none" | "optional" | "repeated";

export interface FieldDecl {
  readonly kind: "field";
  readonly name: string;
  readonly number: number;
  readonly type: TypeRef;
  readonly label: FieldLabel;
  readonly jsonName?: string;
  readonly comment: readonly string[];
}

export interface MapFieldDecl {
  readonly kind: "map";
  readonly name: string;
  readonly number: number;
  readonly value: TypeRef;
  readonly jsonName?: string;
  readonly comment: readonly string[];
}

export interface OneofDecl {
  readonly kind: "oneof";
  readonly name: string;
  /** Members never carry a label; proto forbids `optional`/`repeated` inside a oneof. */
  readonly members: readonly FieldDecl[];
  readonly comment: readonly string[];
}

/** `reserved 3, 5 to 7;` and `reserved "old";` for removed fields or enum values. */
export interface ReservedDecl {
  readonly kind: "reserved";
  readonly numbers: readonly number[];
  readonly names: readonly string[];
}

export interface EnumValueDecl {
  readonly name: string;
  readonly number: number;
  readonly comment: readonly string[];
}

export interface EnumDecl {
  readonly kind: "enum";
  readonly name: string;
  readonly values: readonly EnumValueDecl[];
  readonly reserved: ReservedDecl;
  readonly comment: readonly string[];
}

export type MessageMember = FieldDecl | MapFieldDecl | OneofDecl;

export interface MessageDecl {
  readonly kind: "message";
  readonly name: string;
  readonly members: readonly MessageMember[];
  readonly nested: readonly (MessageDecl | EnumDecl)[];
  readonly reserved: ReservedDecl;
  readonly comment: readonly string[];
}

export interface RpcDecl {
  readonly name: string;
  readonly request: TypeRef;
  readonly response: TypeRef;
  readonly clientStreaming: boolean;
  readonly serverStreaming: boolean;
  readonly comment: readonly string[];
}

export interface ServiceDecl {
  readonly kind: "service";
  readonly name: string;
  readonly rpcs: readonly RpcDecl[];
  readonly comment: readonly string[];
}

export type TopLevelDecl = MessageDecl | EnumDecl | ServiceDecl;

export interface ProtoFile {
  /** Path relative to the proto root, e.g. `opencode/tool/v1/tool.proto`. */
  readonly path: string;
  readonly package: string;
  /** Comment lines above `syntax` (the generated-code header). */
  readonly header: readonly string[];
  readonly imports: readonly string[];
  readonly definitions: readonly TopLevelDecl[];
}
