import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { GeneratedFile } from "../../src/emit/generated-file.ts";

/** Scratch space inside the package (git-ignored) so generated code resolves this package's `zod`. */
export const SCRATCH = resolve(import.meta.dir, "../../.tmp");

/** A fresh, empty scratch dir inside the package. */
export function scratchDir(prefix: string): string {
  mkdirSync(SCRATCH, { recursive: true });
  return mkdtempSync(join(SCRATCH, prefix));
}

/** Writes generated files under a fresh scratch dir and returns the dir. */
export function materialize(files: readonly GeneratedFile[], prefix = "toolwire-test-"): string {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, prefix));
  for (const f of files) {
    const path = join(dir, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.content);
  }
  return dir;
}

/** Minimal shape of a Zod schema as tests use it. */
export interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Imports a generated validator module and returns its `<name>Schema`. */
export async function importValidator(dir: string, module: string): Promise<Parser> {
  const mod = (await import(join(dir, "validators", `${module}.ts`))) as Record<string, Parser>;
  const schema = mod[`${module}Schema`];
  if (!schema) throw new Error(`validators/${module}.ts does not export ${module}Schema`);
  return schema;
}
