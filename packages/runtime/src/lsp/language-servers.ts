import { createRequire } from "node:module";
import { dirname, extname, join } from "node:path";

/** A language server the runtime can start: the file extensions it serves and how to run it. */
export interface LanguageServerSpec {
  readonly language: string;
  /** The LSP `languageId` of a file of this language. */
  languageId(path: string): string;
  readonly extensions: readonly string[];
  /** The command (stdio LSP), resolved from this install's node_modules. */
  argv(): string[];
  readonly initializationOptions?: () => Record<string, unknown>;
}

const require = createRequire(import.meta.url);
/** The file a package's `bin` entry points at, in this install. */
const binOf = (pkg: string, bin: string): string => {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = (require(manifest) as { bin: string | Record<string, string> }).bin;
  return join(dirname(manifest), typeof bins === "string" ? bins : bins[bin]!);
};
/** Language servers are Node programs: run them with Node where it is, else with Bun. */
const node = (): string => Bun.which("node") ?? process.execPath;

const TS_IDS: Record<string, string> = { ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "typescriptreact", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascriptreact" };

/** The table: TypeScript/JavaScript on typescript-language-server (with TypeScript 5's tsserver), Python on pyright. */
export const LANGUAGE_SERVERS: readonly LanguageServerSpec[] = Object.freeze([
  {
    language: "typescript",
    extensions: Object.keys(TS_IDS),
    languageId: (path: string) => TS_IDS[extname(path)] ?? "typescript",
    argv: () => [node(), binOf("typescript-language-server", "typescript-language-server"), "--stdio"],
    // The repository's own TypeScript is the native port (no tsserver.js): the server gets TypeScript 5's.
    initializationOptions: () => ({ tsserver: { path: join(dirname(require.resolve("typescript5/package.json")), "lib", "tsserver.js") } }),
  },
  {
    language: "python",
    extensions: [".py", ".pyi"],
    languageId: () => "python",
    argv: () => [node(), binOf("pyright", "pyright-langserver"), "--stdio"],
  },
]);

/** The server for a file, or an error naming the extension and what is known. */
export function serverFor(path: string): LanguageServerSpec {
  const ext = extname(path).toLowerCase();
  const found = LANGUAGE_SERVERS.find((s) => s.extensions.includes(ext));
  if (!found) throw new Error(`no language server for ${ext || "files without an extension"} (known: ${LANGUAGE_SERVERS.flatMap((s) => s.extensions).join(" ")})`);
  return found;
}
