import { compile } from "json-schema-to-typescript";
import type { Module, Program } from "../../ir/types.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { createImportCollector, type ImportExtension } from "../imports.ts";
import { emitIndexModule } from "../index-module.ts";
import { typesFormatter, type FormatTypes } from "./format-types.ts";
import { localTypeName, typingSchema } from "./typing-schema.ts";

// json-schema-to-typescript would run prettier once per declaration (about 1 ms per module, half the ts target's
// time); it prints raw code here and each module is formatted once with dprint (format-types.ts) instead.
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
  const format = await typesFormatter();
  const files: GeneratedFile[] = [];
  for (const module of program.modules) files.push(await emitModule(module, byName, extension, format));
  files.push(emitIndexModule("types", files, extension));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function emitModule(module: Module, byName: ReadonlyMap<string, Module>, extension: ImportExtension, format: FormatTypes): Promise<GeneratedFile> {
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
  // One formatter call per module: its declarations are formatted together.
  const body = format(declarations.join("\n\n")).trim();
  const header = `// Code generated from ${module.file}${module.pointer ? `#${module.pointer}` : ""}. DO NOT EDIT.`;
  const importBlock = imports.print();
  return { path, content: `${header}\n${importBlock ? `${importBlock}\n\n` : "\n"}${body}\n` };
}
