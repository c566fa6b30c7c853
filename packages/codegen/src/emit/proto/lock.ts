import type { Diagnostic } from "../../diagnostics/diagnostic.ts";

/**
 * The committed field lock (`proto/fields.lock.json`): it pins every message field and enum value to its
 * number so that regeneration never renumbers, and it remembers every number ever handed out so none is reused.
 */
export interface FieldLock {
  readonly version: 1;
  /** Keyed by fully-qualified message name, e.g. `opencode.tool.v1.ToolPart`. */
  readonly messages: Readonly<Record<string, MessageLock>>;
  /** Keyed by fully-qualified enum name. */
  readonly enums: Readonly<Record<string, EnumLock>>;
}

export interface MessageLock {
  /** Field name → number and wire signature; a signature change counts as remove + add. */
  readonly fields: Readonly<Record<string, { readonly number: number; readonly type: string }>>;
  readonly reserved: readonly ReservedEntry[];
}

export interface EnumLock {
  readonly values: Readonly<Record<string, number>>;
  readonly reserved: readonly ReservedEntry[];
}

/** A number that must never be handed out again; `name` while the removed name is still unused. */
export interface ReservedEntry {
  readonly number: number;
  readonly name?: string;
}

/** Protobuf's own reserved range, never valid as a field number. */
const IMPLEMENTATION_RESERVED = { from: 19000, to: 19999 };
const MAX_FIELD_NUMBER = 536_870_911;

export const LOCK_FILE_NAME = "fields.lock.json";

export function emptyLock(): FieldLock {
  return { version: 1, messages: {}, enums: {} };
}

/** What the allocator returns for one message or enum. */
export interface Allocation {
  readonly numbers: ReadonlyMap<string, number>;
  /** Numbers and names the proto must declare `reserved`. */
  readonly reservedNumbers: readonly number[];
  readonly reservedNames: readonly string[];
}

/**
 * Numbers for one message's fields: a field keeps its locked number while its name and signature stay;
 * a new or changed field takes the next number above every number ever used; a dropped number is reserved.
 * One signature change keeps the number: a field that was a presence wrapper (`XList x = 7`, the wrapper
 * holding only `repeated T values`) and is now that collection itself (`repeated T x = 7`), which is the
 * shape the seed's hand-written protos give the field (`unwrapped` reads the wrapper's own lock entry).
 */
export function allocateFields(
  previous: MessageLock | undefined,
  wanted: readonly { readonly name: string; readonly type: string }[],
  unwrapped: (oldType: string) => string | undefined = () => undefined,
): { allocation: Allocation; entry: MessageLock } {
  const prevFields = previous?.fields ?? {};
  const prevReserved = previous?.reserved ?? [];
  const used = new Set<number>([
    ...Object.values(prevFields).map((f) => f.number),
    ...prevReserved.map((r) => r.number),
  ]);
  const numbers = new Map<string, number>();
  const fields: Record<string, { number: number; type: string }> = {};
  for (const w of wanted) {
    const old = prevFields[w.name];
    if (old && (old.type === w.type || unwrapped(old.type) === w.type)) {
      numbers.set(w.name, old.number);
      fields[w.name] = { number: old.number, type: w.type };
    }
  }
  let next = nextAbove(used, 0);
  for (const w of wanted) {
    if (numbers.has(w.name)) continue;
    numbers.set(w.name, next);
    fields[w.name] = { number: next, type: w.type };
    used.add(next);
    next = nextAbove(used, next);
  }
  const wantedNames = new Set(wanted.map((w) => w.name));
  const reserved = mergeReserved(
    prevReserved,
    Object.entries(prevFields)
      .filter(([name, f]) => fields[name]?.number !== f.number)
      .map(([name, f]) => ({ number: f.number, name })),
    wantedNames,
  );
  return {
    allocation: toAllocation(numbers, reserved),
    entry: { fields: sortRecordByNumber(fields), reserved },
  };
}

/**
 * The collection a presence wrapper held, read from the lock: `.pkg.Msg.XList` whose entry is exactly
 * `{values: repeated T}` (or `map<string, V>`) gives that signature; any other type gives undefined.
 */
export function wrappedCollection(lock: FieldLock | undefined, type: string): string | undefined {
  const entry = type.startsWith(".") ? lock?.messages[type.slice(1)] : undefined;
  const fields = Object.entries(entry?.fields ?? {});
  if (fields.length !== 1 || fields[0]![0] !== "values") return undefined;
  const inner = fields[0]![1].type;
  return inner.startsWith("repeated ") || inner.startsWith("map<") ? inner : undefined;
}

/** Numbers for one enum's values; `zeroName` (`<ENUM>_UNSPECIFIED`) is always 0. */
export function allocateEnumValues(
  previous: EnumLock | undefined,
  zeroName: string,
  wanted: readonly string[],
): { allocation: Allocation; entry: EnumLock } {
  const prevValues = previous?.values ?? {};
  const prevReserved = previous?.reserved ?? [];
  const used = new Set<number>([0, ...Object.values(prevValues), ...prevReserved.map((r) => r.number)]);
  const numbers = new Map<string, number>([[zeroName, 0]]);
  for (const name of wanted) {
    const old = prevValues[name];
    if (old !== undefined && old !== 0) numbers.set(name, old);
  }
  let next = nextAbove(used, 0);
  for (const name of wanted) {
    if (numbers.has(name)) continue;
    numbers.set(name, next);
    used.add(next);
    next = nextAbove(used, next);
  }
  const wantedNames = new Set([zeroName, ...wanted]);
  const reserved = mergeReserved(
    prevReserved,
    Object.entries(prevValues)
      .filter(([name, n]) => numbers.get(name) !== n)
      .map(([name, number]) => ({ number, name })),
    wantedNames,
  );
  const values: Record<string, number> = {};
  for (const [name, n] of numbers) values[name] = n;
  return { allocation: toAllocation(numbers, reserved), entry: { values: sortRecord(values), reserved } };
}

function nextAbove(used: ReadonlySet<number>, from: number): number {
  let n = Math.max(from, ...used) + 1;
  if (n >= IMPLEMENTATION_RESERVED.from && n <= IMPLEMENTATION_RESERVED.to) n = IMPLEMENTATION_RESERVED.to + 1;
  if (n > MAX_FIELD_NUMBER) throw new Error(`field numbers exhausted (above ${MAX_FIELD_NUMBER})`);
  return n;
}

/** Old reservations plus new ones; a reserved name that is in use again keeps only its number reserved. */
function mergeReserved(
  old: readonly ReservedEntry[],
  added: readonly ReservedEntry[],
  namesInUse: ReadonlySet<string>,
): ReservedEntry[] {
  const byNumber = new Map<number, string | undefined>();
  for (const r of [...old, ...added]) {
    const name = r.name !== undefined && !namesInUse.has(r.name) ? r.name : undefined;
    byNumber.set(r.number, name ?? byNumber.get(r.number));
  }
  return [...byNumber.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([number, name]) => (name === undefined ? { number } : { number, name }));
}

function toAllocation(numbers: ReadonlyMap<string, number>, reserved: readonly ReservedEntry[]): Allocation {
  return {
    numbers,
    reservedNumbers: reserved.map((r) => r.number),
    reservedNames: [...new Set(reserved.flatMap((r) => (r.name === undefined ? [] : [r.name])))].sort(),
  };
}

function sortRecordByNumber<T extends { number: number }>(r: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(r).sort((a, b) => a[1].number - b[1].number));
}

function sortRecord<T>(r: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(r).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
}

/** The lock as committed: sorted keys, two-space indent, trailing newline (byte-identical across runs). */
export function serializeFieldLock(lock: FieldLock): string {
  const sorted = {
    $comment: "Field numbers pinned by toolwire (never reused; removed ones stay reserved). Code generated — DO NOT EDIT by hand.",
    version: 1,
    messages: sortRecord(lock.messages as Record<string, MessageLock>),
    enums: sortRecord(lock.enums as Record<string, EnumLock>),
  };
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Reads a lock file's text; problems come back as diagnostics on `file` (the lock is never guessed at). */
export function parseFieldLock(text: string, file: string): { lock: FieldLock | undefined; diagnostics: Diagnostic[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { lock: undefined, diagnostics: [{ file, pointer: "", message: `field lock is not valid JSON: ${(error as Error).message}` }] };
  }
  return readFieldLock(raw, file);
}

/** Checks an already-parsed lock value. */
export function readFieldLock(raw: unknown, file: string): { lock: FieldLock | undefined; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const fail = (pointer: string, message: string) => {
    diagnostics.push({ file, pointer, message });
    return { lock: undefined, diagnostics };
  };
  if (!isRecord(raw) || raw.version !== 1) return fail("/version", "field lock must be an object with version 1");
  if (!isRecord(raw.messages) || !isRecord(raw.enums)) return fail("", "field lock needs `messages` and `enums` objects");
  for (const [name, m] of Object.entries(raw.messages)) {
    const at = `/messages/${name}`;
    if (!isRecord(m) || !isRecord(m.fields) || !Array.isArray(m.reserved)) return fail(at, "expected {fields, reserved}");
    for (const [field, f] of Object.entries(m.fields)) {
      if (!isRecord(f) || !isFieldNumber(f.number) || typeof f.type !== "string") {
        return fail(`${at}/fields/${field}`, "expected {number: positive integer, type: string}");
      }
    }
    if (!m.reserved.every(isReservedEntry)) return fail(`${at}/reserved`, "expected [{number, name?}]");
  }
  for (const [name, e] of Object.entries(raw.enums)) {
    const at = `/enums/${name}`;
    if (!isRecord(e) || !isRecord(e.values) || !Array.isArray(e.reserved)) return fail(at, "expected {values, reserved}");
    if (!Object.values(e.values).every((n) => Number.isInteger(n) && (n as number) >= 0)) {
      return fail(`${at}/values`, "enum numbers must be non-negative integers");
    }
    if (!e.reserved.every(isReservedEntry)) return fail(`${at}/reserved`, "expected [{number, name?}]");
  }
  return { lock: { version: 1, messages: raw.messages as FieldLock["messages"], enums: raw.enums as FieldLock["enums"] }, diagnostics };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isFieldNumber(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_FIELD_NUMBER;
}

function isReservedEntry(r: unknown): r is ReservedEntry {
  return isRecord(r) && Number.isInteger(r.number) && (r.name === undefined || typeof r.name === "string");
}
