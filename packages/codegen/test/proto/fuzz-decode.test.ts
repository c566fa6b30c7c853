import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as bridge from "@generated/proto/bridge";
import { ProtoBridgeError } from "@generated/proto/bridge";
import { REPO_ROOT, repoProgram } from "./helpers/repo.ts";

// Bad bytes to decode<Name> → a thrown ProtoBridgeError naming the message, never a half-filled value:
// whatever decode returns must be complete (schema-valid) and stable under re-encoding.
const RUNS = Number(process.env.TOOLWIRE_PROTO_RUNS ?? 1000);
const api = bridge as unknown as Record<string, (v: never) => unknown>;
const program = await repoProgram();
const messages = program.modules.filter((m) => typeof api[`decode${m.typeName}`] === "function");

type Validator = { safeParse: (v: unknown) => { success: boolean } };
const validators = new Map<string, Validator>();
for (const m of messages) {
  const mod = (await import(`@generated/validators/${m.name}`)) as Record<string, Validator>;
  validators.set(m.typeName, mod[`${m.name}Schema`]!);
}
const encode = (name: string, v: unknown) => (api[`encode${name}`] as (v: unknown) => Uint8Array)(v);
const decode = (name: string, b: Uint8Array) => (api[`decode${name}`] as (b: Uint8Array) => unknown)(b);

function examples(name: string): unknown[] {
  const file = join(REPO_ROOT, "schema", "examples", `${name}.examples.json`);
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { valid: unknown[] }).valid;
  } catch {
    return [];
  }
}

/** decode either throws a clear ProtoBridgeError or returns a complete value that survives a second round trip. */
function decodesSafely(name: string, bytes: Uint8Array): "threw" | "value" {
  let value: unknown;
  try {
    value = decode(name, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ProtoBridgeError);
    expect((error as Error).message).toMatch(/^decode opencode\.[a-z_.]+v1\.[A-Za-z]+: .+/);
    return "threw";
  }
  expect(validators.get(name)!.safeParse(value).success).toBe(true);
  expect(decode(name, encode(name, value))).toEqual(value);
  return "value";
}

const corpus = messages.flatMap((m) => examples(m.name).map((v) => ({ name: m.typeName, bytes: encode(m.typeName, v) })));

describe("decode fuzzing", () => {
  test("the corpus is the schema examples", () => {
    expect(corpus.length).toBeGreaterThan(100);
  });

  test(`random bytes (${RUNS} runs × every message) never return a partial value`, () => {
    let threw = 0;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.constantFrom(...messages.map((m) => m.typeName)), (bytes, name) => {
        if (decodesSafely(name, bytes) === "threw") threw++;
      }),
      { numRuns: RUNS * 5 },
    );
    expect(threw).toBeGreaterThan(RUNS * 4);
  });

  test("every truncation of every example either throws or yields a complete value", () => {
    let threw = 0;
    let total = 0;
    for (const { name, bytes } of corpus) {
      for (let cut = 0; cut < bytes.length; cut++) {
        total++;
        if (decodesSafely(name, bytes.subarray(0, cut)) === "threw") threw++;
      }
    }
    // Cutting inside a field is always caught; a cut between fields can only drop optional trailing fields.
    expect(threw / total).toBeGreaterThan(0.9);
  });

  test("single-byte corruption of every example is caught or harmless", () => {
    fc.assert(
      fc.property(fc.constantFrom(...corpus), fc.nat(), fc.integer({ min: 1, max: 255 }), ({ name, bytes }, at, flip) => {
        if (bytes.length === 0) return;
        const copy = bytes.slice();
        copy[at % copy.length]! ^= flip;
        decodesSafely(name, copy);
      }),
      { numRuns: RUNS },
    );
  });

  test("bytes of another message are rejected", () => {
    const tool = encode("ToolPart", examples("toolPart")[0]);
    expect(() => decode("PermissionRequest", tool)).toThrow(ProtoBridgeError);
    expect(() => decode("PermissionRequest", tool)).toThrow(/decode opencode\.permission\.v1\.PermissionRequest/);
    const perm = encode("PermissionRequest", examples("permissionRequest")[0]);
    expect(() => decode("ToolPart", perm)).toThrow(/decode opencode\.tool\.v1\.ToolPart: /);
    let rejected = 0;
    let pairs = 0;
    for (const a of corpus) {
      for (const b of messages) {
        if (b.typeName === a.name) continue;
        pairs++;
        if (decodesSafely(b.typeName, a.bytes) === "threw") rejected++;
      }
    }
    // The rest are bytes that are a complete, valid value of the other message too (e.g. empty requests).
    expect(rejected / pairs).toBeGreaterThan(0.9);
  });

  test("errors say what is wrong", () => {
    const bytes = encode("ToolPart", examples("toolPart")[0]);
    expect(() => decode("ToolPart", bytes.subarray(0, bytes.length - 3))).toThrow(/invalid bytes: premature EOF|invalid bytes/);
    expect(() => decode("ToolPart", new Uint8Array([0]))).toThrow(/illegal tag: field no 0/);
    expect(() => decode("ToolPart", new Uint8Array([0x0b]))).toThrow(/unsupported wire type 3/);
    expect(() => decode("ToolPart", new Uint8Array([0x0a, 0x02, 0xc3, 0x28]))).toThrow(/not valid UTF-8/);
    expect(() => decode("ToolPart", new Uint8Array())).toThrow(/\$\.type: expected "tool", got ""/);
  });
});

describe("the __proto__ key", () => {
  const base = { id: "per_1", sessionID: "ses_1", permission: "bash", patterns: [], always: [] };
  test("is refused on encode instead of being lost", () => {
    const metadata = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}');
    expect(() => encode("PermissionRequest", { ...base, metadata })).toThrow(/the key "__proto__" is not allowed/);
  });

  test("is refused on decode (ts-proto would assign it as a prototype)", () => {
    const bytes = encode("PermissionRequest", { ...base, metadata: { __proto_x: 1 } });
    const text = Buffer.from(bytes).toString("latin1").replace("__proto_x", "__proto__");
    const forged = Uint8Array.from(Buffer.from(text, "latin1"));
    expect(() => decode("PermissionRequest", forged)).toThrow(/the key "__proto__" is not allowed/);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
