// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge for opencode/tools/v1/tools.proto: schema JSON values to protobuf bytes and ts-proto objects, and back.
import { checkBashToolInput } from "@generated/guards/bashToolInput";
import { checkEditToolInput } from "@generated/guards/editToolInput";
import { checkGlobToolInput } from "@generated/guards/globToolInput";
import { checkGrepToolInput } from "@generated/guards/grepToolInput";
import { checkLspDiagnosticsToolInput } from "@generated/guards/lspDiagnosticsToolInput";
import { checkLspPositionToolInput } from "@generated/guards/lspPositionToolInput";
import { checkReadToolInput } from "@generated/guards/readToolInput";
import { checkRunToolInput } from "@generated/guards/runToolInput";
import { checkTodo } from "@generated/guards/todo";
import { checkTodoReadToolInput } from "@generated/guards/todoReadToolInput";
import { checkTodoWriteToolInput } from "@generated/guards/todoWriteToolInput";
import { checkWriteToolInput } from "@generated/guards/writeToolInput";
import type { BashToolInput } from "@generated/types/bashToolInput";
import type { EditToolInput } from "@generated/types/editToolInput";
import type { GlobToolInput } from "@generated/types/globToolInput";
import type { GrepToolInput } from "@generated/types/grepToolInput";
import type { LspDiagnosticsToolInput } from "@generated/types/lspDiagnosticsToolInput";
import type { LspPositionToolInput } from "@generated/types/lspPositionToolInput";
import type { ReadToolInput } from "@generated/types/readToolInput";
import type { RunToolInput } from "@generated/types/runToolInput";
import type { Todo } from "@generated/types/todo";
import type { TodoReadToolInput } from "@generated/types/todoReadToolInput";
import type { TodoWriteToolInput } from "@generated/types/todoWriteToolInput";
import type { WriteToolInput } from "@generated/types/writeToolInput";
import { readBashToolInput, readEditToolInput, readGlobToolInput, readGrepToolInput, readLspDiagnosticsToolInput, readLspPositionToolInput, readReadToolInput, readRunToolInput, readTodo, readTodoReadToolInput, readTodoWriteToolInput, readWriteToolInput, writeBashToolInput, writeEditToolInput, writeGlobToolInput, writeGrepToolInput, writeLspDiagnosticsToolInput, writeLspPositionToolInput, writeReadToolInput, writeRunToolInput, writeTodo, writeTodoReadToolInput, writeTodoWriteToolInput, writeWriteToolInput } from "../../../../bridge-codecs/opencode/tools/v1/tools";
import { plan as plan } from "../../../../bridge-plans/opencode/tools/v1/tools";
import { createBridge } from "../../../../bridge-runtime";
import { decodeMessage, encodeMessage } from "../../../../bridge-wire";
import type { BashToolInput as BashToolInputProto, EditToolInput as EditToolInputProto, GlobToolInput as GlobToolInputProto, GrepToolInput as GrepToolInputProto, LspDiagnosticsToolInput as LspDiagnosticsToolInputProto, LspPositionToolInput as LspPositionToolInputProto, ReadToolInput as ReadToolInputProto, RunToolInput as RunToolInputProto, Todo as TodoProto, TodoReadToolInput as TodoReadToolInputProto, TodoWriteToolInput as TodoWriteToolInputProto, WriteToolInput as WriteToolInputProto } from "../../../../opencode/tools/v1/tools";

const bridge = createBridge(plan);

/** BashToolInput (schema/tools/bashToolInput.schema.json) → protobuf bytes of opencode.tools.v1.BashToolInput; throws ProtoBridgeError on invalid input. */
export function encodeBashToolInput(json: BashToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.BashToolInput", json, checkBashToolInput, writeBashToolInput);
}

/** Protobuf bytes of opencode.tools.v1.BashToolInput → BashToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeBashToolInput(bytes: Uint8Array): BashToolInput {
  return decodeMessage("opencode.tools.v1.BashToolInput", bytes, checkBashToolInput, readBashToolInput) as BashToolInput;
}

/** BashToolInput → the ts-proto BashToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoBashToolInput(json: BashToolInput): BashToolInputProto {
  return bridge.toProto("opencode.tools.v1.BashToolInput", json) as BashToolInputProto;
}

/** The ts-proto BashToolInputProto object → BashToolInput, checking required fields, consts and enum values. */
export function fromProtoBashToolInput(message: BashToolInputProto): BashToolInput {
  return bridge.fromProto("opencode.tools.v1.BashToolInput", message) as BashToolInput;
}

/** EditToolInput (schema/tools/editToolInput.schema.json) → protobuf bytes of opencode.tools.v1.EditToolInput; throws ProtoBridgeError on invalid input. */
export function encodeEditToolInput(json: EditToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.EditToolInput", json, checkEditToolInput, writeEditToolInput);
}

/** Protobuf bytes of opencode.tools.v1.EditToolInput → EditToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeEditToolInput(bytes: Uint8Array): EditToolInput {
  return decodeMessage("opencode.tools.v1.EditToolInput", bytes, checkEditToolInput, readEditToolInput) as EditToolInput;
}

/** EditToolInput → the ts-proto EditToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoEditToolInput(json: EditToolInput): EditToolInputProto {
  return bridge.toProto("opencode.tools.v1.EditToolInput", json) as EditToolInputProto;
}

/** The ts-proto EditToolInputProto object → EditToolInput, checking required fields, consts and enum values. */
export function fromProtoEditToolInput(message: EditToolInputProto): EditToolInput {
  return bridge.fromProto("opencode.tools.v1.EditToolInput", message) as EditToolInput;
}

/** GlobToolInput (schema/tools/globToolInput.schema.json) → protobuf bytes of opencode.tools.v1.GlobToolInput; throws ProtoBridgeError on invalid input. */
export function encodeGlobToolInput(json: GlobToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.GlobToolInput", json, checkGlobToolInput, writeGlobToolInput);
}

/** Protobuf bytes of opencode.tools.v1.GlobToolInput → GlobToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeGlobToolInput(bytes: Uint8Array): GlobToolInput {
  return decodeMessage("opencode.tools.v1.GlobToolInput", bytes, checkGlobToolInput, readGlobToolInput) as GlobToolInput;
}

/** GlobToolInput → the ts-proto GlobToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoGlobToolInput(json: GlobToolInput): GlobToolInputProto {
  return bridge.toProto("opencode.tools.v1.GlobToolInput", json) as GlobToolInputProto;
}

/** The ts-proto GlobToolInputProto object → GlobToolInput, checking required fields, consts and enum values. */
export function fromProtoGlobToolInput(message: GlobToolInputProto): GlobToolInput {
  return bridge.fromProto("opencode.tools.v1.GlobToolInput", message) as GlobToolInput;
}

/** GrepToolInput (schema/tools/grepToolInput.schema.json) → protobuf bytes of opencode.tools.v1.GrepToolInput; throws ProtoBridgeError on invalid input. */
export function encodeGrepToolInput(json: GrepToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.GrepToolInput", json, checkGrepToolInput, writeGrepToolInput);
}

/** Protobuf bytes of opencode.tools.v1.GrepToolInput → GrepToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeGrepToolInput(bytes: Uint8Array): GrepToolInput {
  return decodeMessage("opencode.tools.v1.GrepToolInput", bytes, checkGrepToolInput, readGrepToolInput) as GrepToolInput;
}

/** GrepToolInput → the ts-proto GrepToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoGrepToolInput(json: GrepToolInput): GrepToolInputProto {
  return bridge.toProto("opencode.tools.v1.GrepToolInput", json) as GrepToolInputProto;
}

/** The ts-proto GrepToolInputProto object → GrepToolInput, checking required fields, consts and enum values. */
export function fromProtoGrepToolInput(message: GrepToolInputProto): GrepToolInput {
  return bridge.fromProto("opencode.tools.v1.GrepToolInput", message) as GrepToolInput;
}

/** LspDiagnosticsToolInput (schema/tools/lspDiagnosticsToolInput.schema.json) → protobuf bytes of opencode.tools.v1.LspDiagnosticsToolInput; throws ProtoBridgeError on invalid input. */
export function encodeLspDiagnosticsToolInput(json: LspDiagnosticsToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.LspDiagnosticsToolInput", json, checkLspDiagnosticsToolInput, writeLspDiagnosticsToolInput);
}

/** Protobuf bytes of opencode.tools.v1.LspDiagnosticsToolInput → LspDiagnosticsToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeLspDiagnosticsToolInput(bytes: Uint8Array): LspDiagnosticsToolInput {
  return decodeMessage("opencode.tools.v1.LspDiagnosticsToolInput", bytes, checkLspDiagnosticsToolInput, readLspDiagnosticsToolInput) as LspDiagnosticsToolInput;
}

/** LspDiagnosticsToolInput → the ts-proto LspDiagnosticsToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoLspDiagnosticsToolInput(json: LspDiagnosticsToolInput): LspDiagnosticsToolInputProto {
  return bridge.toProto("opencode.tools.v1.LspDiagnosticsToolInput", json) as LspDiagnosticsToolInputProto;
}

/** The ts-proto LspDiagnosticsToolInputProto object → LspDiagnosticsToolInput, checking required fields, consts and enum values. */
export function fromProtoLspDiagnosticsToolInput(message: LspDiagnosticsToolInputProto): LspDiagnosticsToolInput {
  return bridge.fromProto("opencode.tools.v1.LspDiagnosticsToolInput", message) as LspDiagnosticsToolInput;
}

/** LspPositionToolInput (schema/tools/lspPositionToolInput.schema.json) → protobuf bytes of opencode.tools.v1.LspPositionToolInput; throws ProtoBridgeError on invalid input. */
export function encodeLspPositionToolInput(json: LspPositionToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.LspPositionToolInput", json, checkLspPositionToolInput, writeLspPositionToolInput);
}

/** Protobuf bytes of opencode.tools.v1.LspPositionToolInput → LspPositionToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeLspPositionToolInput(bytes: Uint8Array): LspPositionToolInput {
  return decodeMessage("opencode.tools.v1.LspPositionToolInput", bytes, checkLspPositionToolInput, readLspPositionToolInput) as LspPositionToolInput;
}

/** LspPositionToolInput → the ts-proto LspPositionToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoLspPositionToolInput(json: LspPositionToolInput): LspPositionToolInputProto {
  return bridge.toProto("opencode.tools.v1.LspPositionToolInput", json) as LspPositionToolInputProto;
}

/** The ts-proto LspPositionToolInputProto object → LspPositionToolInput, checking required fields, consts and enum values. */
export function fromProtoLspPositionToolInput(message: LspPositionToolInputProto): LspPositionToolInput {
  return bridge.fromProto("opencode.tools.v1.LspPositionToolInput", message) as LspPositionToolInput;
}

/** ReadToolInput (schema/tools/readToolInput.schema.json) → protobuf bytes of opencode.tools.v1.ReadToolInput; throws ProtoBridgeError on invalid input. */
export function encodeReadToolInput(json: ReadToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.ReadToolInput", json, checkReadToolInput, writeReadToolInput);
}

/** Protobuf bytes of opencode.tools.v1.ReadToolInput → ReadToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeReadToolInput(bytes: Uint8Array): ReadToolInput {
  return decodeMessage("opencode.tools.v1.ReadToolInput", bytes, checkReadToolInput, readReadToolInput) as ReadToolInput;
}

/** ReadToolInput → the ts-proto ReadToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoReadToolInput(json: ReadToolInput): ReadToolInputProto {
  return bridge.toProto("opencode.tools.v1.ReadToolInput", json) as ReadToolInputProto;
}

/** The ts-proto ReadToolInputProto object → ReadToolInput, checking required fields, consts and enum values. */
export function fromProtoReadToolInput(message: ReadToolInputProto): ReadToolInput {
  return bridge.fromProto("opencode.tools.v1.ReadToolInput", message) as ReadToolInput;
}

/** RunToolInput (schema/tools/runToolInput.schema.json) → protobuf bytes of opencode.tools.v1.RunToolInput; throws ProtoBridgeError on invalid input. */
export function encodeRunToolInput(json: RunToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.RunToolInput", json, checkRunToolInput, writeRunToolInput);
}

/** Protobuf bytes of opencode.tools.v1.RunToolInput → RunToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRunToolInput(bytes: Uint8Array): RunToolInput {
  return decodeMessage("opencode.tools.v1.RunToolInput", bytes, checkRunToolInput, readRunToolInput) as RunToolInput;
}

/** RunToolInput → the ts-proto RunToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRunToolInput(json: RunToolInput): RunToolInputProto {
  return bridge.toProto("opencode.tools.v1.RunToolInput", json) as RunToolInputProto;
}

/** The ts-proto RunToolInputProto object → RunToolInput, checking required fields, consts and enum values. */
export function fromProtoRunToolInput(message: RunToolInputProto): RunToolInput {
  return bridge.fromProto("opencode.tools.v1.RunToolInput", message) as RunToolInput;
}

/** Todo (schema/tools/todo.schema.json) → protobuf bytes of opencode.tools.v1.Todo; throws ProtoBridgeError on invalid input. */
export function encodeTodo(json: Todo): Uint8Array {
  return encodeMessage("opencode.tools.v1.Todo", json, checkTodo, writeTodo);
}

/** Protobuf bytes of opencode.tools.v1.Todo → Todo; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeTodo(bytes: Uint8Array): Todo {
  return decodeMessage("opencode.tools.v1.Todo", bytes, checkTodo, readTodo) as Todo;
}

/** Todo → the ts-proto TodoProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoTodo(json: Todo): TodoProto {
  return bridge.toProto("opencode.tools.v1.Todo", json) as TodoProto;
}

/** The ts-proto TodoProto object → Todo, checking required fields, consts and enum values. */
export function fromProtoTodo(message: TodoProto): Todo {
  return bridge.fromProto("opencode.tools.v1.Todo", message) as Todo;
}

/** TodoReadToolInput (schema/tools/todoReadToolInput.schema.json) → protobuf bytes of opencode.tools.v1.TodoReadToolInput; throws ProtoBridgeError on invalid input. */
export function encodeTodoReadToolInput(json: TodoReadToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.TodoReadToolInput", json, checkTodoReadToolInput, writeTodoReadToolInput);
}

/** Protobuf bytes of opencode.tools.v1.TodoReadToolInput → TodoReadToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeTodoReadToolInput(bytes: Uint8Array): TodoReadToolInput {
  return decodeMessage("opencode.tools.v1.TodoReadToolInput", bytes, checkTodoReadToolInput, readTodoReadToolInput) as TodoReadToolInput;
}

/** TodoReadToolInput → the ts-proto TodoReadToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoTodoReadToolInput(json: TodoReadToolInput): TodoReadToolInputProto {
  return bridge.toProto("opencode.tools.v1.TodoReadToolInput", json) as TodoReadToolInputProto;
}

/** The ts-proto TodoReadToolInputProto object → TodoReadToolInput, checking required fields, consts and enum values. */
export function fromProtoTodoReadToolInput(message: TodoReadToolInputProto): TodoReadToolInput {
  return bridge.fromProto("opencode.tools.v1.TodoReadToolInput", message) as TodoReadToolInput;
}

/** TodoWriteToolInput (schema/tools/todoWriteToolInput.schema.json) → protobuf bytes of opencode.tools.v1.TodoWriteToolInput; throws ProtoBridgeError on invalid input. */
export function encodeTodoWriteToolInput(json: TodoWriteToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.TodoWriteToolInput", json, checkTodoWriteToolInput, writeTodoWriteToolInput);
}

/** Protobuf bytes of opencode.tools.v1.TodoWriteToolInput → TodoWriteToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeTodoWriteToolInput(bytes: Uint8Array): TodoWriteToolInput {
  return decodeMessage("opencode.tools.v1.TodoWriteToolInput", bytes, checkTodoWriteToolInput, readTodoWriteToolInput) as TodoWriteToolInput;
}

/** TodoWriteToolInput → the ts-proto TodoWriteToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoTodoWriteToolInput(json: TodoWriteToolInput): TodoWriteToolInputProto {
  return bridge.toProto("opencode.tools.v1.TodoWriteToolInput", json) as TodoWriteToolInputProto;
}

/** The ts-proto TodoWriteToolInputProto object → TodoWriteToolInput, checking required fields, consts and enum values. */
export function fromProtoTodoWriteToolInput(message: TodoWriteToolInputProto): TodoWriteToolInput {
  return bridge.fromProto("opencode.tools.v1.TodoWriteToolInput", message) as TodoWriteToolInput;
}

/** WriteToolInput (schema/tools/writeToolInput.schema.json) → protobuf bytes of opencode.tools.v1.WriteToolInput; throws ProtoBridgeError on invalid input. */
export function encodeWriteToolInput(json: WriteToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.WriteToolInput", json, checkWriteToolInput, writeWriteToolInput);
}

/** Protobuf bytes of opencode.tools.v1.WriteToolInput → WriteToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeWriteToolInput(bytes: Uint8Array): WriteToolInput {
  return decodeMessage("opencode.tools.v1.WriteToolInput", bytes, checkWriteToolInput, readWriteToolInput) as WriteToolInput;
}

/** WriteToolInput → the ts-proto WriteToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoWriteToolInput(json: WriteToolInput): WriteToolInputProto {
  return bridge.toProto("opencode.tools.v1.WriteToolInput", json) as WriteToolInputProto;
}

/** The ts-proto WriteToolInputProto object → WriteToolInput, checking required fields, consts and enum values. */
export function fromProtoWriteToolInput(message: WriteToolInputProto): WriteToolInput {
  return bridge.fromProto("opencode.tools.v1.WriteToolInput", message) as WriteToolInput;
}
