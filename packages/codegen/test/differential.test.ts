import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { buildProgramOrThrow } from "../src/pipeline.ts";
import { validArbitrary, mutate } from "./support/arbitrary.ts";
import { canonicalAjv, loadCanonical, SCHEMA_DIR } from "./support/canonical.ts";
import { guardExports, guardVerdict, type Parser, type Verdict } from "./support/load-generated.ts";

const schemas = loadCanonical();
const ajvFor = canonicalAjv(schemas);
const program = await buildProgramOrThrow({ schemasDir: SCHEMA_DIR, lint: true });
const modules = new Map(program.modules.map((m) => [m.name, m]));
const RUNS = Number(process.env.TOOLWIRE_FC_RUNS ?? 1000);

async function zodFor(module: string): Promise<Parser> {
  const mod = (await import(`@generated/validators/${module}`)) as Record<string, Parser>;
  return mod[`${module}Schema`]!;
}

async function guardFor(module: string): Promise<Verdict> {
  const specifier = `@generated/guards/${module}`;
  return guardVerdict(guardExports((await import(specifier)) as Record<string, unknown>, specifier));
}

describe("canonical examples: ajv, the generated Zod and the guards give the labelled verdict", () => {
  for (const s of schemas) {
    test(s.module, async () => {
      const zod = await zodFor(s.module);
      const guard = await guardFor(s.module);
      const ajv = ajvFor(s.module);
      expect(s.examples.valid.length).toBeGreaterThanOrEqual(3);
      expect(s.examples.invalid.length).toBeGreaterThanOrEqual(3);
      for (const doc of s.examples.valid) {
        expect({ doc, ajv: ajv(doc), zod: zod.safeParse(doc).success, guard: guard(doc) }).toEqual({ doc, ajv: true, zod: true, guard: true });
      }
      for (const doc of s.examples.invalid) {
        expect({ doc, ajv: ajv(doc), zod: zod.safeParse(doc).success, guard: guard(doc) }).toEqual({ doc, ajv: false, zod: false, guard: false });
      }
    });
  }
});

describe(`property-based: random valid documents and mutations, ajv vs Zod and guards (${RUNS} runs each)`, () => {
  for (const s of schemas) {
    test(s.module, async () => {
      const zod = await zodFor(s.module);
      const guard = await guardFor(s.module);
      const ajv = ajvFor(s.module);
      const valid = validArbitrary(modules.get(s.module)!.root, modules);
      // Every generated document is valid for both.
      fc.assert(
        fc.property(valid, (doc) => ajv(doc) === true && zod.safeParse(doc).success === true && guard(doc) === true),
        { numRuns: RUNS, seed: 20261121 },
      );
      // Mutations: whatever the verdict, both must give the same one.
      let rejected = 0;
      fc.assert(
        fc.property(valid, fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), fc.jsonValue({ maxDepth: 2 }), (doc, choices, replacement) => {
          const mutated = mutate(doc, choices, replacement);
          const verdict = ajv(mutated);
          if (!verdict) rejected++;
          return verdict === zod.safeParse(mutated).success && verdict === guard(mutated);
        }),
        { numRuns: RUNS, seed: 20261121 },
      );
      // The mutations must actually exercise rejection, or this half of the test proves nothing.
      expect(rejected).toBeGreaterThan(RUNS / 20);
    });
  }
});
