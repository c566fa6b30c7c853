import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "@toolwire/codegen";

let root: string | undefined;

/**
 * The package's root folder, found by walking up from this module to the package.json named @toolwire/codegen.
 * Sources (src/…) and the bundled bin (dist/…) sit at different depths, so no fixed `../..` works for both.
 */
export function packageRoot(): string {
  if (root !== undefined) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === PACKAGE_NAME) return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error(`internal: cannot find the ${PACKAGE_NAME} package folder above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

/** Reads a file the package ships (templates copied into output, the config schema), by its path in the package. */
export function readPackageFile(path: string): string {
  return readFileSync(join(packageRoot(), path), "utf8");
}
