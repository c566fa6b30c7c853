import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/** Repository root (this file is packages/codegen/test/support/fixtures.ts). */
export const REPO_ROOT = resolve(import.meta.dir, "../../../..");

/**
 * Finds a third-party fixture folder: an environment variable wins, else `../shared/fixtures/<name>`
 * beside the repository (where CI always has it). Throws a plain explanation when it is absent.
 */
export function fixturePath(envVar: string, name: string): string {
  const fromEnv = process.env[envVar];
  const candidate = fromEnv ?? join(REPO_ROOT, "..", "shared", "fixtures", name);
  if (!existsSync(candidate)) {
    throw new Error(
      `fixture "${name}" not found at ${candidate}. These tests need third-party data that is not in the repository: ` +
        `set ${envVar} to its folder, or place the shared fixtures beside the repository (../shared/fixtures/${name}).`,
    );
  }
  return candidate;
}
