import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { DiagnosticError, type Diagnostic } from "./diagnostics/diagnostic.ts";
import type { Program } from "./ir/types.ts";
import { DEFAULT_DIALECT, type Dialect } from "./dialect/dialect.ts";
import { bundledMetaSchema } from "./dialect/meta-schemas.ts";
import { buildIr } from "./ir/build-ir.ts";
import { checkUnguardedCycles } from "./ir/check-cycles.ts";
import { displayPath } from "./load/display-path.ts";
import { loadSchemas, parseJson, type SchemaDocument } from "./load/load-schemas.ts";
import { createRegistry } from "./resolve/registry.ts";
import { houseLint } from "./validate/house-lint.ts";
import { keywordWarnings } from "./validate/keyword-warnings.ts";
import { metaValidate } from "./validate/meta-validate.ts";

/** Options for turning a schemas directory into the IR. */
export interface BuildOptions {
  readonly schemasDir: string;
  /** Apply the house lint (canonical schemas). */
  readonly lint?: boolean;
  /** URL prefix → local directory, for `$ref`s to remote schemas (e.g. `http://localhost:1234/` → a folder). */
  readonly urlMap?: Readonly<Record<string, string>>;
  /** Dialect of a schema without `$schema` (`--default-dialect`); draft 2020-12 when unset. */
  readonly defaultDialect?: Dialect;
}

/**
 * load → validate → resolve → IR. Returns every error found (the program only when there were none) and,
 * apart, the warnings, which never stop generation.
 */
export async function buildProgram(options: BuildOptions): Promise<{ program?: Program; diagnostics: Diagnostic[]; warnings: Diagnostic[] }> {
  const loaded = await loadSchemas(options.schemasDir, displayPath(options.schemasDir));
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const defaultDialect = options.defaultDialect ?? DEFAULT_DIALECT;
  diagnostics.push(...metaValidate(loaded.documents, defaultDialect));
  if (options.lint) diagnostics.push(...houseLint(loaded.documents));
  if (diagnostics.length > 0) return { diagnostics, warnings: [] };
  const { registry, diagnostics: registryDiagnostics } = createRegistry(loaded.documents, remoteFetcher(options.urlMap ?? {}, diagnostics), defaultDialect);
  diagnostics.push(...registryDiagnostics);
  const warnings = keywordWarnings(registry, loaded.documents.length);
  const { program, diagnostics: irDiagnostics } = buildIr(registry, loaded.documents.length);
  diagnostics.push(...irDiagnostics);
  if (irDiagnostics.length === 0) diagnostics.push(...checkUnguardedCycles(program));
  return diagnostics.length > 0 ? { diagnostics, warnings } : { program, diagnostics, warnings };
}

/** Like {@link buildProgram} but throws a {@link DiagnosticError} when anything is wrong. */
export async function buildProgramOrThrow(options: BuildOptions): Promise<Program> {
  const { program, diagnostics } = await buildProgram(options);
  if (!program) throw new DiagnosticError(diagnostics);
  return program;
}

function remoteFetcher(map: Readonly<Record<string, string>>, diagnostics: Diagnostic[]) {
  return (uri: string): SchemaDocument | undefined => {
    for (const [prefix, dir] of Object.entries(map)) {
      if (!uri.startsWith(prefix)) continue;
      // A mapped folder may hold its own copy of a meta-schema; otherwise the bundled one answers below.
      const rest = uri.slice(prefix.length);
      const candidates = [join(dir, rest), join(dir, `${rest}.json`)];
      const path = candidates.find((p) => existsSync(p) && statSync(p).isFile());
      if (!path) return bundledMetaSchema(uri);
      const parsed = parseJson(readFileSync(path, "utf8"));
      const file = `${displayPath(dir)}/${rest}`;
      if (!parsed.ok) {
        diagnostics.push({ file, pointer: "", message: parsed.message });
        return undefined;
      }
      return { file, relativePath: rest, label: rest, json: parsed.value };
    }
    return bundledMetaSchema(uri);
  };
}

