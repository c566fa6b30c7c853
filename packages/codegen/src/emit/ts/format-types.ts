import { readFile } from "node:fs/promises";
import { createFromWasmModule } from "@dprint/formatter";
import { getPath } from "@dprint/typescript";

/** dprint settings of the emitted types: prettier's style as json-schema-to-typescript was given it before. */
const STYLE = Object.freeze({ deno: true, lineWidth: 120, indentWidth: 2, semiColons: "always", quoteStyle: "alwaysDouble", trailingCommas: "onlyMultiLine" } as const);

/** Formats one module of emitted TypeScript (text in, text out). */
export type FormatTypes = (code: string) => string;

let formatter: Promise<FormatTypes> | undefined;

/**
 * The dprint TypeScript formatter, made once per process. It is dprint's Wasm build rather than the native
 * dprint-node addon: dprint-node 1.0.8 (dprint-core 0.62) never frees what it allocates for a call (about 15 times
 * the text, 100 MB over the 5000 synthetic schemas), while Wasm memory is reused call after call. The module is
 * compiled asynchronously, off the main thread (about 35 ms, against 210 ms for a synchronous compile), so calling
 * this early lets the compile overlap loading the schemas.
 */
export function typesFormatter(): Promise<FormatTypes> {
  formatter ??= (async () => {
    const plugin = createFromWasmModule(await WebAssembly.compile(await readFile(getPath())));
    plugin.setConfig({}, STYLE);
    const diagnostics = plugin.getConfigDiagnostics();
    if (diagnostics.length > 0) throw new Error(`internal: dprint configuration: ${diagnostics.map((d) => d.message).join("; ")}`);
    return (code: string) => plugin.formatText({ filePath: "types.ts", fileText: code });
  })();
  return formatter;
}
