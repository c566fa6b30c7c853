import { CONFIG_FILE_NAME } from "../config/load-config.ts";
import { flagHelp, GENERATE_FLAGS, type FlagSpec } from "./flags.ts";

/** Commands with their own `--help`. */
export type HelpTopic = "generate" | "check" | "init";

const CONFIG_NOTE = `Config: ${CONFIG_FILE_NAME} in the current folder (or --config <file>) supplies any of these
options (schemas, out, targets, maps, lint, defaultDialect, importExtension, proto.package, proto.out);
flags given on the command line override it. Paths in the file are relative to the file.`;

const EXIT = `Exit status: 0 success (check: no drift), 1 schema or config errors or drift (each printed as
file#/json/pointer: message), 2 usage error.`;

const COMMON: readonly FlagSpec[] = GENERATE_FLAGS;
const SWITCHES = `  --config <file>       read options from this file instead of ./${CONFIG_FILE_NAME}
  --quiet               print only problems`;

const OVERVIEW = `toolwire: generate Zod validators, TypeScript types and .proto files (with ts-proto code and a
JSON<->proto bridge) from JSON Schemas (draft-04, -06, -07, 2019-09 and 2020-12, chosen per document by "$schema").

Usage:
  toolwire generate --schemas <dir> --out <dir> [options]   write generated code (all or nothing)
  toolwire generate --watch [options]                       regenerate whenever a schema changes
  toolwire check    --schemas <dir> --out <dir> [options]   regenerate in memory, compare with disk
  toolwire init     [--schemas <dir>] [--out <dir>] [--force] write a ${CONFIG_FILE_NAME}
  toolwire acp-record [options] -- <agent command>          record an ACP agent's tool calls (runtime; --help)
  toolwire acp-proxy [options] -- <agent command>           put the permission service and audit log between an ACP editor and any ACP agent (runtime; --help)
  toolwire <command> --help                                 options of one command

Options (generate and check):
${flagHelp(COMMON)}
${SWITCHES}

Naming: fooBar.schema.json → module fooBar exporting fooBarSchema and type FooBar; a $defs key
FooBar → module fooBar.

${CONFIG_NOTE}

${EXIT}`;

const GENERATE = `toolwire generate: write the generated code for a folder of JSON Schemas, all or nothing.

Usage:
  toolwire generate --schemas <dir> --out <dir> [options]
  toolwire generate [options]            (schemas and out from ${CONFIG_FILE_NAME})

Options:
${flagHelp(COMMON)}
${SWITCHES}
  --watch               keep running: regenerate (atomically) whenever a file under the schemas folder
                        changes, print the files added, changed and removed, and keep going after errors

${CONFIG_NOTE}

${EXIT}`;

const CHECK = `toolwire check: regenerate in memory and compare with the files on disk (for CI).

Usage:
  toolwire check --schemas <dir> --out <dir> [options]

Options:
${flagHelp(COMMON)}
${SWITCHES}

Each changed, missing or extra generated file is printed with a short diff.

${CONFIG_NOTE}

${EXIT}`;

const INIT = `toolwire init: write a ${CONFIG_FILE_NAME} in the current folder (or --config <file>).

Usage:
  toolwire init [--schemas <dir>] [--out <dir>] [--targets <list>] [options] [--force]

The file holds the options given here (defaults: schemas "schemas", out "generated", targets zod,ts)
and names its JSON Schema in "$schema" for editors. An existing file is never replaced without --force.

Options:
${flagHelp(COMMON)}
  --config <file>       write this file instead of ./${CONFIG_FILE_NAME}
  --force               replace an existing file

Exit status: 0 written, 1 the file exists (without --force), 2 usage error.`;

/** The help text for the overview or one command. */
export function helpText(topic?: HelpTopic): string {
  switch (topic) {
    case "generate":
      return GENERATE;
    case "check":
      return CHECK;
    case "init":
      return INIT;
    default:
      return OVERVIEW;
  }
}
