import { existsSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { CONFIG_SCHEMA_PATH } from "../config/load-config.ts";
import { displayPath } from "../load/display-path.ts";
import type { GenerateFlags } from "./flags.ts";

/** The package name editors find the config schema under, inside the project's node_modules. */
const SCHEMA_REF = `./node_modules/@toolwire/codegen/${CONFIG_SCHEMA_PATH}`;

/**
 * `toolwire init`: writes a config file from the flags given (sensible defaults otherwise). Refuses to replace an
 * existing file unless `force`; returns the exit status.
 */
export function runInit(path: string, flags: Readonly<GenerateFlags>, force: boolean): number {
  if (existsSync(path) && !force) {
    console.error(`toolwire: ${displayPath(path)} exists; use --force to replace it`);
    return 1;
  }
  const base = dirname(resolve(path));
  // Paths in the file are relative to it, as loading reads them.
  const rel = (p: string) => relative(base, resolve(p)).split(sep).join("/") || ".";
  const config = {
    $schema: SCHEMA_REF,
    schemas: flags.schemasDir ? rel(flags.schemasDir) : "schemas",
    out: flags.outDir ? rel(flags.outDir) : "generated",
    targets: flags.targets ?? ["zod", "ts"],
    ...(flags.urlMap ? { maps: Object.fromEntries(Object.entries(flags.urlMap).map(([u, d]) => [u, rel(d)])) } : {}),
    ...(flags.lint ? { lint: true } : {}),
    ...(flags.defaultDialect ? { defaultDialect: flags.defaultDialect } : {}),
    ...(flags.importExtension !== undefined ? { importExtension: flags.importExtension === "" ? "none" : flags.importExtension } : {}),
    ...(flags.protoPackage || flags.protoOut
      ? { proto: { ...(flags.protoPackage ? { package: flags.protoPackage } : {}), ...(flags.protoOut ? { out: rel(flags.protoOut) } : {}) } }
      : {}),
  };
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`toolwire: wrote ${displayPath(path)}`);
  return 0;
}
