/** Public API of @toolwire/codegen. */
export { buildProgram, buildProgramOrThrow, type BuildOptions } from "./pipeline.ts";
export { generate, check, generateInMemory, type GenerateOptions } from "./generate.ts";
export { formatDiagnostic, type Diagnostic } from "./diagnostics/diagnostic.ts";
export type { Program, Module, Node } from "./ir/types.ts";
export type { GeneratedFile } from "./emit/generated-file.ts";
export { main } from "./cli/main.ts";
