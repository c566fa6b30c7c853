import { beforeAll, describe, expect, test } from "bun:test";
import Ajv2020 from "ajv/dist/2020.js";
import fc from "fast-check";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateInMemory } from "../../src/generate.ts";
import { lowerCamel } from "../../src/naming/names.ts";
import { mutate } from "../support/arbitrary.ts";
import { fixturePath, REPO_ROOT } from "../support/fixtures.ts";
import { importGuard, importValidator, materialize, type Parser, type Verdict } from "../support/load-generated.ts";
import { ACP_MESSAGES, CANONICAL_TO_OFFICIAL } from "./acp-messages.ts";

const acpDir = fixturePath("ACP_SCHEMA_DIR", "acp");
const official = JSON.parse(readFileSync(join(acpDir, "schema.v1.json"), "utf8")) as { $defs: Record<string, unknown> };
const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema(official, "acp");
const ajvFor = (def: string) => {
  const v = ajv.getSchema(`acp#/$defs/${def}`);
  if (!v) throw new Error(`no $defs/${def}`);
  return (doc: unknown) => v(doc) as boolean;
};

/** The messages plus deterministic mutations of each, so both verdicts are exercised many times. */
function corpus(): { def: string; doc: unknown }[] {
  const out = [...ACP_MESSAGES];
  const rng = fc.sample(fc.tuple(fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })), { numRuns: 40 * ACP_MESSAGES.length, seed: 7 });
  rng.forEach(([choices, replacement], i) => {
    const base = ACP_MESSAGES[i % ACP_MESSAGES.length]!;
    out.push({ def: base.def, doc: mutate(base.doc, choices, replacement) });
  });
  return out;
}

let outDir = "";
beforeAll(async () => {
  const { files, diagnostics } = await generateInMemory({ schemasDir: acpDir, outDir: "unused", targets: ["zod", "ts", "guard"] });
  expect(diagnostics).toEqual([]);
  outDir = materialize(files, "acp-");
});

describe("the real ACP v1 schema (third party, 170 $defs)", () => {
  test("generates one module per $defs entry and typechecks (validators, types, guards)", async () => {
    // Besides the modules: the shared helpers and the folder's index.
    const validators = (await Array.fromAsync(new Bun.Glob("validators/*.ts").scan(outDir))).filter((f) => !f.includes("_toolwire") && f !== "validators/index.ts");
    expect(validators.length).toBe(Object.keys(official.$defs).length + 1); // + the root message union
    writeFileSync(join(outDir, "tsconfig.json"), JSON.stringify({ extends: join(REPO_ROOT, "tsconfig.base.json"), include: ["validators/*.ts", "types/*.ts", "guards/*.ts"] }));
    const tsc = Bun.spawnSync([join(REPO_ROOT, "node_modules/.bin/tsc"), "--noEmit", "-p", outDir], { stdout: "pipe", stderr: "pipe" });
    expect(tsc.stdout.toString() + tsc.stderr.toString()).toBe("");
    expect(tsc.exitCode).toBe(0);
  }, 120_000);

  test("generated validators and guards agree with ajv on ACP messages and their mutations", async () => {
    const messages = corpus();
    let disagreements: string[] = [];
    const cache = new Map<string, Parser>();
    const guards = new Map<string, Verdict>();
    let accepted = 0;
    for (const { def, doc } of messages) {
      const module = lowerCamel(def);
      const zod = cache.get(module) ?? (await importValidator(outDir, module));
      cache.set(module, zod);
      const guard = guards.get(module) ?? (await importGuard(outDir, module));
      guards.set(module, guard);
      const expected = ajvFor(def)(doc);
      if (expected) accepted++;
      if (zod.safeParse(doc).success !== expected) disagreements.push(`zod ${def}: ${JSON.stringify(doc)} (ajv: ${expected})`);
      if (guard(doc) !== expected) disagreements.push(`guard ${def}: ${JSON.stringify(doc)} (ajv: ${expected})`);
    }
    expect(disagreements).toEqual([]);
    expect(accepted).toBeGreaterThan(messages.length / 10);
    expect(accepted).toBeLessThan(messages.length);
  });

  test("canonical acp* schemas accept exactly what the official types accept, on the same messages", async () => {
    const messages = corpus();
    const disagreements: string[] = [];
    let compared = 0;
    for (const [canonical, def] of Object.entries(CANONICAL_TO_OFFICIAL)) {
      const mod = (await import(`@generated/validators/${canonical}`)) as Record<string, Parser>;
      const zod = mod[`${canonical}Schema`]!;
      const examples = JSON.parse(readFileSync(join(REPO_ROOT, "schema", "examples", `${canonical}.examples.json`), "utf8")) as { valid: unknown[]; invalid: unknown[] };
      const parent = def.split("/")[0];
      const docs = [...messages.filter((m) => m.def === parent).map((m) => m.doc), ...examples.valid, ...examples.invalid];
      for (const doc of docs) {
        compared++;
        const expected = ajvFor(def)(doc);
        if (zod.safeParse(doc).success !== expected) disagreements.push(`${canonical} vs ${def}: ${JSON.stringify(doc)} (official: ${expected})`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(500);
    // Every canonical acp* schema is compared with its official counterpart.
    const canonical = (await Array.fromAsync(new Bun.Glob("acp*.schema.json").scan(join(REPO_ROOT, "schema", "acp")))).map((f) => f.replace(".schema.json", ""));
    expect(canonical.filter((m) => !(m in CANONICAL_TO_OFFICIAL))).toEqual([]);
  });
});
