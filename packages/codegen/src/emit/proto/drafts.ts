import type { Module, SourceLocation } from "../../ir/types.ts";
import type { FieldLabel, TypeRef } from "./ast.ts";
import type { MessageBody } from "./bridge/runtime/bridge-runtime.ts";
import type { TypeHandle } from "./shape.ts";

/**
 * The planner's working state: messages and enums before field numbers exist. Each message carries what
 * the three outputs need — proto members, the bridge body, reference-doc rows — so they can never disagree.
 */

export interface FileDraft {
  readonly path: string;
  readonly package: string;
  readonly domain: string;
  /** Top-level messages and enums, in declaration order. */
  readonly types: TypeDraft[];
  /** Schema files that contributed, for the header. */
  readonly sources: Set<string>;
}

export type TypeDraft = MessageDraft | EnumDraft;

/**
 * Why a message exists: a schema object, a union holder, a list/map wrapper that gives the collection presence
 * ("wrap"), or the list/map alternative of a oneof, which cannot hold a repeated or map field directly.
 */
export type MessageRole = "object" | "union" | "wrap" | "oneof-list" | "oneof-map";

export interface MessageDraft {
  readonly kind: "message";
  readonly handle: TypeHandle;
  readonly localName: string;
  readonly file: FileDraft;
  readonly parent?: MessageDraft;
  readonly comment: string[];
  readonly source: SourceLocation;
  /** Set when this message is a module's own type. */
  readonly module?: Module;
  readonly role: MessageRole;
  readonly nested: TypeDraft[];
  members: DraftMember[];
  body?: MessageBody;
  docs: DocRow[];
}

export interface EnumDraft {
  readonly kind: "enum";
  readonly handle: TypeHandle;
  readonly localName: string;
  readonly file: FileDraft;
  readonly parent?: MessageDraft;
  readonly comment: string[];
  readonly source: SourceLocation;
  readonly module?: Module;
  readonly zeroName: string;
  readonly values: readonly { readonly json: string; readonly name: string; readonly comment: readonly string[] }[];
}

export interface DraftField {
  readonly kind: "field";
  readonly name: string;
  readonly type: TypeRef;
  readonly label: FieldLabel;
  readonly jsonName?: string;
  readonly comment: readonly string[];
}

export interface DraftMap {
  readonly kind: "map";
  readonly name: string;
  readonly value: TypeRef;
  readonly jsonName?: string;
  readonly comment: readonly string[];
}

export interface DraftOneof {
  readonly kind: "oneof";
  readonly name: string;
  readonly members: readonly DraftField[];
  readonly comment: readonly string[];
}

export type DraftMember = DraftField | DraftMap | DraftOneof;

/** One row of the generated reference table for a message. */
export interface DocRow {
  readonly json: string;
  readonly jsonType: string;
  readonly required: boolean;
  /** Proto field names (several for a oneof); numbers are looked up when the table is printed. */
  readonly protoFields: readonly string[];
  readonly protoType: string;
  readonly notes: readonly string[];
}

/** The lock signature of a field: a change means new number, old one reserved. */
export function fieldSignature(f: DraftField | DraftMap, oneof?: string): string {
  const type = (t: TypeRef) => (t.kind === "scalar" ? t.scalar : `.${t.fullName}`);
  const base = f.kind === "map" ? `map<string, ${type(f.value)}>` : `${f.label === "none" ? "" : `${f.label} `}${type(f.type)}`;
  return oneof === undefined ? base : `oneof ${oneof}: ${base}`;
}

/** Every field (oneof members included) of a message, in declaration order. */
export function allFields(members: readonly DraftMember[]): { field: DraftField | DraftMap; oneof?: string }[] {
  return members.flatMap((m) => (m.kind === "oneof" ? m.members.map((f) => ({ field: f, oneof: m.name })) : [{ field: m }]));
}
