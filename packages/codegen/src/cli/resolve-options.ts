import { join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { parseDialectName } from "../dialect/dialect.ts";
import { IMPORT_EXTENSIONS } from "../emit/imports.ts";
import { CONFIG_FILE_NAME, loadConfig } from "../config/load-config.ts";
import { UsageError, type GenerateOptions } from "../generate.ts";
import { userCwd } from "../load/display-path.ts";
import type { GenerateFlags } from "./flags.ts";

/** The config file a command reads: `--config <file>`, else ./toolwire.config.json in the folder the user ran it from. */
export function configFilePath(configPath: string | undefined): string {
  return configPath ?? join(userCwd(), CONFIG_FILE_NAME);
}

/**
 * Merges the config file (if any) with the flags, flags winning, into the frozen options of one run.
 * Config problems come back as diagnostics (file#pointer); missing required options are usage errors.
 */
export function resolveOptions(
  flags: Readonly<GenerateFlags>,
  configPath: string | undefined,
  command: string,
): { options?: GenerateOptions; diagnostics: Diagnostic[] } {
  const path = configFilePath(configPath);
  const { config, diagnostics } = loadConfig(path);
  if (diagnostics.length > 0) return { diagnostics };
  if (configPath !== undefined && !config) throw new UsageError(`--config: no file at ${configPath}`);
  const schemasDir = flags.schemasDir ?? config?.schemas;
  const outDir = flags.outDir ?? config?.out;
  if (!schemasDir) throw new UsageError(`--schemas <dir> is required (or "schemas" in ${CONFIG_FILE_NAME})`);
  if (!outDir) throw new UsageError(`--out <dir> is required (or "out" in ${CONFIG_FILE_NAME})`);
  const defaultDialect = flags.defaultDialect ?? (config?.defaultDialect ? parseDialectName(config.defaultDialect) : undefined);
  const protoOut = flags.protoOut ?? config?.proto?.out;
  const protoPackage = flags.protoPackage ?? config?.proto?.package;
  // The config schema allows only IMPORT_EXTENSIONS' spellings, so the lookup always finds one.
  const importExtension = flags.importExtension ?? (config?.importExtension !== undefined ? IMPORT_EXTENSIONS[config.importExtension] : undefined);
  const urlMap = { ...config?.maps, ...flags.urlMap };
  const options: GenerateOptions = Object.freeze({
    schemasDir,
    outDir,
    targets: Object.freeze([...(flags.targets ?? config?.targets ?? ["zod", "ts"])]),
    lint: flags.lint ?? config?.lint ?? false,
    urlMap: Object.freeze(urlMap),
    command,
    ...(protoOut ? { protoOut } : {}),
    ...(protoPackage ? { protoPackage } : {}),
    ...(defaultDialect ? { defaultDialect } : {}),
    ...(importExtension !== undefined ? { importExtension } : {}),
  });
  return { options, diagnostics: [] };
}
