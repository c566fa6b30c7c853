import { describe, expect, test } from "bun:test";
import { createFileRegistry, fromBinary, fromJson, toBinary, toJson, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import { FileDescriptorSetSchema } from "@bufbuild/protobuf/wkt";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as bridge from "@generated/proto/bridge";
import { protocIncludeDir, runTool } from "../../src/proto-toolchain/tools.ts";
import { REPO_ROOT, tempDir } from "./helpers/repo.ts";
import { repoWireNormal } from "./helpers/wire-normal.ts";
import { readSeedProto } from "./seed/seed-proto.ts";

// The seed's tool.proto (shared/seeds/tool-proto.md), compiled with protoc as a Go or Python team would, against
// toolwire's bridge: bytes go both ways for every message the seed defines, with no field misread or lost.

const seed = readSeedProto();
const dir = tempDir("seed");
writeFileSync(join(dir, "seed.proto"), seed.text);
copyFileSync(join(import.meta.dir, "seed", "file-part.proto"), join(dir, "file-part.proto"));
const include = protocIncludeDir();
const compiled = runTool("protoc", ["-I", ".", ...(include ? ["-I", include] : []), "--include_imports", "--descriptor_set_out=seed.pb", "seed.proto"], dir);
if (compiled.code !== 0) throw new Error(`protoc could not compile the seed's messages:\n${compiled.stderr}`);
const registry = createFileRegistry(fromBinary(FileDescriptorSetSchema, readFileSync(join(dir, "seed.pb"))));
const seedMessage = (name: string): DescMessage => {
  const m = registry.getMessage(`opencode.tool.${name}`);
  if (!m) throw new Error(`the seed defines no message ${name}`);
  return m;
};
const wireNormal = await repoWireNormal();

type Codec = { encode: (json: never) => Uint8Array; decode: (bytes: Uint8Array) => unknown };
const api = bridge as unknown as Record<string, Codec["encode"] & Codec["decode"]>;
const codec = (typeName: string): Codec => ({ encode: api[`encode${typeName}`]!, decode: api[`decode${typeName}`]! });

/** Every message the seed defines, and toolwire's message for it (module name, type name). */
const PAIRS: readonly { seed: string; module: string; type: string }[] = [
  { seed: "ToolPart", module: "toolPart", type: "ToolPart" },
  { seed: "ToolStatePending", module: "toolStatePending", type: "ToolStatePending" },
  { seed: "ToolStateRunning", module: "toolStateRunning", type: "ToolStateRunning" },
  { seed: "ToolStateCompleted", module: "toolStateCompleted", type: "ToolStateCompleted" },
  { seed: "ToolStateError", module: "toolStateError", type: "ToolStateError" },
  { seed: "ToolTime", module: "toolTime", type: "ToolTime" },
  { seed: "ToolTimeWithEnd", module: "toolTimeWithEnd", type: "ToolTimeWithEnd" },
  { seed: "PermissionRequest", module: "permissionRequest", type: "PermissionRequest" },
  { seed: "PermissionToolContext", module: "permissionToolContext", type: "PermissionToolContext" },
  { seed: "PermissionResponse", module: "respondToPermissionRequest", type: "RespondToPermissionRequest" },
  { seed: "Empty", module: "respondToPermissionResponse", type: "RespondToPermissionResponse" },
];

const IDS = { sessionID: "ses_0a1f3c9e2b7dQk3LmN8pR2sTvW", messageID: "msg_0a1f3ca41c02Hx7YbZ4eFg9JkL" };
const TEXT = { value: "@Greeter", start: 4, end: 12 };
const ATTACHMENTS = [
  { id: "prt_0a1f3ca5b3e2Lm4NoP7qRs1TuV", ...IDS, type: "file", mime: "image/png", filename: "logo.png", url: "data:image/png;base64,iVBORw0KGgo=" },
  {
    id: "prt_0a1f3ca5b3e3Lm4NoP7qRs1TuW",
    ...IDS,
    type: "file",
    mime: "text/plain",
    url: "file:///repo/src/greeter.ts",
    source: {
      type: "symbol",
      path: "src/greeter.ts",
      range: { start: { line: 10, character: 1 }, end: { line: 24, character: 1 } },
      name: "Greeter",
      kind: 5,
      text: TEXT,
    },
  },
];
/** A completed tool part with attachments, the case the issue names. */
const COMPLETED_PART = {
  id: "prt_0a1f3ca5b3e1Pq2RsT6uVw8XyZ",
  ...IDS,
  type: "tool",
  callID: "toolu_01A09q90qw90lq917835lq9",
  tool: "read",
  state: {
    status: "completed",
    input: { filePath: "/repo/logo.png" },
    output: "Image read successfully",
    title: "logo.png",
    metadata: { bytes: 1024 },
    time: { start: 1736083200123, end: 1736083200131 },
    attachments: ATTACHMENTS,
  },
};

/** The same part as the seed's client sees it: proto3 JSON of the seed's ToolPart (its own field names, oneof member as key). */
const SEED_COMPLETED_PART: JsonValue = {
  id: COMPLETED_PART.id,
  sessionId: IDS.sessionID,
  messageId: IDS.messageID,
  type: "tool",
  callId: COMPLETED_PART.callID,
  tool: "read",
  completed: {
    status: "completed",
    input: { filePath: "/repo/logo.png" },
    output: "Image read successfully",
    title: "logo.png",
    metadata: { bytes: 1024 },
    time: { start: 1736083200123, end: 1736083200131 },
    attachments: [
      { id: ATTACHMENTS[0]!.id, sessionId: IDS.sessionID, messageId: IDS.messageID, type: "file", mime: "image/png", filename: "logo.png", url: ATTACHMENTS[0]!.url },
      {
        id: ATTACHMENTS[1]!.id,
        sessionId: IDS.sessionID,
        messageId: IDS.messageID,
        type: "file",
        mime: "text/plain",
        url: ATTACHMENTS[1]!.url,
        symbol: {
          type: "symbol",
          path: "src/greeter.ts",
          range: { start: { line: 10, character: 1 }, end: { line: 24, character: 1 } },
          name: "Greeter",
          kind: 5,
          text: TEXT,
        },
      },
    ],
  },
};

function examples(module: string): unknown[] {
  const file = join(REPO_ROOT, "schema", "examples", `${module}.examples.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { valid: unknown[] }).valid;
}

/** Field numbers protobuf-es kept as unknown anywhere in a decoded seed message. */
function unknownNumbers(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) value.forEach((v) => unknownNumbers(v, out));
  else if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$unknown") out.push(...(v as { no: number }[]).map((u) => u.no));
      else if (key !== "$typeName") unknownNumbers(v, out);
    }
  }
  return out;
}

describe("the seed's tool.proto against toolwire's wire format", () => {
  test("protoc compiles the seed's messages as written (only its top-level oneof, not valid proto, is left out)", () => {
    expect(compiled.code).toBe(0);
    expect(seed.dropped).toEqual(["top-level oneof tool_state"]);
    for (const p of PAIRS) expect(seedMessage(p.seed).typeName).toBe(`opencode.tool.${p.seed}`);
  });

  for (const p of PAIRS) {
    test(`${p.seed} ⇄ toolwire ${p.type}: every example through the seed's message and back`, () => {
      const { encode, decode } = codec(p.type);
      const desc = seedMessage(p.seed);
      const docs = p.seed === "ToolPart" ? [...examples(p.module), COMPLETED_PART] : examples(p.module);
      expect(docs.length).toBeGreaterThan(0);
      for (const json of docs) {
        const asSeed = fromBinary(desc, encode(json as never));
        // A field the seed declares is never unknown to it: only toolwire's additions may be (kept and passed on).
        const seedNumbers = new Set(desc.fields.map((f) => f.number));
        for (const n of unknownNumbers(asSeed)) expect({ message: p.seed, field: n, declaredBySeed: seedNumbers.has(n) }).toEqual({ message: p.seed, field: n, declaredBySeed: false });
        expect(decode(toBinary(desc, asSeed))).toEqual(wireNormal(p.module, json) as never);
      }
    });
  }

  test("toolwire → seed: a completed ToolPart with attachments reads as the seed's client sees it", () => {
    const asSeed = fromBinary(seedMessage("ToolPart"), bridge.encodeToolPart(COMPLETED_PART as never));
    expect(unknownNumbers(asSeed)).toEqual([]);
    const json = toJson(seedMessage("ToolPart"), asSeed) as Record<string, JsonValue>;
    expect(json).toEqual(SEED_COMPLETED_PART as Record<string, JsonValue>);
  });

  test("seed → toolwire: a completed ToolPart with attachments built by the seed's client decodes to the schema's JSON", () => {
    const built = fromJson(seedMessage("ToolPart"), SEED_COMPLETED_PART);
    expect(bridge.decodeToolPart(toBinary(seedMessage("ToolPart"), built))).toEqual(COMPLETED_PART as never);
  });

  test("seed → toolwire: PermissionRequest and PermissionResponse from the seed's client; Empty answers", () => {
    const request = fromJson(seedMessage("PermissionRequest"), {
      id: "per_0a1f3ca7d2b4Ab3CdE5fGh7IjK",
      sessionId: IDS.sessionID,
      permission: "bash",
      patterns: ["git push origin main"],
      metadata: { command: "git push origin main" },
      always: ["git push *"],
      tool: { messageId: IDS.messageID, callId: "toolu_01A09q90qw90lq917835lq9" },
    });
    expect(bridge.decodePermissionRequest(toBinary(seedMessage("PermissionRequest"), request))).toEqual({
      id: "per_0a1f3ca7d2b4Ab3CdE5fGh7IjK",
      sessionID: IDS.sessionID,
      permission: "bash",
      patterns: ["git push origin main"],
      metadata: { command: "git push origin main" },
      always: ["git push *"],
      tool: { messageID: IDS.messageID, callID: "toolu_01A09q90qw90lq917835lq9" },
    });
    const response = fromJson(seedMessage("PermissionResponse"), { sessionId: IDS.sessionID, permissionId: "per_0a1f3ca7d2b4Ab3CdE5fGh7IjK", reply: "PERMISSION_REPLY_ALWAYS" });
    expect(bridge.decodeRespondToPermissionRequest(toBinary(seedMessage("PermissionResponse"), response))).toEqual({
      sessionID: IDS.sessionID,
      permissionID: "per_0a1f3ca7d2b4Ab3CdE5fGh7IjK",
      reply: "always",
    });
    expect(bridge.decodeRespondToPermissionResponse(toBinary(seedMessage("Empty"), fromJson(seedMessage("Empty"), {})))).toEqual({});
  });

  test("absent and empty lists are one state on the wire: both encode to the same bytes and decode as absent", () => {
    const { attachments: _, ...withoutAttachments } = COMPLETED_PART.state;
    const empty = bridge.encodeToolStateCompleted({ ...withoutAttachments, attachments: [] } as never);
    const absent = bridge.encodeToolStateCompleted(withoutAttachments as never);
    expect(empty).toEqual(absent);
    expect(bridge.decodeToolStateCompleted(empty)).toEqual(withoutAttachments as never);
    const asSeed = fromBinary(seedMessage("ToolStateCompleted"), absent) as unknown as { attachments: unknown[] };
    expect(asSeed.attachments).toEqual([]);
  });
});
