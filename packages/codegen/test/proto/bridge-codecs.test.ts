import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { emitCodecs } from "../../src/emit/proto/bridge/emit-codecs.ts";
import { fieldNumbers } from "../../src/emit/proto/bridge/field-numbers.ts";
import { protoFileOf } from "../../src/emit/proto/bridge/proto-file-of.ts";
import { planProto, type ProtoPlan } from "../../src/emit/proto/plan.ts";
import type { Program } from "../../src/ir/types.ts";
import { readInputs, repoLayout } from "../../src/proto-toolchain/proto-sync.ts";
import { scratchDir } from "../support/load-generated.ts";
import { type CodecPair, mutated, sameAsTsProto } from "./helpers/codec-differential.ts";
import { createArbitraries } from "./helpers/json-arbitrary.ts";
import { LAYOUT_SCHEMAS } from "./helpers/layout-schemas.ts";
import { programFromSchemas, REPO_ROOT, repoProgram } from "./helpers/repo.ts";

// The generated per-message codecs (bridge-codecs/<proto path>.ts) against what encode/decode did before them: toProto +
// ts-proto's encode, ts-proto's decode + fromProto. Same refusals with the same messages, the same bytes, the same
// values back — on the repo's messages and on a schema set with every layout, for valid and broken values.
const RUNS = Number(process.env.TOOLWIRE_PROTO_RUNS ?? 1000);

type Validator = { safeParse: (v: unknown) => { success: boolean } };
type Module = Record<string, unknown>;

interface Generated {
  /** `bridge.ts`, a codec module (`bridge-codecs/<proto path>.ts`), `bridge-wire.ts` of one output, and its validators and ts-proto folder. */
  readonly bridge: Module;
  readonly codecs: (path: string) => Promise<Module>;
  readonly wire: Module;
  readonly validator: (module: string) => Promise<Validator>;
  readonly tsProto: (file: string) => Promise<Module>;
}

/** Every module message of a plan as a pair of paths, with its valid-value arbitrary. */
async function pairsOf(program: Program, plan: ProtoPlan, out: Generated) {
  const { exported } = emitCodecs(plan.bridge, fieldNumbers(plan), plan.packages, { fileOf: protoFileOf(plan), wire: "bridge-wire.ts", extension: "" });
  const { arbitraryFor } = createArbitraries(new Map(program.modules.map((m) => [m.name, m])));
  const encodeWith = out.wire.encodeWith as (w: unknown, json: unknown) => Uint8Array;
  const decodeMessage = out.wire.decodeMessage as (name: string, b: Uint8Array, check: undefined, r: unknown) => unknown;
  const pairs: { pair: CodecPair; valid: fc.Arbitrary<unknown>; examples: unknown[] }[] = [];
  for (const { module, type } of plan.modules) {
    if (type?.kind !== "message") continue;
    const full = type.handle.fullName;
    const names = exported.get(full)!;
    const tsProto = (await out.tsProto(type.handle.file.replace(/\.proto$/, ".ts")))[type.handle.tsName] as CodecPair["tsProto"];
    const validator = await out.validator(module.name);
    const codecs = await out.codecs(names.path);
    const pair: CodecPair = {
      name: module.typeName,
      write: (json) => encodeWith(codecs[names.write], json),
      read: (bytes) => decodeMessage(full, bytes, undefined, codecs[names.read]),
      toProto: out.bridge[`toProto${module.typeName}`] as CodecPair["toProto"],
      fromProto: out.bridge[`fromProto${module.typeName}`] as CodecPair["fromProto"],
      tsProto,
    };
    let examples: unknown[] = [];
    try {
      examples = (JSON.parse(readFileSync(join(REPO_ROOT, "schema", "examples", `${module.name}.examples.json`), "utf8")) as { valid: unknown[] }).valid;
    } catch {
      // Only the repo's schemas have examples.
    }
    pairs.push({ pair, valid: arbitraryFor(module.root).filter((v) => validator.safeParse(v).success), examples });
  }
  return pairs;
}

function checkAll(pairs: Awaited<ReturnType<typeof pairsOf>>, runs: number) {
  const broken = { refused: 0, total: 0 };
  for (const { pair, valid, examples } of pairs) {
    test(`${pair.name}: examples, valid values (${runs}) and broken ones (${runs}) agree with toProto/ts-proto/fromProto`, () => {
      for (const json of examples) expect(sameAsTsProto(pair, json)).toBe(true);
      fc.assert(
        fc.property(valid, (json) => {
          if (!sameAsTsProto(pair, json)) throw new Error(`${pair.name}: a schema-valid value was refused: ${JSON.stringify(json)}`);
        }),
        { numRuns: runs },
      );
      fc.assert(
        fc.property(mutated(valid), (json) => {
          broken.total++;
          if (!sameAsTsProto(pair, json)) broken.refused++;
        }),
        { numRuns: runs },
      );
    });
  }
  // Some breaks keep a value convertible (an unknown key in an open object, a string for a string); most must not.
  test("most broken values are refused (by both paths, with the same message)", () => {
    expect(broken.refused / broken.total).toBeGreaterThan(0.4);
  });
}

describe("generated codecs = toProto + ts-proto, on the repo's messages", async () => {
  const program = await repoProgram();
  const inputs = readInputs(repoLayout(REPO_ROOT));
  const plan = planProto(program, { lock: inputs.lock, services: inputs.services });
  const pairs = await pairsOf(program, plan, {
    bridge: await import("@generated/proto/bridge"),
    codecs: async (path) => (await import(`@generated/proto/${path.replace(/\.ts$/, "")}`)) as Module,
    wire: await import("@generated/proto/bridge-wire"),
    validator: async (m) => ((await import(`@generated/validators/${m}`)) as Record<string, Validator>)[`${m}Schema`]!,
    tsProto: async (file) => (await import(`@generated/proto/${file.replace(/\.ts$/, "")}`)) as Module,
  });
  test("every message is covered", () => expect(pairs.length).toBeGreaterThan(90));
  checkAll(pairs, Math.max(50, Math.floor(RUNS / 5)));
});

describe("generated codecs = toProto + ts-proto, on every layout", async () => {
  const dir = scratchDir("bridge-codecs-");
  const { program } = await programFromSchemas(LAYOUT_SCHEMAS, join(dir, "schemas"));
  const cli = join(REPO_ROOT, "packages/codegen/src/cli/main.ts");
  const gen = Bun.spawnSync(["bun", cli, "generate", "--schemas", "schemas", "--out", "out", "--targets", "zod,ts,guard,proto", "--proto-package", "acme"], { cwd: dir, stderr: "pipe", stdout: "pipe" });
  if (gen.exitCode !== 0) throw new Error(`generation failed: ${gen.stderr.toString()}`);
  const plan = planProto(program, { lock: undefined, services: { file: "schemas/services.json", services: [], fileFormats: [] }, protoPackage: "acme" });
  const out = join(dir, "out");
  const pairs = await pairsOf(program, plan, {
    bridge: await import(join(out, "proto-ts/bridge.ts")),
    codecs: async (path) => (await import(join(out, "proto-ts", path))) as Module,
    wire: await import(join(out, "proto-ts/bridge-wire.ts")),
    validator: async (m) => ((await import(join(out, "validators", `${m}.ts`))) as Record<string, Validator>)[`${m}Schema`]!,
    tsProto: async (file) => (await import(join(out, "proto-ts", file))) as Module,
  });
  test("the layout set has its messages and no planner diagnostics", () => {
    expect(plan.diagnostics).toEqual([]);
    expect(pairs.map((p) => p.pair.name).sort()).toEqual(["All", "Free", "Leaf", "Open", "Tagged", "Untagged", "VariantA", "VariantB"]);
  });
  checkAll(pairs, RUNS);
});

/** The top-level fields of a message's bytes, each as its own slice (tag and payload). */
function topLevelFields(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let p = 0;
  const varint = () => {
    let v = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[p++]!;
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
    }
  };
  while (p < bytes.length) {
    const start = p;
    const tag = varint();
    const type = tag % 8;
    if (type === 0) varint();
    else if (type === 1) p += 8;
    else if (type === 5) p += 4;
    else {
      const n = varint();
      p += n;
    }
    out.push(bytes.subarray(start, p));
  }
  return out;
}

const concat = (parts: readonly Uint8Array[]) => Uint8Array.from(parts.flatMap((x) => [...x]));

describe("reading bytes other writers produce", async () => {
  const program = await repoProgram();
  const inputs = readInputs(repoLayout(REPO_ROOT));
  const plan = planProto(program, { lock: inputs.lock, services: inputs.services });
  const bridge = (await import("@generated/proto/bridge")) as unknown as Record<string, (v: never) => unknown>;
  const { ProtoBridgeError } = await import("@generated/proto/bridge");
  const pairs = await pairsOf(program, plan, {
    bridge,
    codecs: async (path) => (await import(`@generated/proto/${path.replace(/\.ts$/, "")}`)) as Module,
    wire: await import("@generated/proto/bridge-wire"),
    validator: async (m) => ((await import(`@generated/validators/${m}`)) as Record<string, Validator>)[`${m}Schema`]!,
    tsProto: async (file) => (await import(`@generated/proto/${file.replace(/\.ts$/, "")}`)) as Module,
  });

  test(`fields in any order, repeated, with unknown fields between them: the reader agrees with ts-proto + fromProto (${RUNS} runs)`, () => {
    const unknown = [Uint8Array.of(0xb8, 0x3e, 0x01), Uint8Array.of(0xc2, 0x3e, 0x02, 0x61, 0x62), Uint8Array.of(0xc9, 0x3e, 1, 2, 3, 4, 5, 6, 7, 8)];
    const cases = fc.oneof(...pairs.map(({ pair, valid }) => valid.map((json) => ({ pair, bytes: pair.write(json) }))));
    fc.assert(
      fc.property(cases, fc.nat(), fc.boolean(), ({ pair, bytes }, seed, repeat) => {
        const fields = topLevelFields(bytes);
        // A deterministic shuffle from the seed, some unknown fields, and (sometimes) every field twice.
        const order = fields.map((f, i) => ({ f, k: (seed * (i + 7919)) % 104729 })).sort((a, b) => a.k - b.k).map((x) => x.f);
        const parts = [...order, unknown[seed % 3]!, ...(repeat ? order : [])];
        const reordered = concat(parts);
        let read: unknown;
        let reference: unknown;
        let readError: unknown;
        try {
          read = pair.read(reordered);
        } catch (error) {
          readError = error;
        }
        try {
          reference = pair.fromProto(pair.tsProto.decode(reordered));
        } catch {
          reference = undefined;
        }
        // Read twice, a singular message field is decoded twice (each occurrence checked); ts-proto keeps the last.
        if (readError === undefined) expect(read).toEqual(reference);
        else expect(readError).toBeInstanceOf(ProtoBridgeError);
        if (!repeat) expect(readError).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  test("packed numbers are read unpacked too; map and Struct entries with the value before the key", async () => {
    const layoutDir = scratchDir("bridge-codecs-read-");
    const { program: layout } = await programFromSchemas(LAYOUT_SCHEMAS, join(layoutDir, "schemas"));
    const cli = join(REPO_ROOT, "packages/codegen/src/cli/main.ts");
    const gen = Bun.spawnSync(["bun", cli, "generate", "--schemas", "schemas", "--out", "out", "--targets", "zod,ts,guard,proto", "--proto-package", "acme"], { cwd: layoutDir, stderr: "pipe" });
    expect(gen.exitCode).toBe(0);
    const layoutPlan = planProto(layout, { lock: undefined, services: { file: "schemas/services.json", services: [], fileFormats: [] }, protoPackage: "acme" });
    /** The tag bytes of a field of All. */
    const tag = (field: string, wire: number) => {
      let v = layoutPlan.numberOf("acme.demo.v1.All", field)! * 8 + wire;
      const out: number[] = [];
      while (v > 127) {
        out.push((v & 127) | 128);
        v >>>= 7;
      }
      return Uint8Array.from([...out, v]);
    };
    const all = (await import(join(layoutDir, "out/proto-ts/bridge.ts"))) as Record<string, (v: never) => unknown>;
    const base = { s: "s", anyReq: 1, nullableS: null, reqNullableTagged: null, kinds: ["read"], nul: null };
    const encoded = all.encodeAll!(base as never) as Uint8Array;
    // nums unpacked: two varint fields, the second negative (ten bytes).
    const unpacked = concat([encoded, tag("nums", 0), Uint8Array.of(3), tag("nums", 0), Uint8Array.of(0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01)]);
    expect(all.decodeAll!(unpacked as never)).toEqual({ ...base, nums: [3, -2] });
    // An env entry with the value first, then the key.
    const entry = Uint8Array.of(0x12, 1, 0x76, 0x0a, 1, 0x6b);
    const env = concat([encoded, tag("env", 2), Uint8Array.of(entry.length), entry]);
    expect(all.decodeAll!(env as never)).toEqual({ ...base, env: { k: "v" } });
    // meta (a Struct): an entry whose Value comes before its key.
    const value = Uint8Array.of(0x11, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f); // numberValue 1
    const structEntry = concat([Uint8Array.of(0x12, value.length), value, Uint8Array.of(0x0a, 1, 0x6d)]);
    const meta = concat([encoded, tag("meta", 2), Uint8Array.of(structEntry.length + 2, 0x0a, structEntry.length), structEntry]);
    expect(all.decodeAll!(meta as never)).toEqual({ ...base, meta: { m: 1 } });
    // i64 beyond ±(2^53 - 1) is refused, as ts-proto refuses it.
    const big = concat([encoded, tag("i_64", 0), Uint8Array.of(0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10)]);
    expect(() => all.decodeAll!(big as never)).toThrow(/invalid bytes: acme\.demo\.v1\.All: field \d+ is outside/);
  });

  test("long and multi-byte strings: lengths of one to three bytes, surrogate pairs, a lone surrogate as U+FFFD", () => {
    const pair = pairs.find((p) => p.pair.name === "ToolStateCompleted")!.pair;
    const example = pairs.find((p) => p.pair.name === "ToolStateCompleted")!.examples[0] as Record<string, unknown>;
    for (const output of ["x".repeat(42), "é".repeat(43), "x".repeat(127), "x".repeat(128), "日本".repeat(5000), `${"👩‍💻".repeat(20000)}z`, "a\ud800b", "\udc00"]) {
      expect(sameAsTsProto(pair, { ...example, output, title: output.slice(0, 300) })).toBe(true);
    }
    const back = bridge.decodeToolStateCompleted!(bridge.encodeToolStateCompleted!({ ...example, output: "a\ud800b" } as never) as never) as { output: string };
    expect(back.output).toBe("a\ufffdb");
  });

  test("encode refuses what decode would refuse for depth: Struct nesting beyond the decoder's limit", () => {
    const base = { id: "per_1", sessionID: "ses_1", permission: "bash", patterns: [], always: [] };
    const nested = (n: number): unknown => (n === 0 ? 1 : { k: nested(n - 1) });
    let deepest = 0;
    for (let n = 1; n <= 40; n++) {
      let bytes: Uint8Array;
      try {
        bytes = bridge.encodePermissionRequest!({ ...base, metadata: nested(n) } as never) as Uint8Array;
      } catch (error) {
        expect(error).toBeInstanceOf(ProtoBridgeError);
        expect((error as Error).message).toMatch(/nested deeper than 100 messages/);
        continue;
      }
      expect(bridge.decodePermissionRequest!(bytes as never)).toEqual({ ...base, metadata: nested(n) });
      deepest = n;
    }
    expect(deepest).toBeGreaterThan(20);
    expect(deepest).toBeLessThan(40);
  });
});

describe("the writer's shared state", async () => {
  const bridge = (await import("@generated/proto/bridge")) as unknown as Record<string, (v: never) => unknown>;
  const { ProtoBridgeError } = await import("@generated/proto/bridge");
  const part = (JSON.parse(readFileSync(join(REPO_ROOT, "schema", "examples", "toolPart.examples.json"), "utf8")) as { valid: Record<string, unknown>[] }).valid[0]!;
  const request = { id: "per_1", sessionID: "ses_1", permission: "bash", patterns: ["git *"], always: [], metadata: { a: [1, "x"] } };

  test("an encode started while another runs (from a getter) gets its own buffer and path; both results are intact", () => {
    const plain = bridge.encodeToolPart!(part as never) as Uint8Array;
    const alone = bridge.encodePermissionRequest!(request as never) as Uint8Array;
    const inner: Uint8Array[] = [];
    const tricky = { ...part };
    Object.defineProperty(tricky, "tool", {
      enumerable: true,
      get: () => {
        inner.push(bridge.encodePermissionRequest!(request as never) as Uint8Array);
        return part.tool;
      },
    });
    expect(bridge.encodeToolPart!(tricky as never)).toEqual(plain);
    expect(inner.length).toBeGreaterThanOrEqual(2); // the guard's read and the writer's
    for (const bytes of inner) expect(bytes).toEqual(alone);
    // A failing nested encode leaves the outer one alone too.
    Object.defineProperty(tricky, "tool", {
      enumerable: true,
      get: () => {
        expect(() => bridge.encodePermissionRequest!({ ...request, metadata: { bad: Number.NaN } } as never)).toThrow(/\$\.metadata\.bad: NaN is not a JSON number/);
        return part.tool;
      },
    });
    expect(bridge.encodeToolPart!(tricky as never)).toEqual(plain);
  });

  test("decode refuses Struct nesting past 100 messages as invalid bytes", () => {
    const len = (n: number) => {
      const out: number[] = [];
      while (n > 127) {
        out.push((n & 127) | 128);
        n >>>= 7;
      }
      return [...out, n];
    };
    const field = (tag: number, body: number[]) => [tag, ...len(body.length), ...body];
    // A Struct whose only entry "k" holds a Struct, `levels` deep, ending in the number 1.
    const struct = (levels: number): number[] => {
      const value = levels === 0 ? [0x11, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f] : field(0x2a, struct(levels - 1));
      return field(0x0a, [0x0a, 1, 0x6b, ...field(0x12, value)]);
    };
    const base = bridge.encodePermissionRequest!({ id: "per_1", sessionID: "ses_1", permission: "bash", patterns: [], always: [], metadata: {} } as never) as Uint8Array;
    const withMetadata = (levels: number) => Uint8Array.from([...base, ...field(0x2a, struct(levels))]);
    expect(() => bridge.decodePermissionRequest!(withMetadata(40) as never)).toThrow(/invalid bytes: messages nested deeper than 100/);
    expect(() => bridge.decodePermissionRequest!(withMetadata(40) as never)).toThrow(ProtoBridgeError);
    expect(bridge.decodePermissionRequest!(withMetadata(5) as never)).toMatchObject({ metadata: { k: { k: { k: { k: { k: { k: 1 } } } } } } });
  });
});
