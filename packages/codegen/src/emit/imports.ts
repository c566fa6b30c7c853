/** A symbol an emitter refers to; the import line is derived, never hand-written. */
export interface ImportSymbol {
  readonly name: string;
  /** A package specifier (`zod`) or an output-relative file path (`validators/toolState.ts`, `bridge-wire.ts`). */
  readonly from: string;
  readonly typeOnly?: boolean;
  /** The local name, when it differs from `name` (`import { Tool as ToolProto }`). */
  readonly alias?: string;
}

/** Collects the symbols a generated file uses and prints its import block. */
export interface ImportCollector {
  /** Registers a symbol and returns the local name to use in code. */
  use(symbol: ImportSymbol): string;
  /** Sorted, de-duplicated import lines, relative to `filePath`. */
  print(): string;
}

/**
 * How a relative import names the file it loads: `.js` (the default: what `moduleResolution: NodeNext`, plain
 * Node ESM and bundlers all accept for a `.ts` source), `.ts` (Deno, `allowImportingTsExtensions`), or no
 * extension (older bundler setups).
 */
export type ImportExtension = ".js" | ".ts" | "";

/** Every `--import-extension` value, as written on the command line (`none` for no extension). */
export const IMPORT_EXTENSIONS: Readonly<Record<string, ImportExtension>> = Object.freeze({ ".js": ".js", js: ".js", ".ts": ".ts", ts: ".ts", none: "" });

/** Creates a collector for the generated file at `filePath` (output-relative). */
export function createImportCollector(filePath: string, extension: ImportExtension = ".js"): ImportCollector {
  const byModule = new Map<string, Map<string, boolean>>();
  return {
    use(symbol) {
      const names = byModule.get(symbol.from) ?? new Map<string, boolean>();
      const spec = symbol.alias === undefined ? symbol.name : `${symbol.name} as ${symbol.alias}`;
      const wasTypeOnly = names.get(spec);
      names.set(spec, (wasTypeOnly ?? true) && (symbol.typeOnly ?? false));
      byModule.set(symbol.from, names);
      return symbol.alias ?? symbol.name;
    },
    print() {
      const lines: string[] = [];
      const specifiers = [...byModule.keys()].map((from) => ({ from, spec: specifierFor(filePath, from, extension) }));
      specifiers.sort((a, b) => compareSpecifiers(a.spec, b.spec));
      for (const { from, spec } of specifiers) {
        const names = [...byModule.get(from)!.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        if (names.every(([, typeOnly]) => typeOnly)) {
          lines.push(`import type { ${names.map(([n]) => n).join(", ")} } from "${spec}";`);
        } else {
          lines.push(`import { ${names.map(([n, t]) => (t ? `type ${n}` : n)).join(", ")} } from "${spec}";`);
        }
      }
      return lines.join("\n");
    },
  };
}

/** Packages first, then relative paths; each group in code-point order. */
function compareSpecifiers(a: string, b: string): number {
  const ra = a.startsWith(".") ? 1 : 0;
  const rb = b.startsWith(".") ? 1 : 0;
  if (ra !== rb) return ra - rb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The import specifier of `from` as seen from `filePath`: an output-relative `.ts` path (at the root too, like
 * `bridge-wire.ts`) becomes relative; anything else (a package, an already-relative `../types/x.ts`) is kept.
 */
export function specifierFor(filePath: string, from: string, extension: ImportExtension = ".js"): string {
  if (!from.endsWith(".ts") || from.startsWith(".")) return from;
  const fromDir = filePath.split("/").slice(0, -1);
  const target = from.replace(/\.ts$/, "").split("/");
  let common = 0;
  while (common < fromDir.length && common < target.length - 1 && fromDir[common] === target[common]) common++;
  const up = fromDir.length - common;
  const rest = `${target.slice(common).join("/")}${extension}`;
  return up === 0 ? `./${rest}` : `${"../".repeat(up)}${rest}`;
}
