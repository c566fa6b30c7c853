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
