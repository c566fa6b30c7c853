import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadCanonical } from "./support/canonical.ts";
import { REPO_ROOT } from "./support/fixtures.ts";
import { SCRATCH } from "./support/load-generated.ts";
import { pascalCase } from "../src/naming/names.ts";

test("for every canonical schema, the json-schema-to-typescript type and z.infer are mutually assignable", () => {
  const modules = loadCanonical().map((s) => s.module);
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "assign-"));
  const lines = [
    "type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;",
    ...modules.flatMap((m, i) => {
      const T = pascalCase(m);
      return [
        `import type { ${T} as Z${i} } from "@generated/validators/${m}";`,
        `import type { ${T} as J${i} } from "@generated/types/${m}";`,
        `export const check${i}_${m}: Same<Z${i}, J${i}> = true;`,
      ];
    }),
  ];
  writeFileSync(join(dir, "check.ts"), `${lines.join("\n")}\n`);
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ extends: join(REPO_ROOT, "tsconfig.base.json"), include: ["check.ts"] }));
  const tsc = Bun.spawnSync([join(REPO_ROOT, "node_modules/.bin/tsc"), "--noEmit", "-p", dir], { stdout: "pipe", stderr: "pipe" });
  const output = tsc.stdout.toString() + tsc.stderr.toString();
  expect(output).toBe("");
  expect(tsc.exitCode).toBe(0);
  expect(modules.length).toBeGreaterThanOrEqual(50);
}, 120_000);

test("recursive schemas keep their inferred types (getters), equal to the json-schema-to-typescript types", async () => {
  const { generateInMemory } = await import("../src/generate.ts");
  const { materialize } = await import("./support/load-generated.ts");
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, "recursive-"));
  const schemas: Record<string, unknown> = {
    "tree.schema.json": { $id: "tree.schema.json", type: "object", properties: { value: { type: "integer" }, children: { type: "array", items: { $ref: "#" } } }, required: ["value"], additionalProperties: false },
    "person.schema.json": { $id: "person.schema.json", type: "object", properties: { name: { type: "string" }, employer: { $ref: "company.schema.json" } }, required: ["name"], additionalProperties: false },
    "company.schema.json": { $id: "company.schema.json", type: "object", properties: { staff: { type: "array", items: { $ref: "person.schema.json" } } }, required: ["staff"], additionalProperties: false },
  };
  mkdirSync(join(dir, "schemas"));
  for (const [name, json] of Object.entries(schemas)) writeFileSync(join(dir, "schemas", name), JSON.stringify(json));
  const { files, diagnostics } = await generateInMemory({ schemasDir: join(dir, "schemas"), outDir: "unused", targets: ["zod", "ts"] });
  expect(diagnostics).toEqual([]);
  const out = materialize(files, "recursive-gen-");
  writeFileSync(
    join(out, "check.ts"),
    [
      'import type { Tree as ZTree } from "./validators/tree";',
      'import type { Tree as JTree } from "./types/tree";',
      'import type { Person as ZPerson } from "./validators/person";',
      'import type { Person as JPerson } from "./types/person";',
      "type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;",
      "export const tree: Same<ZTree, JTree> = true;",
      "export const person: Same<ZPerson, JPerson> = true;",
      "export const ok: ZTree = { value: 1, children: [{ value: 2, children: [] }] };",
      "// @ts-expect-error a nested child with the wrong type must not typecheck",
      'export const bad: ZTree = { value: 1, children: [{ value: "2" }] };',
      'export const p: ZPerson = { name: "a", employer: { staff: [{ name: "b" }] } };',
    ].join("\n"),
  );
  writeFileSync(join(out, "tsconfig.json"), JSON.stringify({ extends: join(REPO_ROOT, "tsconfig.base.json"), include: ["check.ts", "validators/*.ts", "types/*.ts"] }));
  const tsc = Bun.spawnSync([join(REPO_ROOT, "node_modules/.bin/tsc"), "--noEmit", "-p", out], { stdout: "pipe", stderr: "pipe" });
  expect(tsc.stdout.toString() + tsc.stderr.toString()).toBe("");
  expect(tsc.exitCode).toBe(0);
  // And they validate recursively at run time.
  const tree = (await import(join(out, "validators/tree.ts"))).treeSchema;
  expect(tree.safeParse({ value: 1, children: [{ value: 2, children: [{ value: "x" }] }] }).success).toBe(false);
  expect(tree.safeParse({ value: 1, children: [{ value: 2, children: [{ value: 3 }] }] }).success).toBe(true);
}, 60_000);
