// Benchmarks the JSON <-> proto bridge on the fixture corpus (schema/examples/<name>.examples.json "valid" arrays).
// `bun scripts/bench-proto.ts` prints the markdown section; scripts/bench.ts calls benchProto() for BENCHMARKS.md.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { measureAlternated } from "../packages/codegen/bench/measure.ts";
import * as bridge from "../packages/proto/bridge.ts";

const EXAMPLES = join(import.meta.dir, "..", "schema", "examples");
/** Time spent per measured operation; the whole bench stays around ten seconds on a 2-core machine. */
const BUDGET_MS = Number(process.env.TOOLWIRE_BENCH_MS ?? 1000);

/** The bridge's functions for one message, looked up once (the harness should not time a name lookup per call). */
interface BridgeFns {
  readonly encode: (json: unknown) => Uint8Array;
  readonly decode: (bytes: Uint8Array) => unknown;
  readonly toProto: (json: unknown) => unknown;
  readonly fromProto: (message: unknown) => unknown;
}

interface Item {
  readonly message: string;
  readonly bridge: BridgeFns;
  /** The ts-proto codec of the message (`encode`/`decode` with no checks): the peer the bridge is measured against. */
  readonly codec: { encode(m: unknown): { finish(): Uint8Array }; decode(b: Uint8Array): unknown };
  /** The ts-proto object of `json`. */
  readonly proto: unknown;
  readonly domain: string;
  readonly json: unknown;
  readonly bytes: Uint8Array;
  readonly jsonText: string;
}

type Api = Record<string, (v: never) => unknown>;

/** Schema module name → its domain folder (`toolPart` → `tool`). */
function domains(): Map<string, string> {
  const out = new Map<string, string>();
  const root = join(import.meta.dir, "..", "schema");
  for (const entry of readdirSync(root, { recursive: true }) as string[]) {
    const m = /^(?:(.+)\/)?([^/]+)\.schema\.json$/.exec(entry.split("\\").join("/"));
    if (m) out.set(m[2]!, m[1] ?? "(root)");
  }
  return out;
}

/**
 * The ts-proto codec behind each bridge function, found from the bridge's own imports (`import { X as XProto } from
 * "./opencode/…"`), so raw ts-proto and the bridge are measured on the very same messages.
 */
async function tsProtoCodecs(): Promise<Map<string, Item["codec"]>> {
  // Each domain's bridge module (bridge/<proto path>.ts) imports its ts-proto messages as `<Name> as <Name>Proto`.
  const dir = join(import.meta.dir, "..", "packages", "proto", "bridge");
  const out = new Map<string, Item["codec"]>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).sort()) {
    const path = join(dir, file);
    const source = readFileSync(path, "utf8");
    for (const m of source.matchAll(/import (?:type )?\{([^}]+)\} from "(\.[^"]+)";/g)) {
      const names = m[1]!.split(",").map((part) => /(\w+) as (\w+)Proto$/.exec(part.trim())).filter((alias) => alias !== null);
      if (names.length === 0) continue;
      const module = (await import(`${join(dirname(path), m[2]!)}.ts`)) as Record<string, Item["codec"]>;
      for (const alias of names) if (module[alias[1]!]) out.set(alias[2]!, module[alias[1]!]!);
    }
  }
  return out;
}

/** Every valid example of every module that has a proto message, encoded once. */
async function loadCorpus(): Promise<Item[]> {
  const api = bridge as unknown as Api;
  const codecs = await tsProtoCodecs();
  const domainOf = domains();
  const items: Item[] = [];
  for (const file of readdirSync(EXAMPLES).sort()) {
    const name = file.replace(/\.examples\.json$/, "");
    const type = name[0]!.toUpperCase() + name.slice(1);
    const encode = api[`encode${type}`] as ((v: unknown) => Uint8Array) | undefined;
    if (!encode) continue;
    const { valid } = JSON.parse(readFileSync(join(EXAMPLES, file), "utf8")) as { valid: unknown[] };
    for (const json of valid) {
      const codec = codecs.get(type);
      if (!codec) throw new Error(`no ts-proto codec found for ${type}`);
      const fns = { encode, decode: api[`decode${type}`], toProto: api[`toProto${type}`], fromProto: api[`fromProto${type}`] } as BridgeFns;
      const proto = fns.toProto(json);
      items.push({ message: type, bridge: fns, codec, proto, domain: domainOf.get(name) ?? "?", json, bytes: encode(json), jsonText: JSON.stringify(json) });
    }
  }
  return items;
}

/**
 * Bridge and raw ts-proto, alternated in short slices for the whole budget; the best slice of each. On a shared
 * machine the ratio of neighbours is steadier than two figures taken a second apart. Both first run alternately for
 * the budget unmeasured, so each is measured warm, as a long-running server runs it: the bridge has more code to
 * bring to the optimising tiers (the guards and a generated writer/reader per message), and on 2 busy cores its
 * background compiles lag for the first second or so.
 */
function measurePair(items: readonly Item[], a: (item: Item) => void, b: (item: Item) => void): [number, number] {
  const row = (name: string, op: (item: Item) => void) => ({ name, fn: () => {
    for (const item of items) op(item);
  } });
  const seconds = BUDGET_MS / 1000;
  const [x, y] = measureAlternated([row("bridge", a), row("ts-proto", b)], { seconds, sliceMs: 50, scale: items.length, warmUpSeconds: seconds });
  return [x!.opsPerSecond, y!.opsPerSecond];
}

/** Runs `op` over the corpus until the budget is spent; returns operations per second. */
function measure(items: readonly Item[], op: (item: Item) => void): number {
  for (const item of items) op(item); // warm-up
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < BUDGET_MS) {
    for (const item of items) op(item);
    ops += items.length;
    elapsed = performance.now() - start;
  }
  return (ops / elapsed) * 1000;
}

function measureFromProto(items: readonly Item[]): number {
  return measure(items, (i) => void i.bridge.fromProto(i.proto));
}

const ENCODE = "schema check + generated writer (toProto's checks, ts-proto's bytes)";
const DECODE = "generated reader (wire checks, fromProto's conversion) + schema check";
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const micro = (opsPerSecond: number) => (1e6 / opsPerSecond).toFixed(1);

/** The BENCHMARKS.md section: bridge encode/decode throughput and binary vs JSON size on the corpus. */
export async function benchProto(): Promise<string> {
  const items = await loadCorpus();
  const messages = new Set(items.map((i) => i.message));
  const [bridgeEncode, rawEncode] = measurePair(items, (i) => void i.bridge.encode(i.json), (i) => void i.codec.encode(i.proto).finish());
  const [bridgeDecode, rawDecode] = measurePair(items, (i) => void i.bridge.decode(i.bytes), (i) => void i.codec.decode(i.bytes));
  const rows: [string, number][] = [
    [`\`encode<Name>\`: ${ENCODE}`, measure(items, (i) => void i.bridge.encode(i.json))],
    [`\`decode<Name>\`: ${DECODE}`, measure(items, (i) => void i.bridge.decode(i.bytes))],
    ["`toProto<Name>` only (JSON → ts-proto object)", measure(items, (i) => void i.bridge.toProto(i.json))],
    ["`fromProto<Name>` only (ts-proto object → JSON)", measureFromProto(items)],
    ["`JSON.stringify` (baseline)", measure(items, (i) => void JSON.stringify(i.json))],
    ["`JSON.parse` (baseline)", measure(items, (i) => void JSON.parse(i.jsonText))],
  ];
  const enc = new TextEncoder();
  const jsonBytes = items.reduce((n, i) => n + enc.encode(i.jsonText).length, 0);
  const protoBytes = items.reduce((n, i) => n + i.bytes.length, 0);
  const byDomain = new Map<string, { json: number; proto: number; count: number }>();
  for (const i of items) {
    const d = byDomain.get(i.domain) ?? { json: 0, proto: 0, count: 0 };
    d.json += enc.encode(i.jsonText).length;
    d.proto += i.bytes.length;
    d.count++;
    byDomain.set(i.domain, d);
  }
  const largest: Item[] = [];
  for (const i of [...items].sort((a, b) => b.jsonText.length - a.jsonText.length)) {
    if (largest.length < 3 && !largest.some((l) => l.message === i.message)) largest.push(i);
  }
  return [
    "## Proto bridge (`@generated/proto/bridge`)",
    "",
    `Corpus: ${items.length} valid examples of ${messages.size} messages (\`schema/examples/*.examples.json\`), ${BUDGET_MS} ms per row, ${process.platform}/${process.arch}, Bun ${Bun.version}.`,
    "",
    "Against raw ts-proto (its `encode`/`decode` alone: no schema check, no wire check, no JSON conversion), both warmed up alternately for the same time first, then alternated in 50 ms slices, best slice of each:",
    "",
    "| Operation (whole corpus, per value) | bridge ops/s | raw ts-proto ops/s | bridge ÷ ts-proto |",
    "|---|---:|---:|---:|",
    `| encode: ${ENCODE} | ${fmt(bridgeEncode)} | ${fmt(rawEncode)} | ${(bridgeEncode / rawEncode).toFixed(2)}× |`,
    `| decode: ${DECODE} | ${fmt(bridgeDecode)} | ${fmt(rawDecode)} | ${(bridgeDecode / rawDecode).toFixed(2)}× |`,
    "",
    "| Operation (whole corpus, per value) | ops/s | µs/op |",
    "|---|---:|---:|",
    ...rows.map(([name, ops]) => `| ${name} | ${fmt(ops)} | ${micro(ops)} |`),
    "",
    "| Size | JSON (minified) | protobuf binary | binary / JSON |",
    "|---|---:|---:|---:|",
    `| whole corpus | ${fmt(jsonBytes)} B | ${fmt(protoBytes)} B | ${(protoBytes / jsonBytes).toFixed(2)} |`,
    ...[...byDomain.entries()]
      .sort()
      .map(([d, s]) => `| ${d} (${s.count} values) | ${fmt(s.json)} B | ${fmt(s.proto)} B | ${(s.proto / s.json).toFixed(2)} |`),
    ...largest.map((i) => `| largest: ${i.message} | ${fmt(enc.encode(i.jsonText).length)} B | ${fmt(i.bytes.length)} B | ${(i.bytes.length / enc.encode(i.jsonText).length).toFixed(2)} |`),
    "",
    "encode/decode include the schema check (the compiled guard) on both sides (decode never returns a value its schema rejects).",
    "They go through the generated per-message codecs (`bridge-codecs/<proto path>.ts`): toProto's checks and ts-proto's bytes, field for field,",
    "one way; the wire checks and fromProto's conversion in one pass the other, without building the ts-proto object",
    "(`packages/codegen/test/proto/bridge-codecs.test.ts` holds them to toProto + ts-proto and ts-proto + fromProto).",
    "Struct/Value payloads (tool input, metadata) carry their keys on the wire, so they shrink least.",
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await benchProto());
