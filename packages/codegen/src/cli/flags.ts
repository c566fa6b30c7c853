import { DIALECTS, parseDialectName, type Dialect } from "../dialect/dialect.ts";
import { IMPORT_EXTENSIONS, type ImportExtension } from "../emit/imports.ts";
import { isProtoPackage } from "../emit/proto/naming.ts";
import { UsageError } from "../generate.ts";

/** What flags can set for `generate`/`check`/`init`; everything optional, since a config file may hold the rest. */
export interface GenerateFlags {
  schemasDir?: string;
  outDir?: string;
  targets?: readonly string[];
  protoOut?: string;
  protoPackage?: string;
  lint?: boolean;
  urlMap?: Readonly<Record<string, string>>;
  defaultDialect?: Dialect;
  importExtension?: ImportExtension;
}

/** One command-line option: its spelling, its value's placeholder (none for a switch), its help line, its effect. */
export interface FlagSpec {
  readonly name: string;
  readonly value?: string;
  readonly help: string;
  apply(flags: GenerateFlags, value: string): void;
}

/**
 * The options shared by `generate`, `check` and `init`, in help order. One row per flag, so adding a flag is one
 * entry here and the parser, the help text and the config mapping stay in step.
 */
export const GENERATE_FLAGS: readonly FlagSpec[] = Object.freeze([
  {
    name: "--schemas",
    value: "<dir>",
    help: 'directory of schemas: every *.schema.json, and any other *.json with a top-level\n"$schema" (bundle files: one module per $defs entry). examples/ folders are skipped.',
    apply: (f, v) => void (f.schemasDir = v),
  },
  { name: "--out", value: "<dir>", help: "output root: <out>/validators/<name>.ts (Zod), <out>/types/<name>.ts (TS types),\n<out>/proto/ (.proto) and <out>/proto-ts/ (ts-proto code and the JSON<->proto bridge)", apply: (f, v) => void (f.outDir = v) },
  {
    name: "--targets",
    value: "<list>",
    help: "comma-separated: zod, ts, guard, proto (default: zod,ts). guard writes is<Name>/check<Name> with no dependency;\nproto runs buf and ts-proto from npm (no protoc); its bridge needs zod and ts too",
    apply: (f, v) => void (f.targets = v.split(",").map((t) => t.trim()).filter(Boolean)),
  },
  { name: "--proto-out", value: "<dir>", help: "where .proto files go (default: <out>/proto)", apply: (f, v) => void (f.protoOut = v) },
  {
    name: "--proto-package",
    value: "<p>",
    help: 'package root of the .proto files (default opencode: a schema folder "tool"\nbecomes package opencode.tool.v1; "acme.mcp.v2" gives acme.mcp.tool.v2)',
    apply: (f, v) => {
      if (!isProtoPackage(v)) throw new UsageError(`--proto-package expects dot-separated lower_snake names (acme.mcp), got "${v}"`);
      f.protoPackage = v;
    },
  },
  {
    name: "--import-extension",
    value: "<ext>",
    help: "how relative imports in generated code end: .js (the default; NodeNext, plain Node ESM),\n.ts (allowImportingTsExtensions, Deno) or none (older bundler setups)",
    apply: (f, v) => {
      const extension = IMPORT_EXTENSIONS[v];
      if (extension === undefined) throw new UsageError(`--import-extension expects .js, .ts or none, got "${v}"`);
      f.importExtension = extension;
    },
  },
  {
    name: "--lint",
    help: "also apply the house rules for canonical schemas ($id = file name, title and\ndescription everywhere, explicit additionalProperties, well-formed unions)",
    apply: (f) => void (f.lint = true),
  },
  {
    name: "--map",
    value: "<url>=<dir>",
    help: "resolve $refs under <url> to files in <dir> (repeatable)",
    apply: (f, v) => {
      const eq = v.indexOf("=");
      if (eq <= 0) throw new UsageError(`--map expects <url>=<dir>, got "${v}"`);
      f.urlMap = { ...f.urlMap, [v.slice(0, eq)]: v.slice(eq + 1) };
    },
  },
  {
    name: "--default-dialect",
    value: "<d>",
    help: 'dialect of schemas without "$schema": draft-04, draft-06, draft-07, 2019-09 or\n2020-12 (default 2020-12)',
    apply: (f, v) => {
      const d = parseDialectName(v);
      if (!d) throw new UsageError(`--default-dialect expects one of ${DIALECTS.join(", ")}, got "${v}"`);
      f.defaultDialect = d;
    },
  },
]);

/** Help lines for a list of flags, aligned in two columns. */
export function flagHelp(specs: readonly FlagSpec[]): string {
  const width = 24;
  return specs
    .map((s) => {
      const head = `  ${s.name}${s.value ? ` ${s.value}` : ""}`;
      const [first, ...rest] = s.help.split("\n");
      const pad = head.length < width ? " ".repeat(width - head.length) : `\n${" ".repeat(width)}`;
      return [`${head}${pad}${first}`, ...rest.map((l) => `${" ".repeat(width)}${l}`)].join("\n");
    })
    .join("\n");
}
