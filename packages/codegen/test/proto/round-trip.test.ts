import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import * as bridge from "@generated/proto/bridge";
import type { Module } from "../../src/ir/types.ts";
import { createArbitraries, jsonObject } from "./helpers/json-arbitrary.ts";
import { repoProgram } from "./helpers/repo.ts";
import { repoWireNormal } from "./helpers/wire-normal.ts";

// Property-based round trip for every message of @generated/proto: valid JSON → encode → decode deep-equals it,
// except that an optional list or map that was empty comes back absent (one state on the wire, as in the seed).
const RUNS = Number(process.env.TOOLWIRE_PROTO_RUNS ?? 1000);

type Codec = { encode: (v: unknown) => Uint8Array; decode: (b: Uint8Array) => unknown };
type Validator = { safeParse: (v: unknown) => { success: boolean } };

const program = await repoProgram();
const modules = new Map(program.modules.map((m) => [m.name, m]));
const { arbitraryFor } = createArbitraries(modules);
const api = bridge as unknown as Record<string, (v: never) => unknown>;
const wireNormal = await repoWireNormal();
const withMessages = program.modules.filter((m) => typeof api[`encode${m.typeName}`] === "function");

async function validatorOf(m: Module): Promise<Validator> {
  const mod = (await import(`@generated/validators/${m.name}`)) as Record<string, Validator>;
  return mod[`${m.name}Schema`]!;
}

function codecOf(m: Module): Codec {
  return {
    encode: api[`encode${m.typeName}`] as Codec["encode"],
    decode: api[`decode${m.typeName}`] as Codec["decode"],
  };
}

describe("bridge round trip (fast-check)", () => {
  test("every module with a message is covered", () => {
    expect(withMessages.length).toBeGreaterThan(40);
  });

  for (const m of withMessages) {
    test(`${m.typeName}: encode → decode deep-equals the input, empty optional lists absent (${RUNS} runs)`, async () => {
      const schema = await validatorOf(m);
      const { encode, decode } = codecOf(m);
      const valid = arbitraryFor(m.root).filter((v) => schema.safeParse(v).success);
      fc.assert(
        fc.property(valid, (json) => {
          const back = decode(encode(json));
          const expected = wireNormal(m.name, json);
          if (!isDeepStrictEqual(back, expected)) throw new Error(`round trip changed the value:\n${JSON.stringify(json)}\n${JSON.stringify(back)}`);
          if (!isDeepStrictEqual(decode(encode(back)), back)) throw new Error(`a second trip changed the value:\n${JSON.stringify(back)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }

  test("Struct metadata: nested arrays/nulls, unicode, large numbers, empty collections survive", () => {
    const encode = api.encodePermissionRequest as unknown as Codec["encode"];
    const decode = api.decodePermissionRequest as unknown as Codec["decode"];
    const base = {
      id: "per_1",
      sessionID: "ses_1",
      permission: "bash",
      patterns: [],
      always: [],
    };
    const fixed = {
      ...base,
      metadata: {
        nested: [[], {}, [null, [null, { deep: [1e308, -1e-300, 9007199254740991] }]]],
        "ключ 🔑": "значение ✓ 日本語 👩‍💻",
        empty: {},
        list: [],
        nothing: null,
        big: Number.MAX_VALUE,
        tiny: Number.MIN_VALUE,
      },
    };
    expect(decode(encode(fixed))).toEqual(fixed);
    fc.assert(
      fc.property(jsonObject, (metadata) => {
        const v = { ...base, metadata };
        expect(isDeepStrictEqual(decode(encode(v)), v)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
