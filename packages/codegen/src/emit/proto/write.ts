import { assertNever } from "../../ir/types.ts";
import type {
  EnumDecl,
  FieldDecl,
  MapFieldDecl,
  MessageDecl,
  MessageMember,
  OneofDecl,
  ProtoFile,
  ReservedDecl,
  ServiceDecl,
  TopLevelDecl,
  TypeRef,
} from "./ast.ts";

const INDENT = "  ";

/** Every fully-qualified type name and package-name prefix in the build, and the packages themselves. */
export interface NameTable {
  readonly known: ReadonlySet<string>;
  readonly packages: ReadonlySet<string>;
}

/**
 * Renders one proto file in the exact layout `buf format` produces, so `buf format --exit-code` stays clean.
 * Type references in the same package print as the shortest name protoc resolves to the same type from where
 * they are used; references to other packages print fully qualified.
 */
export function writeProtoFile(file: ProtoFile, names: NameTable): string {
  const out: string[] = [];
  for (const line of file.header) out.push(commentLine(line, ""));
  out.push(`syntax = "proto3";`, "", `package ${file.package};`, "");
  if (file.imports.length > 0) {
    for (const imp of [...file.imports].sort()) out.push(`import "${imp}";`);
    out.push("");
  }
  const blocks = file.definitions.map((d) => writeTopLevel(d, file.package, names));
  out.push(blocks.join("\n\n"));
  return `${out.join("\n").replace(/\n+$/, "")}\n`;
}

function writeTopLevel(decl: TopLevelDecl, scope: string, names: NameTable): string {
  switch (decl.kind) {
    case "message":
      return writeMessage(decl, scope, names, "").join("\n");
    case "enum":
      return writeEnum(decl, "").join("\n");
    case "service":
      return writeService(decl, scope, names).join("\n");
    default:
      return assertNever(decl, "top-level declaration");
  }
}

function writeMessage(msg: MessageDecl, parentScope: string, names: NameTable, indent: string): string[] {
  const scope = `${parentScope}.${msg.name}`;
  const inner = indent + INDENT;
  const lines = [...comments(msg.comment, indent)];
  const body: string[][] = [];
  const reserved = writeReserved(msg.reserved, inner);
  if (reserved.length > 0) body.push(reserved);
  for (const member of msg.members) body.push(writeMember(member, scope, names, inner));
  for (const nested of msg.nested) {
    body.push(nested.kind === "message" ? writeMessage(nested, scope, names, inner) : writeEnum(nested, inner));
  }
  if (body.length === 0) {
    lines.push(`${indent}message ${msg.name} {}`);
    return lines;
  }
  lines.push(`${indent}message ${msg.name} {`);
  lines.push(...body.flat());
  lines.push(`${indent}}`);
  return lines;
}

function writeMember(member: MessageMember, scope: string, names: NameTable, indent: string): string[] {
  switch (member.kind) {
    case "field":
      return writeField(member, scope, names, indent);
    case "map":
      return writeMapField(member, scope, names, indent);
    case "oneof":
      return writeOneof(member, scope, names, indent);
    default:
      return assertNever(member, "message member");
  }
}

function writeField(field: FieldDecl, scope: string, names: NameTable, indent: string): string[] {
  const label = field.label === "none" ? "" : `${field.label} `;
  const type = typeName(field.type, scope, names);
  return [
    ...comments(field.comment, indent),
    `${indent}${label}${type} ${field.name} = ${field.number}${jsonOption(field.jsonName)};`,
  ];
}

function writeMapField(field: MapFieldDecl, scope: string, names: NameTable, indent: string): string[] {
  const value = typeName(field.value, scope, names);
  return [
    ...comments(field.comment, indent),
    `${indent}map<string, ${value}> ${field.name} = ${field.number}${jsonOption(field.jsonName)};`,
  ];
}

function writeOneof(oneof: OneofDecl, scope: string, names: NameTable, indent: string): string[] {
  const inner = indent + INDENT;
  return [
    ...comments(oneof.comment, indent),
    `${indent}oneof ${oneof.name} {`,
    ...oneof.members.flatMap((m) => writeField(m, scope, names, inner)),
    `${indent}}`,
  ];
}

function writeEnum(decl: EnumDecl, indent: string): string[] {
  const inner = indent + INDENT;
  return [
    ...comments(decl.comment, indent),
    `${indent}enum ${decl.name} {`,
    ...writeReserved(decl.reserved, inner),
    ...decl.values.flatMap((v) => [...comments(v.comment, inner), `${inner}${v.name} = ${v.number};`]),
    `${indent}}`,
  ];
}

function writeService(decl: ServiceDecl, scope: string, names: NameTable): string[] {
  const lines = [...comments(decl.comment, ""), `service ${decl.name} {`];
  for (const rpc of decl.rpcs) {
    const req = `${rpc.clientStreaming ? "stream " : ""}${typeName(rpc.request, scope, names)}`;
    const res = `${rpc.serverStreaming ? "stream " : ""}${typeName(rpc.response, scope, names)}`;
    lines.push(...comments(rpc.comment, INDENT), `${INDENT}rpc ${rpc.name}(${req}) returns (${res});`);
  }
  lines.push("}");
  return lines;
}

function writeReserved(reserved: ReservedDecl, indent: string): string[] {
  const lines: string[] = [];
  if (reserved.numbers.length > 0) lines.push(`${indent}reserved ${numberRanges(reserved.numbers)};`);
  if (reserved.names.length > 0) {
    lines.push(`${indent}reserved ${[...reserved.names].sort().map((n) => JSON.stringify(n)).join(", ")};`);
  }
  return lines;
}

/** `[1, 2, 3, 7]` → `1 to 3, 7`. */
export function numberRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `${sorted[i]}` : `${sorted[i]} to ${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(", ");
}

function jsonOption(jsonName: string | undefined): string {
  return jsonName === undefined ? "" : ` [json_name = ${JSON.stringify(jsonName)}]`;
}

function comments(lines: readonly string[], indent: string): string[] {
  return lines.map((l) => commentLine(l, indent));
}

function commentLine(line: string, indent: string): string {
  const text = line.replace(/\s+$/, "");
  return text === "" ? `${indent}//` : `${indent}// ${text}`;
}

function typeName(ref: TypeRef, scope: string, names: NameTable): string {
  if (ref.kind === "scalar") return ref.scalar;
  const samePackage = packageOf(ref.fullName, names) === packageOf(`${scope}.`, names);
  if (!samePackage && resolveFrom(scope, ref.fullName.split("."), names.known) === ref.fullName) return ref.fullName;
  return relativeTypeName(scope, ref.fullName, names.known);
}

function packageOf(name: string, names: NameTable): string | undefined {
  let best: string | undefined;
  for (const p of names.packages) if (name.startsWith(`${p}.`) && (best === undefined || p.length > best.length)) best = p;
  return best;
}

/**
 * The shortest suffix of `target` that protoc's scoping rules resolve back to `target` from `scope`
 * (innermost scope first; the first scope that defines the first component wins, even if the rest then fails).
 */
export function relativeTypeName(scope: string, target: string, names: ReadonlySet<string>): string {
  const parts = target.split(".");
  for (let k = 1; k <= parts.length; k++) {
    const candidate = parts.slice(parts.length - k);
    if (resolveFrom(scope, candidate, names) === target) return candidate.join(".");
  }
  return `.${target}`;
}

function resolveFrom(scope: string, candidate: readonly string[], names: ReadonlySet<string>): string | undefined {
  const scopeParts = scope === "" ? [] : scope.split(".");
  for (let i = scopeParts.length; i >= 0; i--) {
    const prefix = scopeParts.slice(0, i).join(".");
    const first = prefix === "" ? candidate[0]! : `${prefix}.${candidate[0]}`;
    if (names.has(first)) return prefix === "" ? candidate.join(".") : `${prefix}.${candidate.join(".")}`;
  }
  return undefined;
}
