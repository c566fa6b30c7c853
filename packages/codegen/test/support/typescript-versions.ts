import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./fixtures.ts";

/** Where older compilers are installed once and kept between runs (git-ignored; the package's own `.tmp` is wiped per run). */
const CACHE = join(REPO_ROOT, ".tmp", "typescript");

/** The repository's own compiler (TypeScript 7, the native `tsgo` behind `tsc`). */
export const TSC_7 = join(REPO_ROOT, "node_modules", ".bin", "tsc");

/**
 * Path of a `tsc` binary for `typescript@<version>`, installed from the npm registry into a cache folder the
 * first time (bounded: npm gets three minutes). Throws with npm's output when it cannot be installed, so a
 * missing compiler fails the test instead of skipping it.
 */
export function tscOf(version: string): string {
  const dir = join(CACHE, version);
  const bin = join(dir, "node_modules", ".bin", "tsc");
  if (existsSync(bin)) return bin;
  mkdirSync(CACHE, { recursive: true });
  // Installed beside and renamed into place, so an interrupted install never looks complete.
  const staging = mkdtempSync(join(CACHE, `.install-${version}-`));
  writeFileSync(join(staging, "package.json"), JSON.stringify({ private: true }));
  const npm = Bun.spawnSync(["npm", "install", "--no-audit", "--no-fund", "--no-save", "--ignore-scripts", `typescript@${version}`], {
    cwd: staging,
    stdout: "pipe",
    stderr: "pipe",
    timeout: 180_000,
  });
  if (npm.exitCode !== 0 || !existsSync(join(staging, "node_modules", ".bin", "tsc"))) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`could not install typescript@${version} with npm (exit ${npm.exitCode}): ${npm.stderr.toString().slice(-2000)}`);
  }
  if (!existsSync(bin)) {
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } else rmSync(staging, { recursive: true, force: true });
  return bin;
}
