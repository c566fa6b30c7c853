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

/** A verdict on one value. */
export type Verdict = (value: unknown) => boolean;

/** The two exports of a generated guard module, found by their prefixes (`isToolPart`, `checkToolPart`). */
export interface GuardExports {
  is(value: unknown): boolean;
  check(value: unknown, options?: { first?: boolean }): { success: true; data: unknown } | { success: false; error: { message: string; issues: readonly { path: readonly (string | number)[]; message: string }[] } };
}

/** The `is…` and `check…` functions of an imported guard module (`specifier` for messages). */
export function guardExports(mod: Record<string, unknown>, specifier: string): GuardExports {
  const find = (prefix: string) => {
    const names = Object.keys(mod).filter((n) => new RegExp(`^${prefix}[A-Z]`).test(n));
    if (names.length !== 1) throw new Error(`${specifier} exports ${names.length} ${prefix}… functions`);
    return mod[names[0]!] as never;
  };
  return { is: find("is"), check: find("check") };
}

/** Imports `guards/<module>.ts` from a generated output folder and returns its verdict (see {@link guardVerdict}). */
export async function importGuard(dir: string, module: string): Promise<Verdict> {
  const path = join(dir, "guards", `${module}.ts`);
  return guardVerdict(guardExports((await import(path)) as Record<string, unknown>, path));
}

/**
 * A guard's verdict, which also demands that `check` agrees with `is`, returns the value itself on
 * success, and names at least one issue (with a path array and a message) on failure, and that
 * `check(value, { first: true })` gives the same verdict with exactly that first issue; anything else throws.
 */
export function guardVerdict({ is, check }: GuardExports): Verdict {
  return (value) => {
    const verdict = is(value);
    const result = check(value);
    if (result.success !== verdict) throw new Error(`check disagrees with is on ${JSON.stringify(value)}`);
    if (result.success && result.data !== value) throw new Error("check returned another value than the one checked");
    if (!result.success) {
      const issues = result.error.issues;
      if (issues.length === 0 || !issues.every((i) => Array.isArray(i.path) && typeof i.message === "string" && i.message.length > 0)) {
        throw new Error(`check failed without usable issues on ${JSON.stringify(value)}`);
      }
    }
    const first = check(value, { first: true });
    if (first.success !== verdict) throw new Error(`check with { first: true } disagrees with is on ${JSON.stringify(value)}`);
    if (!first.success && !result.success && JSON.stringify(first.error.issues) !== JSON.stringify(result.error.issues.slice(0, 1))) {
      throw new Error(`check with { first: true } reported ${JSON.stringify(first.error.issues)}, not the first of ${JSON.stringify(result.error.issues)}, on ${JSON.stringify(value)}`);
    }
    return verdict;
  };
}
