import { readPackageFile } from "../../../assets/package-file.ts";
import type { GeneratedFile } from "../../generated-file.ts";
import { createImportCollector, type ImportExtension, specifierFor } from "../../imports.ts";
import type { ConversionPlan } from "./runtime/bridge-runtime.ts";
import type { ProtoPlan } from "../plan.ts";
import { emitCodecs } from "./emit-codecs.ts";
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
  /** Import specifier of a module's TS types file (`@generated/types/<name>`, or relative in CLI output). */
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
 * the plan interpreter), checked by the compiled guard (or the Zod validator without the guard target).
 */
export function emitBridge(plan: ProtoPlan, options: BridgeOptions = REPO_BRIDGE_OPTIONS): GeneratedFile[] {
  const ext = options.importExtension ?? "";
  const imports = createImportCollector(BRIDGE_PATH, ext);
  const codecs = emitCodecs(plan.bridge, fieldNumbers(plan), plan.packages, { fileOf: protoFileOf(plan), wire: BRIDGE_WIRE_PATH, extension: ext });
  const use = (name: string, from: string, typeOnly = false) => imports.use({ name, from, typeOnly });
  use("createBridge", BRIDGE_RUNTIME_PATH);
  use("ProtoBridgeError", BRIDGE_RUNTIME_PATH);
  use("ConversionPlan", BRIDGE_RUNTIME_PATH, true);
  const decodeMessage = use("decodeMessage", BRIDGE_WIRE_PATH);
  const encodeMessage = use("encodeMessage", BRIDGE_WIRE_PATH);
  const functions: string[] = [];
  for (const { module, type } of plan.modules) {
    if (type?.kind !== "message") continue;
    const full = type.handle.fullName;
    const protoName = `${type.handle.tsName}Proto`;
    const jsonType = module.typeName;
    const schema = `${module.name}Schema`;
    const guard = `check${module.typeName}`;
    const codec = codecs.exported.get(full);
    if (!codec) throw new Error(`bridge: no codec generated for ${full}`);
    imports.use({ name: type.handle.tsName, alias: protoName, from: type.handle.file.replace(/\.proto$/, ".ts"), typeOnly: true });
    use(jsonType, options.types(module.name), true);
    if (options.guards) use(guard, options.guards(module.name));
    else use(schema, options.validators(module.name));
    const write = use(codec.write, codec.path);
    const read = use(codec.read, codec.path);
    const name = module.typeName;
    const key = JSON.stringify(full);
    // The compiled guard when it is generated (same verdicts as the Zod schema, issues with paths, nothing
    // allocated on success); the Zod schema otherwise.
    const check = options.guards ? guard : `(v: unknown) => ${schema}.safeParse(v)`;
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
  const header = [
    options.header,
    "// The JSON <-> proto bridge: schema JSON values to protobuf bytes and ts-proto objects, and back.",
  ].join("\n");
  const content = [
    header,
    imports.print(),
    "",
    "export { ProtoBridgeError };",
    "",
    `const plan: ConversionPlan = ${JSON.stringify(conversionPlan(plan), null, 2)};`,
    "",
    "const bridge = createBridge(plan);",
    "",
    functions.join("\n\n"),
    "",
  ].join("\n");
  return [
    { path: BRIDGE_PATH, content },
    ...codecs.files,
    { path: BRIDGE_RUNTIME_PATH, content: RUNTIME_SOURCE },
    { path: BRIDGE_WIRE_PATH, content: wireSource(specifierFor(BRIDGE_WIRE_PATH, BRIDGE_RUNTIME_PATH, ext)) },
  ];
}

/** The wire template with its import of the interpreter pointed at the output's `bridge-runtime` file. */
function wireSource(runtime: string): string {
  const template = 'from "./bridge-runtime.ts";';
  if (!WIRE_SOURCE.includes(template)) throw new Error("bridge-wire.ts template: its import of ./bridge-runtime.ts is missing");
  return WIRE_SOURCE.replace(template, `from "${runtime}";`);
}

/** The plan the interpreter reads: message bodies and enums (map entries and wire specs live in the codecs). */
function conversionPlan(plan: ProtoPlan): ConversionPlan {
  const messages: Record<string, ConversionPlan["messages"][string]> = {};
  for (const [name, p] of Object.entries(plan.bridge.messages)) if (!name.includes("#")) messages[name] = { name: p.name, body: p.body };
  return { messages, enums: plan.bridge.enums };
}
