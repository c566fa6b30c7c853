import { BinaryReader, BinaryWriter } from "@bufbuild/protobuf/wire";
import { createRequire } from "node:module";
import type { GeneratedFile } from "../emit/generated-file.ts";

// ts-proto's plugin entry (build/src/plugin.js) reads stdin and exits when loaded, so the steps of its `main` are
// called here from the modules it is built from: the same functions on the same CodeGeneratorRequest, without a node
// process per directory (buf's default strategy), which was most of `generate:schemas`' time.
interface TsProtoModules {
  readonly decodeRequest: (bytes: Uint8Array) => CodeGeneratorRequest;
  readonly main: { makeUtils(options: unknown): unknown; generateFile(ctx: unknown, file: FileDescriptor): [string, { toString(opts: unknown): string }] };
  readonly types: { createTypeMap(request: CodeGeneratorRequest, options: unknown): unknown };
  readonly context: { createFileContext(file: FileDescriptor): unknown };
  readonly options: {
    optionsFromParameter(parameter: string): TsProtoOptions;
    getTsPoetOpts(options: TsProtoOptions, tsProtoVersion: string, protocVersion: string, fileName?: string): object;
  };
  readonly utils: {
    getVersions(request: CodeGeneratorRequest): Promise<{ protocVersion: string; tsProtoVersion: string }>;
    protoFilesToGenerate(request: CodeGeneratorRequest): FileDescriptor[];
    generateIndexFiles(files: FileDescriptor[], options: TsProtoOptions): [string, { toString(opts: unknown): string }][];
  };
  readonly registry: { generateTypeRegistry(ctx: unknown): { toString(opts: unknown): string } };
}
interface FileDescriptor {
  readonly name: string;
  readonly dependency: readonly string[];
}
interface CodeGeneratorRequest {
  readonly fileToGenerate: readonly string[];
  readonly parameter: string;
  readonly protoFile: readonly FileDescriptor[];
}
interface TsProtoOptions {
  readonly emitImportedFiles: boolean;
  readonly outputTypeRegistry: boolean;
  readonly outputIndex: boolean;
  readonly M: Readonly<Record<string, string>>;
}

let loaded: TsProtoModules | undefined;

function tsProto(): TsProtoModules {
  if (loaded) return loaded;
  // Resolved from ts-proto's own folder, so its dependencies (ts-proto-descriptors, ts-poet) are the ones it ships with.
  const fromHere = createRequire(import.meta.url);
  const load = createRequire(fromHere.resolve("ts-proto/package.json"));
  const descriptors = load("ts-proto-descriptors") as { CodeGeneratorRequest: { decode(bytes: Uint8Array): CodeGeneratorRequest } };
  loaded = {
    decodeRequest: (bytes) => descriptors.CodeGeneratorRequest.decode(bytes),
    main: load("./build/src/main.js"),
    types: load("./build/src/types.js"),
    context: load("./build/src/context.js"),
    options: load("./build/src/options.js"),
    utils: load("./build/src/utils.js"),
    registry: load("./build/src/generate-type-registry.js"),
  };
  return loaded;
}

/**
 * The CodeGeneratorRequest protoc or buf would send: `fileToGenerate`, the plugin parameter and every file of a
 * FileDescriptorSet (`buf build --as-file-descriptor-set`, dependencies first) as `proto_file`, copied as bytes so the
 * plugin decodes exactly what it would read from stdin.
 */
export function codeGeneratorRequest(descriptorSet: Uint8Array, fileToGenerate: readonly string[], parameter: string): Uint8Array {
  const writer = new BinaryWriter();
  for (const name of fileToGenerate) writer.uint32((1 << 3) | 2).string(name);
  if (parameter) writer.uint32((2 << 3) | 2).string(parameter);
  const reader = new BinaryReader(descriptorSet);
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    // FileDescriptorSet has one field: `repeated FileDescriptorProto file = 1`.
    if (tag !== ((1 << 3) | 2)) throw new Error(`not a FileDescriptorSet (tag ${tag})`);
    writer.uint32((15 << 3) | 2).bytes(reader.bytes());
  }
  return writer.finish();
}

/**
 * ts-proto's plugin `main` in process: the TypeScript files it would answer `request` (an encoded
 * CodeGeneratorRequest) with, paths relative to the output folder.
 */
export async function runTsProtoPlugin(requestBytes: Uint8Array): Promise<GeneratedFile[]> {
  const ts = tsProto();
  const request = ts.decodeRequest(requestBytes);
  const { protocVersion, tsProtoVersion } = await ts.utils.getVersions(request);
  const options = ts.options.optionsFromParameter(request.parameter);
  const typeMap = ts.types.createTypeMap(request, options);
  const utils = ts.main.makeUtils(options);
  const ctx = { typeMap, options, utils };
  let filesToGenerate: FileDescriptor[];
  if (options.emitImportedFiles) {
    // As the plugin does: the files asked for and, transitively, their imports (unless mapped elsewhere with M).
    const names = new Set<string>();
    const add = (list: readonly string[]) => {
      for (const name of list.filter((n) => !options.M[n])) {
        if (names.has(name)) continue;
        names.add(name);
        const file = request.protoFile.find((f) => f.name === name);
        if (file && file.dependency.length > 0) add(file.dependency);
      }
    };
    add(request.fileToGenerate);
    filesToGenerate = request.protoFile.filter((f) => names.has(f.name));
  } else {
    filesToGenerate = ts.utils.protoFilesToGenerate(request).filter((f) => !options.M[f.name]);
  }
  const files: GeneratedFile[] = filesToGenerate.map((file) => {
    const [path, code] = ts.main.generateFile({ ...ctx, currentFile: ts.context.createFileContext(file) }, file);
    return { path, content: code.toString({ ...ts.options.getTsPoetOpts(options, tsProtoVersion, protocVersion, file.name), path }) };
  });
  if (options.outputTypeRegistry) {
    const path = "typeRegistry.ts";
    // Fresh utils, as the plugin itself makes for the registry file.
    const code = ts.registry.generateTypeRegistry({ options, typeMap, utils: ts.main.makeUtils(options) });
    files.push({ path, content: code.toString({ ...ts.options.getTsPoetOpts(options, tsProtoVersion, protocVersion), path }) });
  }
  if (options.outputIndex) {
    for (const [path, code] of ts.utils.generateIndexFiles(filesToGenerate, options)) {
      files.push({ path, content: code.toString({ ...ts.options.getTsPoetOpts(options, tsProtoVersion, protocVersion), path }) });
    }
  }
  return files;
}
