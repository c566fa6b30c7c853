import type { BridgePlan, Codec, MessagePlan, ScalarKind } from "./runtime/bridge-runtime.ts";
import type { ImportCollector } from "../../imports.ts";
import type { FieldNumbers } from "./field-numbers.ts";

/**
 * What the codec printers share: the plan, short identifiers for messages and enums, field numbers, and the
 * module-level helper functions they add (union variant writers, map entry readers).
 */
export interface CodecContext {
  readonly plan: BridgePlan;
  /** A short identifier for a message or enum: its name inside its package, `_` for nesting, numbered on a clash. */
  idOf(fullName: string): string;
  messagePlan(name: string): MessagePlan;
  /** The number of a message's field, by its ts-proto property name. */
  numberOf(message: string, ts: string): number;
  /** The message's declared field numbers and wire types, as a literal (for `skipField`). */
  wireTable(p: MessagePlan): string;
  /** Module-level functions printed before the codecs. */
  readonly helpers: string[][];
  /**
   * The local name of another message's or enum's codec function (`write`, `read`, `toEnum`, `fromEnum` + its id),
   * imported from the module of the proto file that declares it when that is not the file being printed.
   */
  ref(kind: "write" | "read" | "toEnum" | "fromEnum", fullName: string): string;
  /** A wire primitive the printed code calls: registered as an import of the file, its local name returned. */
  rt(name: string): string;
  /** The statement writing a field's tag (one byte when it fits). */
  tagCode(no: number, wireType: number): string;
}

/** Short identifiers for messages and enums: the name inside its package, `_` for nesting, numbered on a clash. */
export type IdNamer = (fullName: string) => string;

/** One namer for a whole plan, so ids stay unique across the per-file codec modules that import each other. */
export function createIdNamer(packages: ReadonlySet<string>): IdNamer {
  const taken = new Set<string>();
  const ids = new Map<string, string>();
  return (fullName) => {
    let id = ids.get(fullName);
    if (id !== undefined) return id;
    const pkg = [...packages].filter((p) => fullName.startsWith(`${p}.`)).sort((a, b) => b.length - a.length)[0];
    const base = (pkg ? fullName.slice(pkg.length + 1) : fullName).replace(/[^A-Za-z0-9]+/g, "_");
    id = base;
    for (let i = 2; taken.has(id); i++) id = `${base}${i}`;
    taken.add(id);
    ids.set(fullName, id);
    return id;
  };
}

/** The codec module being printed: its import collector, where the wire primitives live, and every name's module. */
export interface CodecModule {
  readonly path: string;
  readonly imports: ImportCollector;
  /** Output-relative path of the wire primitives. */
  readonly wire: string;
  /** Output-relative path of the codec module that declares a message or enum. */
  readonly pathOf: (fullName: string) => string;
}

/** The context of one codec module of a plan. */
export function createCodecContext(plan: BridgePlan, numbers: FieldNumbers, idOf: IdNamer, module: CodecModule): CodecContext {
  const helpers: string[][] = [];
  const { imports } = module;
  const rt = (name: string) => imports.use({ name, from: module.wire });
  return {
    plan,
    helpers,
    rt,
    tagCode(no, wireType) {
      const t = no * 8 + wireType;
      return t < 128 ? `${rt("writeByte")}(${t});` : `${rt("writeVarint")}(${t});`;
    },
    idOf,
    ref(kind, fullName) {
      const name = `${kind}${idOf(fullName)}`;
      const from = module.pathOf(fullName);
      return from === module.path ? name : imports.use({ name, from });
    },
    messagePlan(name) {
      const p = plan.messages[name];
      if (!p) throw new Error(`bridge plan has no message ${name}`);
      return p;
    },
    numberOf(message, ts) {
      const n = numbers.get(message)?.get(ts);
      if (n === undefined) throw new Error(`bridge: no field number for ${message}.${ts}`);
      return n;
    },
    wireTable: (p) =>
      `{ ${Object.entries(p.wire)
        .map(([n, spec]) => `${n}: ${lit(spec.w)}`)
        .join(", ")} }`,
  };
}

export const WIRE_VARINT = 0;
export const WIRE_I64 = 1;
export const WIRE_LEN = 2;

/** The wire type of one value of a codec (list and map values are length-delimited entries or packed runs). */
export function wireOf(c: Codec): number {
  switch (c.k) {
    case "scalar":
    case "const":
      return c.t === "string" ? WIRE_LEN : c.t === "double" ? WIRE_I64 : WIRE_VARINT;
    case "enum":
    case "null":
      return WIRE_VARINT;
    default:
      return WIRE_LEN;
  }
}

/** Numbers, bools and enums: repeated ones are packed (ts-proto writes them packed and reads both forms). */
export function packable(c: Codec): boolean {
  return wireOf(c) !== WIRE_LEN;
}

/** Scalars, consts, enums and null: proto3 leaves their default out of the bytes unless presence is tracked. */
export function scalarLike(c: Codec): boolean {
  return c.k === "scalar" || c.k === "const" || c.k === "enum" || c.k === "null";
}

/** Messages (and Struct/Value), which a decoder returns already converted. */
export function messageLike(c: Codec): boolean {
  return c.k === "message" || c.k === "struct" || c.k === "value";
}

export const CHECK: Readonly<Record<ScalarKind, string>> = {
  string: "checkString",
  bool: "checkBool",
  double: "checkDouble",
  int32: "checkInt32",
  uint32: "checkUint32",
  int64: "checkInt64",
};

/** The JavaScript literal of the proto default of a scalar kind (what an unset implicit field reads as). */
export function defaultOf(t: ScalarKind): string {
  return t === "string" ? '""' : t === "bool" ? "false" : "0";
}

export const lit = (v: unknown) => JSON.stringify(v);
export const segArg = (seg: string | undefined) => (seg === undefined ? "" : `, ${seg}`);
export const indent = (lines: readonly string[], by = "  ") => lines.map((l) => (l === "" ? l : by + l));
export const property = (obj: string, name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? `${obj}.${name}` : `${obj}[${lit(name)}]`);

