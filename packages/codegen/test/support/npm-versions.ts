import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./fixtures.ts";

/** Where other package versions are installed once and kept between runs (git-ignored; the package's own `.tmp` is wiped per run). */
const CACHE = join(REPO_ROOT, ".tmp", "npm");

/** The repository's own compiler (TypeScript 7, the native `tsgo` behind `tsc`). */
export const TSC_7 = join(REPO_ROOT, "node_modules", ".bin", "tsc");

/** Path of a `tsc` binary for `typescript@<version>` (see {@link installedPackage}). */
export function tscOf(version: string): string {
  return join(installedPackage("typescript", version), "node_modules", ".bin", "tsc");
}

/**
 * A folder whose `node_modules` holds `<name>@<version>`, installed from the npm registry the first time
 * (bounded: npm gets three minutes). Throws with npm's output when it cannot be installed, so a missing
 * package fails the test instead of skipping it.
 */
export function installedPackage(name: string, version: string): string {
  const dir = join(CACHE, `${name}@${version}`);
  const marker = join(dir, "node_modules", name, "package.json");
  if (existsSync(marker)) return dir;
  mkdirSync(CACHE, { recursive: true });
  // Installed beside and renamed into place, so an interrupted install never looks complete.
  const staging = mkdtempSync(join(CACHE, `.install-${name}-${version}-`));
  writeFileSync(join(staging, "package.json"), JSON.stringify({ private: true, type: "module" }));
  const npm = Bun.spawnSync(["npm", "install", "--no-audit", "--no-fund", "--no-save", "--ignore-scripts", `${name}@${version}`], {
    cwd: staging,
    stdout: "pipe",
    stderr: "pipe",
    timeout: 180_000,
  });
  if (npm.exitCode !== 0 || !existsSync(join(staging, "node_modules", name, "package.json"))) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`could not install ${name}@${version} with npm (exit ${npm.exitCode}): ${npm.stderr.toString().slice(-2000)}`);
  }
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } else rmSync(staging, { recursive: true, force: true });
  return dir;
}
