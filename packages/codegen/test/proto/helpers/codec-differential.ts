import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { jsonValue } from "./json-arbitrary.ts";

/**
 * What the generated codecs of one message are compared against: toProto + ts-proto's encode, and ts-proto's
 * decode + fromProto — the path encode/decode took before the codecs existed.
 */
export interface CodecPair {
  readonly name: string;
  /** The generated writer alone (no schema check): bytes, or a ProtoBridgeError. */
  readonly write: (json: unknown) => Uint8Array;
  /** The generated reader alone (no schema check): JSON, or a ProtoBridgeError. */
  readonly read: (bytes: Uint8Array) => unknown;
  readonly toProto: (json: unknown) => unknown;
  readonly fromProto: (message: unknown) => unknown;
  readonly tsProto: { encode(m: unknown): { finish(): Uint8Array }; decode(b: Uint8Array): unknown };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

function attempt<T>(f: () => T): Outcome<T> {
  try {
    return { ok: true, value: f() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * One value through both paths. The writer must refuse exactly what toProto refuses, with the same message; what
 * it accepts it must write byte for byte as ts-proto does; and reading those bytes must give what fromProto gives.
 * Returns whether the value was accepted.
 */
export function sameAsTsProto(pair: CodecPair, json: unknown): boolean {
  const written = attempt(() => pair.write(json));
  const converted = attempt(() => pair.toProto(json));
  if (written.ok !== converted.ok || (!written.ok && !converted.ok && written.message !== converted.message)) {
    throw new Error(`${pair.name}: writer and toProto disagree on ${show(json)}:\n  writer:  ${describe(written)}\n  toProto: ${describe(converted)}`);
  }
  if (!written.ok || !converted.ok) return false;
  const expected = pair.tsProto.encode(converted.value).finish();
  if (!isDeepStrictEqual(Buffer.from(written.value), Buffer.from(expected))) {
    throw new Error(`${pair.name}: bytes differ from ts-proto's for ${show(json)}:\n  writer:   ${hex(written.value)}\n  ts-proto: ${hex(expected)}`);
  }
  const read = attempt(() => pair.read(written.value));
  const reference = attempt(() => pair.fromProto(pair.tsProto.decode(written.value)));
  if (read.ok !== reference.ok || (read.ok && reference.ok && !isDeepStrictEqual(read.value, reference.value))) {
    throw new Error(`${pair.name}: reader and ts-proto + fromProto disagree on ${hex(written.value)}:\n  reader:    ${describe(read)}\n  fromProto: ${describe(reference)}`);
  }
  return true;
}

const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");
const show = (v: unknown) => JSON.stringify(v, (_k, x) => (x === undefined ? "<undefined>" : x));
const describe = (o: Outcome<unknown>) => (o.ok ? (o.value instanceof Uint8Array ? hex(o.value) : show(o.value)) : o.message);

/** Every place in a JSON value (objects' keys, arrays' indices), the root first. */
function places(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => places(x, [...at, i], out));
  else if (typeof v === "object" && v !== null) for (const k of Object.keys(v)) places((v as Record<string, unknown>)[k], [...at, k], out);
  return out;
}

function clone(v: unknown): unknown {
  return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
}

/**
 * A valid value broken in one place: a value replaced by any JSON, a key dropped or added (`__proto__` among them),
 * so both paths meet wrong types, missing properties, unknown keys and bad enum/const values.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), fc.integer({ min: 0, max: 3 }), jsonValue).map(([value, pick, how, replacement]) => {
    const root = { v: clone(value) };
    const all = places(root.v);
    const path = all[pick % all.length]!;
    let parent: Record<string | number, unknown> = root;
    let key: string | number = "v";
    for (const step of path) {
      parent = parent[key] as Record<string | number, unknown>;
      key = step;
    }
    const target = parent[key];
    if (how === 0 || typeof target !== "object" || target === null) parent[key] = replacement;
    else if (how === 1 && !Array.isArray(target)) {
      const keys = Object.keys(target);
      if (keys.length > 0) delete (target as Record<string, unknown>)[keys[pick % keys.length]!];
    } else if (how === 2 && !Array.isArray(target)) (target as Record<string, unknown>)["zz unknown"] = replacement;
    else if (!Array.isArray(target)) Object.defineProperty(target, "__proto__", { value: replacement, enumerable: true, configurable: true, writable: true });
    else parent[key] = replacement;
    return root.v;
  });
}
