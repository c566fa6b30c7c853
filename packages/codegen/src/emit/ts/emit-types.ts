import { compile } from "json-schema-to-typescript";
import dprint from "dprint-node";
import type { Module, Program } from "../../ir/types.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { createImportCollector, type ImportExtension } from "../imports.ts";
import { emitIndexModule } from "../index-module.ts";
import { localTypeName, typingSchema } from "./typing-schema.ts";

// dprint-node is CommonJS: Node ESM (the packed bin) sees only its default export.
const { format } = dprint;

/** dprint settings of the emitted types: prettier's style as json-schema-to-typescript was given it before. */
const STYLE = Object.freeze({ lineWidth: 120, indentWidth: 2, semiColons: "always", quoteStyle: "alwaysDouble", trailingCommas: "onlyMultiLine" } as const);

// json-schema-to-typescript would run prettier once per declaration (about 1 ms per module, half the ts target's
// time); it prints raw code here and each module is formatted once with dprint (Rust, ~0.25 ms) instead.
const JSON2TS_OPTIONS = Object.freeze({
  bannerComment: "",
  format: false,
  unknownAny: true,
  strictIndexSignatures: false,
  ignoreMinAndMaxItems: true,
  declareExternallyReferenced: true,
  additionalProperties: true,
  $refOptions: {},
});

/** Emits `types/<name>.ts` per module with json-schema-to-typescript (references imported, never inlined), and `types/index.ts`. */
export async function emitTypes(program: Program, extension: ImportExtension = ".js"): Promise<GeneratedFile[]> {
  const byName = new Map(program.modules.map((m) => [m.name, m]));
  // One module at a time: compiling and formatting are CPU-bound on one thread, so running them all at once
  // (Promise.all) gained nothing and held every module's ASTs alive together (5.8 GB at 5000 schemas).
  const files: GeneratedFile[] = [];
  for (const module of program.modules) files.push(await emitModule(module, byName, extension));
  files.push(emitIndexModule("types", files, extension));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function emitModule(module: Module, byName: ReadonlyMap<string, Module>, extension: ImportExtension): Promise<GeneratedFile> {
  const path = `types/${module.name}.ts`;
  const imports = createImportCollector(path, extension);
  const nameOf = (target: { module: string; local?: string }) => {
    const owner = byName.get(target.module);
    const typeName = owner ? owner.typeName : target.module;
    const name = target.local === undefined ? typeName : localTypeName(typeName, target.local);
    if (target.module === module.name) return name;
    // Another module's local definitions are exported too (e.g. a hoisted object branch, specialise-object-refs.ts).
    return imports.use({ name, from: `types/${target.module}.ts`, typeOnly: true });
  };
  const declarations: string[] = [];
  const definitions = [
    ...module.locals.map((l) => ({ name: localTypeName(module.typeName, l.name), node: l.node })),
    { name: module.typeName, node: module.root },
  ];
  for (const { name, node } of definitions) {
    const schema = { ...typingSchema(node, nameOf), title: name };
    const code = await compile(schema as never, name, JSON2TS_OPTIONS);
    declarations.push(code.trim());
  }
  const body = formatModule(declarations.join("\n\n"));
  const header = `// Code generated from ${module.file}${module.pointer ? `#${module.pointer}` : ""}. DO NOT EDIT.`;
  const importBlock = imports.print();
  return { path, content: `${header}\n${importBlock ? `${importBlock}\n\n` : "\n"}${body}\n` };
}

/** Formats a module's declarations with one dprint call. */
function formatModule(code: string): string {
  return format("types.ts", code, STYLE).trim();
}
