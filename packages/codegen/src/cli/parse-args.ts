import { DIALECTS, parseDialectName, type Dialect } from "../dialect/dialect.ts";
import { UsageError, type GenerateOptions } from "../generate.ts";
import { isProtoPackage } from "../emit/proto/naming.ts";
import { IMPORT_EXTENSIONS, type ImportExtension } from "../emit/imports.ts";

/** A parsed command line. */
export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "generate"; readonly options: GenerateOptions; readonly quiet: boolean }
  | { readonly kind: "check"; readonly options: GenerateOptions; readonly quiet: boolean };

export const HELP = `toolwire: generate Zod validators, TypeScript types and .proto files from JSON Schemas
(draft-04, -06, -07, 2019-09 and 2020-12, chosen per document by "$schema").

Usage:
  toolwire generate --schemas <dir> --out <dir> [options]   write generated code (all or nothing)
  toolwire check    --schemas <dir> --out <dir> [options]   regenerate in memory, compare with disk
  toolwire acp-record [options] -- <agent command>  record an ACP agent's tool calls (runtime; --help)
  toolwire --help

Options:
  --schemas <dir>       directory of schemas: every *.schema.json, and any other *.json with a top-level
                        "$schema" (bundle files: one module per $defs entry). examples/ folders are skipped.
  --out <dir>           output root: <out>/validators/<name>.ts (Zod), <out>/types/<name>.ts (TS types)
  --targets <list>      comma-separated: zod, ts, proto (default: zod,ts)
  --proto-out <dir>     where .proto files go (default: <out>/proto)
  --proto-package <p>   package root of the .proto files (default opencode: a schema folder "tool"
                        becomes package opencode.tool.v1; "acme.mcp.v2" gives acme.mcp.tool.v2)
  --import-extension <e> how relative imports in the TS output end: .js (default; NodeNext and Node ESM),
                        .ts (allowImportingTsExtensions, Deno) or none (older bundler setups)
  --lint                also apply the house rules for canonical schemas ($id = file name, title and
                        description everywhere, explicit additionalProperties, well-formed unions)
  --map <url>=<dir>     resolve $refs under <url> to files in <dir> (repeatable)
  --default-dialect <d> dialect of schemas without "$schema": draft-04, draft-06, draft-07, 2019-09 or
                        2020-12 (default 2020-12)
  --quiet               print only problems

Naming: fooBar.schema.json → module fooBar exporting fooBarSchema and type FooBar; a $defs key
FooBar → module fooBar.

Exit status: 0 success (check: no drift), 1 schema errors or drift (each printed as
file#/json/pointer: message), 2 usage error.`;

/** Parses argv (after the script name) into a frozen command. */
export function parseArgs(argv: readonly string[]): Command {
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h") || argv[0] === "help") return { kind: "help" };
  const [verb, ...rest] = argv;
  if (verb !== "generate" && verb !== "check") throw new UsageError(`unknown command "${verb}"; try --help`);
  let schemasDir: string | undefined;
  let outDir: string | undefined;
  let protoOut: string | undefined;
  let protoPackage: string | undefined;
  let targets = ["zod", "ts"];
  let lint = false;
  let quiet = false;
  let defaultDialect: Dialect | undefined;
  let importExtension: ImportExtension | undefined;
  const urlMap: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    const value = () => {
      const v = rest[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--schemas":
        schemasDir = value();
        break;
      case "--out":
        outDir = value();
        break;
      case "--proto-out":
        protoOut = value();
        break;
      case "--proto-package":
        protoPackage = value();
        if (!isProtoPackage(protoPackage)) throw new UsageError(`--proto-package expects dot-separated lower_snake names (acme.mcp), got "${protoPackage}"`);
        break;
      case "--targets":
        targets = value().split(",").map((t) => t.trim()).filter(Boolean);
        break;
      case "--lint":
        lint = true;
        break;
      case "--quiet":
        quiet = true;
        break;
      case "--default-dialect": {
        const v = value();
        defaultDialect = parseDialectName(v);
        if (!defaultDialect) throw new UsageError(`--default-dialect expects one of ${DIALECTS.join(", ")}, got "${v}"`);
        break;
      }
      case "--import-extension": {
        const v = value();
        importExtension = IMPORT_EXTENSIONS[v];
        if (importExtension === undefined) throw new UsageError(`--import-extension expects .js, .ts or none, got "${v}"`);
        break;
      }
      case "--map": {
        const v = value();
        const eq = v.indexOf("=");
        if (eq <= 0) throw new UsageError(`--map expects <url>=<dir>, got "${v}"`);
        urlMap[v.slice(0, eq)] = v.slice(eq + 1);
        break;
      }
      default:
        throw new UsageError(`unknown option "${flag}"; try --help`);
    }
  }
  if (!schemasDir) throw new UsageError("--schemas <dir> is required");
  if (!outDir) throw new UsageError("--out <dir> is required");
  if (targets.length === 0) throw new UsageError("--targets needs at least one target");
  const options: GenerateOptions = Object.freeze({ schemasDir, outDir, targets: Object.freeze(targets), lint, urlMap: Object.freeze(urlMap), ...(protoOut ? { protoOut } : {}), ...(protoPackage ? { protoPackage } : {}), command: ["toolwire", "generate", ...rest.filter((a) => a !== "--quiet")].join(" "), ...(defaultDialect ? { defaultDialect } : {}), ...(importExtension !== undefined ? { importExtension } : {}) });
  return Object.freeze({ kind: verb, options, quiet });
}
