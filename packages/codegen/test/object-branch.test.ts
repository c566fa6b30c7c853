import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { generateInMemory } from "../src/generate.ts";
import { buildProgramOrThrow } from "../src/pipeline.ts";
import { runTool } from "../src/proto-toolchain/tools.ts";
import { ajvFor } from "./conformance/run-suite.ts";
import { REPO_ROOT } from "./support/fixtures.ts";
import { importValidator, materialize, scratchDir } from "./support/load-generated.ts";
import { TSC_7 } from "./support/npm-versions.ts";

/**
 * The object-branch simplification on the shape of SchemaStore's stylelintrc: an object whose `allOf` lists
 * rule groups that declare `properties` but no `type` (each "an object with these properties, or any
 * non-object"). Many groups, one inline, one a oneOf with a non-object branch, reached through `$ref`s into a
 * bundle (each group a module) and through a local `$defs` entry. The output must type-check (the unions
 * made the intersection exponential for the compiler) and give ajv's verdict on objects and non-objects,
 * for the rules and for every group on its own.
 */
const GROUPS = 30;
const groups: Record<string, unknown> = Object.fromEntries(
  Array.from({ length: GROUPS }, (_, i) => [`group${i}`, { properties: { [`rule-${i}`]: { type: ["string", "null"] }, [`rule-${i}-level`]: { enum: ["warn", "error"] } } }]),
);
groups.tagged = { oneOf: [{ type: "object", properties: { mode: { const: "strict" } }, required: ["mode"] }, { type: "string" }] };
groups.required = { properties: { name: { type: "string" } }, required: ["name"] };
const bundle = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://example.test/groups.json", definitions: groups };
const rules = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://example.test/rules.schema.json",
  type: "object",
  allOf: [
    ...Object.keys(groups).map((g) => ({ $ref: `groups.json#/definitions/${g}` })),
    { $ref: "#/definitions/local" },
    { properties: { inline: { type: "boolean" } } },
  ],
  definitions: { local: { properties: { local: { type: "integer" } } } },
};

const documents: unknown[] = [
  null, true, 0, 1.5, "strict", "", [], [{ name: "x", mode: "strict" }],
  {}, { name: "x" }, { name: 1 }, { mode: "strict" }, { name: "x", mode: "strict" }, { name: "x", mode: "lax" },
  { name: "x", mode: "strict", "rule-0": "a", "rule-29": null, "rule-3-level": "warn" },
  { name: "x", mode: "strict", "rule-7": 3 }, { name: "x", mode: "strict", "rule-12-level": "info" },
  { name: "x", mode: "strict", inline: true, local: 2, other: [1] }, { name: "x", mode: "strict", inline: "yes" },
  { name: "x", mode: "strict", local: 2.5 },
];

describe("object-only allOf of untyped property groups", () => {
  const dir = scratchDir("object-branch-");
  mkdirSync(join(dir, "schemas"));
  writeFileSync(join(dir, "schemas", "groups.json"), JSON.stringify(bundle));
  writeFileSync(join(dir, "schemas", "rules.schema.json"), JSON.stringify(rules));

  test("every group reached from the rules is specialised to its object branch", async () => {
    const program = await buildProgramOrThrow({ schemasDir: join(dir, "schemas") });
    const root = program.modules.find((m) => m.name === "rules")!.root;
    expect(root.kind).toBe("all-of");
    const parts = root.kind === "all-of" ? root.parts : [];
    // The type part, every group (hoisted `object` locals, the inline one as its object), nothing else.
    expect(parts.map((p) => (p.kind === "ref" ? p.target.local : p.kind))).toEqual(["object", ...Object.keys(groups).map(() => "object"), "definitionsLocalObject", "object"]);
    const group0 = program.modules.find((m) => m.name === "group0")!;
    expect(group0.root.kind).toBe("union");
    expect(group0.locals.map((l) => [l.name, l.node.kind])).toEqual([["object", "object"]]);
  });

  test("the generated Zod and TS type-check, the types are precise, and the Zod agrees with ajv", async () => {
    const { files, diagnostics } = await generateInMemory({ schemasDir: join(dir, "schemas"), outDir: "out", targets: ["zod", "ts", "proto"] });
    expect(diagnostics).toEqual([]);
    const out = materialize(files.filter((f) => !f.path.startsWith("proto/")), "object-branch-gen-");
    writeFileSync(
      join(out, "check.ts"),
      [
        'import type { Rules as Z } from "./validators/rules.js";',
        'import type { Rules as J } from "./types/rules.js";',
        "export const z: Z = { name: \"x\", mode: \"strict\", \"rule-0\": null, inline: true };",
        "export const j: J = z;",
        "// @ts-expect-error a rule group's property keeps its type",
        'export const bad: Z = { name: "x", mode: "strict", "rule-1": 1 };',
        "// @ts-expect-error and so does the TS type's",
        'export const badJ: J = { name: "x", mode: "strict", "rule-1-level": "info" };',
      ].join("\n"),
    );
    writeFileSync(
      join(out, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", skipLibCheck: true, types: [] }, include: ["validators/*.ts", "types/*.ts", "check.ts"] }),
    );
    const run = runTool(TSC_7, ["-p", relative(REPO_ROOT, join(out, "tsconfig.json"))], REPO_ROOT);
    expect((run.stdout + run.stderr).trim()).toBe("");

    const ajv = ajvFor("draft-07");
    ajv.addSchema(bundle);
    ajv.addSchema(rules);
    const disagreements: string[] = [];
    const check = async (module: string, uri: string) => {
      const zod = await importValidator(out, module);
      const validate = ajv.compile({ $ref: uri }) as (d: unknown) => boolean;
      for (const d of documents) if (validate(d) !== zod.safeParse(d).success) disagreements.push(`${module} on ${JSON.stringify(d)}: ajv ${validate(d)}`);
      return documents.filter((d) => validate(d)).length;
    };
    const validRules = await check("rules", rules.$id);
    for (const g of Object.keys(groups)) await check(g, `${bundle.$id}#/definitions/${g}`);
    expect(disagreements).toEqual([]);
    // Both verdicts occur for the rules, so the comparison says something.
    expect(validRules).toBeGreaterThan(0);
    expect(validRules).toBeLessThan(documents.length);
  }, 60_000);
});
