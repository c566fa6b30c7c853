import { readFileSync } from "node:fs";
import type { GeneratedFile } from "../../generated-file.ts";
import type { ProtoPlan } from "../plan.ts";

/** The interpreter copied next to the generated bridge, read once at load (a template, not output). */
const RUNTIME_SOURCE = readFileSync(new URL("./runtime/bridge-runtime.ts", import.meta.url), "utf8");

export const BRIDGE_PATH = "bridge.ts";
export const BRIDGE_RUNTIME_PATH = "bridge-runtime.ts";

interface ImportSymbol {
  readonly name: string;
  readonly alias?: string;
  readonly from: string;
  readonly typeOnly?: boolean;
}

/** Prints import lines from symbols: one line per module, names sorted, `type` where only a type is used. */
function printImports(symbols: readonly ImportSymbol[]): string {
  const byModule = new Map<string, Map<string, boolean>>();
  for (const s of symbols) {
    const spec = s.alias === undefined ? s.name : `${s.name} as ${s.alias}`;
    const m = byModule.get(s.from) ?? new Map<string, boolean>();
    m.set(spec, (m.get(spec) ?? true) && (s.typeOnly ?? false));
    byModule.set(s.from, m);
  }
  const order = (a: string, b: string) => {
    const ra = a.startsWith(".") ? 1 : 0;
    const rb = b.startsWith(".") ? 1 : 0;
    return ra - rb || (a < b ? -1 : a > b ? 1 : 0);
  };
  return [...byModule.keys()]
    .sort(order)
    .map((from) => {
      const names = [...byModule.get(from)!.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      if (names.every(([, t]) => t)) return `import type { ${names.map(([n]) => n).join(", ")} } from "${from}";`;
      return `import { ${names.map(([n, t]) => (t ? `type ${n}` : n)).join(", ")} } from "${from}";`;
    })
    .join("\n");
}

/**
 * `@generated/proto/bridge`: for every module message, `encode<Name>`/`decode<Name>` (schema JSON ⇄ bytes)
 * and `toProto<Name>`/`fromProto<Name>` (schema JSON ⇄ ts-proto object), checked by the generated Zod validator.
 */
export function emitBridge(plan: ProtoPlan): GeneratedFile[] {
  const symbols: ImportSymbol[] = [
    { name: "createBridge", from: "./bridge-runtime" },
    { name: "ProtoBridgeError", from: "./bridge-runtime" },
    { name: "BridgePlan", from: "./bridge-runtime", typeOnly: true },
    { name: "MessageCodec", from: "./bridge-runtime", typeOnly: true },
  ];
  const codecs: string[] = [];
  const functions: string[] = [];
  for (const { module, type } of plan.modules) {
    if (type?.kind !== "message") continue;
    const full = type.handle.fullName;
    const protoName = `${type.handle.tsName}Proto`;
    const jsonType = module.typeName;
    const guard = `check${module.typeName}`;
    const tsFile = `./${type.handle.file.replace(/\.proto$/, "")}`;
    symbols.push(
      { name: type.handle.tsName, alias: protoName, from: tsFile },
      { name: jsonType, from: `@generated/types/${module.name}`, typeOnly: true },
      { name: guard, from: `@generated/guards/${module.name}` },
    );
    codecs.push(`  ${JSON.stringify(full)}: ${protoName} as MessageCodec,`);
    const name = module.typeName;
    const key = JSON.stringify(full);
    // The compiled guard: same verdicts as the Zod schema, issues with paths, nothing allocated on success.
    const check = guard;
    functions.push(
      [
        `/** ${name} (${module.file}) → protobuf bytes of ${full}; throws ProtoBridgeError on invalid input. */`,
        `export function encode${name}(json: ${jsonType}): Uint8Array {`,
        `  return bridge.encode(${key}, json, ${check});`,
        "}",
        "",
        `/** Protobuf bytes of ${full} → ${name}; throws ProtoBridgeError on bad bytes, never returns a partial value. */`,
        `export function decode${name}(bytes: Uint8Array): ${jsonType} {`,
        `  return bridge.decode(${key}, bytes, ${check}) as ${jsonType};`,
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
    "// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.",
    "// The JSON <-> proto bridge: schema JSON values to protobuf bytes and ts-proto objects, and back.",
  ].join("\n");
  const content = [
    header,
    printImports(symbols),
    "",
    "export { ProtoBridgeError };",
    "",
    `const plan: BridgePlan = ${JSON.stringify(plan.bridge, null, 2)};`,
    "",
    "const bridge = createBridge(plan, {",
    ...codecs,
    "});",
    "",
    functions.join("\n\n"),
    "",
  ].join("\n");
  return [
    { path: BRIDGE_PATH, content },
    { path: BRIDGE_RUNTIME_PATH, content: RUNTIME_SOURCE },
  ];
}
