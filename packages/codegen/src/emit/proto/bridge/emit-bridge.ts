import { readPackageFile } from "../../../assets/package-file.ts";
import type { GeneratedFile } from "../../generated-file.ts";
import { createImportCollector, type ImportExtension, specifierFor } from "../../imports.ts";
import type { ConversionPlan } from "./runtime/bridge-runtime.ts";
import type { ProtoPlan } from "../plan.ts";
import { type CodecsOutput, emitCodecs } from "./emit-codecs.ts";
import { fieldNumbers } from "./field-numbers.ts";
import { protoFileOf } from "./proto-file-of.ts";

/** The interpreter copied next to the generated bridge, read once at load (a template, not output). */
const RUNTIME_SOURCE = readPackageFile("src/emit/proto/bridge/runtime/bridge-runtime.ts");
/** The wire primitives the generated codecs call (a template too; its import of the interpreter gets `ext`). */
const WIRE_SOURCE = readPackageFile("src/emit/proto/bridge/runtime/bridge-wire.ts");

export const BRIDGE_PATH = "bridge.ts";
export const BRIDGE_RUNTIME_PATH = "bridge-runtime.ts";
export const BRIDGE_WIRE_PATH = "bridge-wire.ts";

/** Where the bridge finds each module's TS type and Zod validator, and what its header says. */
export interface BridgeOptions {
  /** Import specifier of a module's TS types file (`@generated/types/<name>`, or relative to the output root in CLI output). */
  readonly types: (module: string) => string;
  /** Import specifier of a module's Zod validator file. */
  readonly validators: (module: string) => string;
  /** Import specifier of a module's compiled guard file, when the guard target is generated: the bridge checks with it. */
  readonly guards?: (module: string) => string;
  /** First header line (the generated marker); the repo's names its sources, the CLI's the command. */
  readonly header: string;
  /** Suffix for the bridge's own relative imports (`.js` for plain Node ESM); none by default. */
  readonly importExtension?: ImportExtension;
}

/** The repository's layout: workspace packages @generated/types and @generated/validators. */
export const REPO_BRIDGE_OPTIONS: BridgeOptions = Object.freeze({
  types: (m: string) => `@generated/types/${m}`,
  validators: (m: string) => `@generated/validators/${m}`,
  guards: (m: string) => `@generated/guards/${m}`,
  header: "// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.",
});

/**
 * `@generated/proto/bridge`: for every module message, `encode<Name>`/`decode<Name>` (schema JSON ⇄ bytes, through
 * the generated per-message codecs) and `toProto<Name>`/`fromProto<Name>` (schema JSON ⇄ ts-proto object, through
 * the plan interpreter), checked by the compiled guard (or the Zod validator without the guard target). Split per
 * .proto file like the codecs: `bridge-plans/<proto path>.ts` holds that file's part of the plan,
 * `bridge/<proto path>.ts` its functions over its own part and those of the files it imports (so importing one
 * domain costs that domain), and `bridge.ts` re-exports every domain.
 */
export function emitBridge(plan: ProtoPlan, options: BridgeOptions = REPO_BRIDGE_OPTIONS): GeneratedFile[] {
  const ext = options.importExtension ?? "";
  const codecs = emitCodecs(plan.bridge, fieldNumbers(plan), plan.packages, { fileOf: protoFileOf(plan), wire: BRIDGE_WIRE_PATH, extension: ext });
  const parts = planParts(plan);
  const domains = new Map<string, string[]>();
  for (const { module, type } of plan.modules) {
    if (type?.kind !== "message") continue;
    const file = protoFileOf(plan).get(type.handle.fullName);
    if (file === undefined) throw new Error(`bridge: no proto file declares ${type.handle.fullName}`);
    domains.set(file, [...(domains.get(file) ?? []), module.name]);
  }
  const out: GeneratedFile[] = [];
  for (const [file, part] of parts) {
    const path = planPath(file);
    out.push({ path, content: [options.header, `// The bridge's conversion plan for ${file}: its messages and enums.`, `import type { ConversionPlan } from "${specifierFor(path, BRIDGE_RUNTIME_PATH, ext)}";`, "", `export const plan: ConversionPlan = ${JSON.stringify(part, null, 2)};`, ""].join("\n") });
  }
  const sortedDomains = [...domains.keys()].sort();
  for (const file of sortedDomains) out.push(emitDomain(plan, file, codecs, parts, options, ext));
  const index = [
    options.header,
    "// The JSON <-> proto bridge: schema JSON values to protobuf bytes and ts-proto objects, and back.",
    `// One module per .proto file (\`bridge/<proto path>\`); import one of those to load only that domain.`,
    `export { ProtoBridgeError } from "${specifierFor(BRIDGE_PATH, BRIDGE_RUNTIME_PATH, ext)}";`,
    ...sortedDomains.map((file) => `export * from "${specifierFor(BRIDGE_PATH, domainPath(file), ext)}";`),
    "",
  ].join("\n");
  return [
    { path: BRIDGE_PATH, content: index },
    ...out,
    ...codecs.files,
    { path: BRIDGE_RUNTIME_PATH, content: RUNTIME_SOURCE },
    { path: BRIDGE_WIRE_PATH, content: wireSource(specifierFor(BRIDGE_WIRE_PATH, BRIDGE_RUNTIME_PATH, ext)) },
  ];
}

/** One domain's functions: its messages, over its plan part and those of every file it imports (transitively). */
function emitDomain(plan: ProtoPlan, file: string, codecs: CodecsOutput, parts: ReadonlyMap<string, ConversionPlan>, options: BridgeOptions, ext: ImportExtension): GeneratedFile {
  const path = domainPath(file);
  const imports = createImportCollector(path, ext);
  const use = (name: string, from: string, typeOnly = false) => imports.use({ name, from, typeOnly });
  use("createBridge", BRIDGE_RUNTIME_PATH);
  const decodeMessage = use("decodeMessage", BRIDGE_WIRE_PATH);
  const encodeMessage = use("encodeMessage", BRIDGE_WIRE_PATH);
  const planNames = [file, ...importedFiles(plan, file)].filter((f) => parts.has(f)).map((f, i) => imports.use({ name: "plan", alias: i === 0 ? "plan" : `plan${i}`, from: planPath(f) }));
  const fileOf = protoFileOf(plan);
  // The options' relative specifiers are relative to the output root (where bridge.ts is); this module is deeper.
  const up = "../".repeat(path.split("/").length - 1);
  const rebase = (spec: string) => (spec.startsWith("./") ? `${up}${spec.slice(2)}` : spec.startsWith("../") ? `${up}${spec}` : spec);
  const typesOf = (m: string) => rebase(options.types(m));
  const validatorsOf = (m: string) => rebase(options.validators(m));
  const guardsOf = options.guards ? (m: string) => rebase(options.guards!(m)) : undefined;
  const functions: string[] = [];
  for (const { module, type } of plan.modules) {
    if (type?.kind !== "message" || fileOf.get(type.handle.fullName) !== file) continue;
    const full = type.handle.fullName;
    const protoName = `${type.handle.tsName}Proto`;
    const jsonType = module.typeName;
    const schema = `${module.name}Schema`;
    const guard = `check${module.typeName}`;
    const codec = codecs.exported.get(full);
    if (!codec) throw new Error(`bridge: no codec generated for ${full}`);
    imports.use({ name: type.handle.tsName, alias: protoName, from: type.handle.file.replace(/\.proto$/, ".ts"), typeOnly: true });
    use(jsonType, typesOf(module.name), true);
    if (guardsOf) use(guard, guardsOf(module.name));
    else use(schema, validatorsOf(module.name));
    const write = use(codec.write, codec.path);
    const read = use(codec.read, codec.path);
    const name = module.typeName;
    const key = JSON.stringify(full);
    // The compiled guard when it is generated (same verdicts as the Zod schema, issues with paths, nothing
    // allocated on success); the Zod schema otherwise.
    const check = guardsOf ? guard : `(v: unknown) => ${schema}.safeParse(v)`;
    functions.push(
      [
        `/** ${name} (${module.file}) → protobuf bytes of ${full}; throws ProtoBridgeError on invalid input. */`,
        `export function encode${name}(json: ${jsonType}): Uint8Array {`,
        `  return ${encodeMessage}(${key}, json, ${check}, ${write});`,
        "}",
        "",
        `/** Protobuf bytes of ${full} → ${name}; throws ProtoBridgeError on bad bytes, never returns a partial value. */`,
        `export function decode${name}(bytes: Uint8Array): ${jsonType} {`,
        `  return ${decodeMessage}(${key}, bytes, ${check}, ${read}) as ${jsonType};`,
        "}",
        "",
        `/** ${name} → the ts-proto ${protoName} object (unions → oneof, enums → numbers, open objects → Struct). */`,
        `export function toProto${name}(json: ${jsonType}): ${protoName} {`,
        `  return bridge.toProto(${key}, json) as ${protoName};`,
        "}",
        "",
        `/** The ts-proto ${protoName} object → ${name}, checking required fields, consts and enum values. */`,
        `export function fromProto${name}(message: ${protoName}): ${jsonType} {`,
        `  return bridge.fromProto(${key}, message) as ${jsonType};`,
        "}",
      ].join("\n"),
    );
  }
  const joined = planNames.length === 1 ? planNames[0]! : `{ messages: Object.assign({}, ${planNames.map((p) => `${p}.messages`).join(", ")}), enums: Object.assign({}, ${planNames.map((p) => `${p}.enums`).join(", ")}) }`;
  const content = [
    options.header,
    `// The JSON <-> proto bridge for ${file}: schema JSON values to protobuf bytes and ts-proto objects, and back.`,
    imports.print(),
    "",
    `const bridge = createBridge(${joined});`,
    "",
    functions.join("\n\n"),
    "",
  ].join("\n");
  return { path, content };
}

/** The .proto files `file` imports, directly or not, in a stable order (proto imports cannot form cycles). */
function importedFiles(plan: ProtoPlan, file: string): string[] {
  const byPath = new Map(plan.files.map((f) => [f.path, f]));
  const seen = new Set<string>();
  const visit = (path: string) => {
    for (const imported of byPath.get(path)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(file);
  seen.delete(file);
  return [...seen].sort();
}

/** Each .proto file's part of the plan the interpreter reads: its message bodies and enums (map entries and wire specs live in the codecs). */
function planParts(plan: ProtoPlan): Map<string, ConversionPlan> {
  const fileOf = protoFileOf(plan);
  const parts = new Map<string, { messages: Record<string, ConversionPlan["messages"][string]>; enums: Record<string, ConversionPlan["enums"][string]> }>();
  const partOf = (name: string) => {
    const file = fileOf.get(name);
    if (file === undefined) throw new Error(`bridge: no proto file declares ${name}`);
    return parts.get(file) ?? parts.set(file, { messages: {}, enums: {} }).get(file)!;
  };
  for (const [name, p] of Object.entries(plan.bridge.messages)) if (!name.includes("#")) partOf(name).messages[name] = { name: p.name, body: p.body };
  for (const [name, values] of Object.entries(plan.bridge.enums)) partOf(name).enums[name] = values;
  return new Map([...parts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Output-relative module of a .proto file's plan part. */
const planPath = (protoFile: string) => `bridge-plans/${protoFile.replace(/\.proto$/, ".ts")}`;
/** Output-relative module of a .proto file's bridge functions (`@generated/proto/bridge/<proto path>`). */
const domainPath = (protoFile: string) => `bridge/${protoFile.replace(/\.proto$/, ".ts")}`;

/** The wire template with its import of the interpreter pointed at the output's `bridge-runtime` file. */
function wireSource(runtime: string): string {
  const template = 'from "./bridge-runtime.ts";';
  if (!WIRE_SOURCE.includes(template)) throw new Error("bridge-wire.ts template: its import of ./bridge-runtime.ts is missing");
  return WIRE_SOURCE.replace(template, `from "${runtime}";`);
}


