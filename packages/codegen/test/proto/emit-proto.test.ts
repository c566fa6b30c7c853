import { describe, expect, test } from "bun:test";
import { emitProto, emitProtoAll } from "../../src/emit/proto/emit-proto.ts";
import { parseServicesDecl, type ServicesDecl } from "../../src/emit/proto/services.ts";
import { runBuf } from "../../src/proto-toolchain/tools.ts";
import { programFromSchemas, tempDir, writeFiles } from "./helpers/repo.ts";

// Mapping rules on small schemas, and unsupported shapes reported with file + JSON pointer.
const noServices: ServicesDecl = { file: "services.json", services: [], fileFormats: [] };
const S = "https://json-schema.org/draft/2020-12/schema";
const doc = (id: string, body: Record<string, unknown>) => ({ $schema: S, $id: `${id}.schema.json`, title: id, description: `${id}.`, ...body });
const closed = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", properties, required, additionalProperties: false });

async function emit(schemas: Record<string, unknown>, services = noServices) {
  const { program } = await programFromSchemas(schemas);
  return emitProto(program, { lock: undefined, services });
}
const fileText = (out: Awaited<ReturnType<typeof emit>>, path: string) => out.files.find((f) => f.path === path)?.content ?? "";

const shapes = {
  "tool/state.schema.json": doc("state", {
    oneOf: [{ $ref: "statePending.schema.json" }, { $ref: "stateDone.schema.json" }],
  }),
  "tool/statePending.schema.json": doc("statePending", closed({ status: { const: "pending" }, raw: { type: "string" } }, ["status", "raw"])),
  "tool/stateDone.schema.json": doc("stateDone", closed({ status: { const: "done" }, output: { type: "string" } }, ["status", "output"])),
  "tool/reply.schema.json": doc("reply", { type: "string", enum: ["once", "always", "reject"] }),
  "tool/part.schema.json": doc(
    "part",
    closed(
      {
        sessionID: { type: "string", pattern: "^ses" },
        state: { $ref: "state.schema.json" },
        reply: { $ref: "reply.schema.json" },
        metadata: { type: "object", additionalProperties: true },
        raw: {},
        title: { type: "string" },
        nullableTitle: { type: ["string", "null"] },
        maybeNull: { type: ["integer", "null"], minimum: 0, maximum: 100 },
        tags: { type: "array", items: { type: "string" } },
        attachments: { type: "array", items: { $ref: "statePending.schema.json" } },
        count: { type: "integer", minimum: 0, maximum: 4294967295 },
        delta: { type: "integer", minimum: -5, maximum: 5 },
        big: { type: "integer" },
        ratio: { type: "number" },
        env: { type: "object", additionalProperties: { type: "string" } },
        kind: { type: "string", enum: ["read", "write"] },
        constructor: { type: "string" },
        labels: { type: "object", additionalProperties: { type: "string" } },
        flags: { type: "array", items: { type: "string" }, default: ["fast"] },
        noFlags: { type: "array", items: { type: "string" }, default: [] },
        maybeTags: { type: ["array", "null"], items: { type: "string" } },
      },
      ["sessionID", "state", "reply", "metadata", "raw", "nullableTitle", "tags", "count", "delta", "big", "ratio", "env"],
    ),
  ),
  "tool/open.schema.json": doc("open", { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: true }),
};

describe("mapping rules", async () => {
  const out = await emit(shapes);
  const proto = fileText(out, "opencode/tool/v1/tool.proto");

  test("no diagnostics; header names the schemas; package per domain", () => {
    expect(out.diagnostics).toEqual([]);
    expect(proto.startsWith("// Code generated from ")).toBe(true);
    expect(proto).toContain("DO NOT EDIT.");
    expect(proto).toContain("package opencode.tool.v1;");
  });

  test("object → message; properties → lower_snake fields with json_name", () => {
    expect(proto).toContain('string session_id = 1 [json_name = "sessionID"];');
  });

  test("discriminated union → oneof of the variant messages (inline and as its own message)", () => {
    expect(proto).toMatch(/oneof state \{\n\s+\/\/ status = "pending"\n\s+StatePending pending = 2;\n\s+\/\/ status = "done"\n\s+StateDone done = 3;\n\s+\}/);
    expect(proto).toMatch(/message State \{\n\s+oneof state \{/);
  });

  test("string enum → enum with <ENUM>_UNSPECIFIED = 0 and prefixed values", () => {
    expect(proto).toContain("enum Reply {\n  // No value set; never valid in JSON.\n  REPLY_UNSPECIFIED = 0;");
    expect(proto).toContain("REPLY_ONCE = 1;");
    expect(proto).toContain("REPLY_REJECT = 3;");
    expect(proto).toMatch(/enum Kind \{[\s\S]*KIND_READ = 1;/);
  });

  test("open object → Struct; any → Value; typed additionalProperties → map", () => {
    expect(proto).toContain('google.protobuf.Struct metadata = 5 [json_name = "metadata"];');
    expect(proto).toContain('google.protobuf.Value raw = 6 [json_name = "raw"];');
    expect(proto).toContain('map<string, string> env = ');
    expect(proto).toContain('import "google/protobuf/struct.proto";');
  });

  test("presence: optional → optional; nullable → optional; optional+nullable → oneof with NullValue", () => {
    expect(proto).toContain('optional string title = 7 [json_name = "title"];');
    expect(proto).toContain('optional string nullable_title = 8 [json_name = "nullableTitle"];');
    expect(proto).toMatch(/oneof maybe_null \{\n\s+\/\/ Set when the JSON value is null.\n\s+google.protobuf.NullValue maybe_null_null = 9;\n\s+uint32 maybe_null_value = 10 \[json_name = "maybeNull"\];/);
  });

  test("arrays → repeated and free-form maps → map<>, optional ones too (no presence wrapper), as the seed writes them", () => {
    expect(proto).toContain('repeated string tags = 11 [json_name = "tags"];');
    expect(proto).toContain('repeated StatePending attachments = 12 [json_name = "attachments"];');
    expect(proto).toContain('map<string, string> labels = 20 [json_name = "labels"];');
    expect(proto).toContain('repeated string no_flags = 22 [json_name = "noFlags"];');
    expect(proto).not.toContain("AttachmentsList");
    expect(proto).not.toContain("LabelsMap");
  });

  test("a wrapper only where the schema tells absent from empty: a non-empty default, or null", () => {
    expect(proto).toContain('FlagsList flags = 21 [json_name = "flags"];');
    expect(proto).toMatch(/\/\/ Wrapper that gives a list or map presence[^\n]*\n\s*message FlagsList \{\n\s+\/\/ The items.\n\s+repeated string values = 1;/);
    expect(proto).toMatch(/oneof maybe_tags \{\n\s+\/\/ Set when the JSON value is null.\n\s+google.protobuf.NullValue maybe_tags_null = 23;\n\s+MaybeTagsList maybe_tags_value = 24/);
  });

  test("integers by bounds: uint32, int32, else int64; number → double", () => {
    expect(proto).toContain("uint32 count = 13");
    expect(proto).toContain("int32 delta = 14");
    expect(proto).toContain("int64 big = 15");
    expect(proto).toContain("double ratio = 16");
  });

  test("reserved words: a field named constructor gets _field and keeps its JSON name", () => {
    expect(proto).toContain('optional string constructor_field = 19 [json_name = "constructor"];');
  });

  test("open object with declared properties keeps undeclared keys in additional_properties", () => {
    expect(proto).toMatch(/message Open \{[\s\S]*string id = 1 \[json_name = "id"\];[\s\S]*google.protobuf.Struct additional_properties = 2;/);
  });

  test("buf lint and buf format accept it", () => {
    const dir = tempDir("emit-lint");
    writeFiles(dir, out.files);
    const lint = runBuf(dir, ["lint"]);
    expect(lint.stdout + lint.stderr).toBe("");
    expect(runBuf(dir, ["format", "--exit-code"]).code).toBe(0);
  });

  test("output is deterministic", async () => {
    const again = await emit(shapes);
    // Only the temp folder's name (in headers and Source: lines) differs between two schema dirs.
    const norm = (files: typeof out.files) => files.map((f) => ({ ...f, content: f.content.replace(/toolwire-schemas-\w+/g, "X") }));
    expect(norm(again.files)).toEqual(norm(out.files));
  });
});

describe("shapes proto has no type for are carried as google.protobuf.Value, with a warning naming file and pointer", () => {
  const cases: [string, Record<string, unknown>, RegExp, string][] = [
    ["tuple", closed({ xs: { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }] } }), /prefixItems/, "/properties/xs"],
    ["not", closed({ n: { not: { type: "string" } } }), /`not` on its own/, "/properties/n"],
    ["closed pattern properties", { type: "object", patternProperties: { "^x": { type: "string" } }, additionalProperties: false }, /patternProperties/, ""],
    ["nullable items", closed({ xs: { type: "array", items: { type: ["string", "null"] } } }), /may be null/, "/properties/xs"],
    // (`string | string[]` is a oneof with a repeated wrapper now: test/cli-proto.test.ts.)
    ["string or free-form object", closed({ v: { anyOf: [{ type: "string" }, { type: "object" }] } }), /a oneof member is one message, enum or scalar/, "/properties/v"],
  ];
  for (const [name, body, message, pointer] of cases) {
    test(name, async () => {
      const out = await emit({ [`bad/${name.replace(/ /g, "")}.schema.json`]: doc(name.replace(/ /g, ""), body) });
      expect(out.diagnostics).toEqual([]);
      expect(out.warnings.length).toBeGreaterThan(0);
      const d = out.warnings[0]!;
      if (process.env.TOOLWIRE_SHOW_DIAGNOSTICS) console.log(name, d);
      expect(d.severity).toBe("warning");
      expect(d.file).toEndWith(`${name.replace(/ /g, "")}.schema.json`);
      expect(d.pointer.startsWith(pointer)).toBe(true);
      expect(d.message).toMatch(message);
      expect(d.message).toMatch(/carried as google.protobuf.Value/);
      expect(d.message.startsWith("proto: ")).toBe(true);
    });
  }

  test("a union of scalars (JSON-RPC's id) is a oneof of scalar fields; scalars and messages mix in one oneof", async () => {
    const out = await emit({
      "rpc/request.schema.json": doc(
        "request",
        closed({ id: { oneOf: [{ type: "string" }, { type: "integer" }] }, either: { anyOf: [{ type: "string" }, closed({ a: { type: "string" } })] } }, ["id"]),
      ),
    });
    expect(out.diagnostics).toEqual([]);
    expect(out.warnings).toEqual([]);
    const text = fileText(out, "opencode/rpc/v1/rpc.proto");
    expect(text).toMatch(/oneof id \{\n\s+string string_value = 1;\n\s+int64 integer_value = 2;/);
    expect(text).toMatch(/oneof either \{\n\s+string string_value_2? = 3;|oneof either \{\n\s+string either_string_value = 3;/);
  });

  test("enum values without letters get generated names; the JSON value is kept in the bridge", async () => {
    const out = await emit({ "sep/separator.schema.json": doc("separator", { type: "string", enum: ["-", "_", "/"] }) });
    expect(out.diagnostics).toEqual([]);
    const text = fileText(out, "opencode/sep/v1/sep.proto");
    expect(text).toContain("SEPARATOR_DASH = 1;");
    expect(text).toContain("SEPARATOR_UNDERSCORE = 2;");
    expect(text).toContain("SEPARATOR_SLASH = 3;");
  });

  test("domains importing each other in a cycle", async () => {
    const out = await emit({
      "a/x.schema.json": doc("x", closed({ y: { $ref: "../b/y.schema.json" } })),
      "b/y.schema.json": doc("y", closed({ x: { $ref: "../a/x.schema.json" } })),
    });
    expect(out.diagnostics.map((d) => d.message).join("\n")).toMatch(/cycle \(opencode\/a\/v1\/a.proto → opencode\/b\/v1\/b.proto → opencode\/a\/v1\/a.proto\)/);
  });
});

describe("services", () => {
  const schemas = {
    "svc/pingRequest.schema.json": doc("pingRequest", closed({ text: { type: "string" } })),
    "svc/pingResponse.schema.json": doc("pingResponse", closed({ text: { type: "string" } })),
  };
  const decl = (request: string) =>
    parseServicesDecl(
      { services: [{ name: "PingService", domain: "svc", rpcs: [{ name: "Ping", request, response: "pingResponse", streaming: "server", http: { method: "GET", path: "/ping" } }] }] },
      "schema/services.json",
    );

  test("emitted in <domain>_service.proto with buf-standard names and streaming", async () => {
    const { services, diagnostics } = decl("pingRequest");
    expect(diagnostics).toEqual([]);
    const { program } = await programFromSchemas(schemas);
    const all = emitProtoAll(program, { lock: undefined, services });
    expect(all.diagnostics).toEqual([]);
    const text = all.proto.find((f) => f.path === "opencode/svc/v1/svc_service.proto")!.content;
    expect(text).toContain("service PingService {");
    expect(text).toContain("rpc Ping(PingRequest) returns (stream PingResponse);");
    expect(text).toContain('import "opencode/svc/v1/svc.proto";');
    expect(all.reference.find((f) => f.path === "svc.md")!.content).toContain("| `Ping` | `PingRequest` | `PingResponse` | server | `GET /ping` |");
    const dir = tempDir("svc-lint");
    writeFiles(dir, all.proto);
    expect(runBuf(dir, ["lint"]).code).toBe(0);
  });

  test("an unknown request schema is reported on the services file", async () => {
    const { services } = decl("nope");
    const out = await emit(schemas, services);
    expect(out.diagnostics).toEqual([{ file: "schema/services.json", pointer: "/services/0/rpcs/0/request", message: expect.stringContaining("nope is not a module") }]);
  });

  test("malformed services file", () => {
    const { diagnostics } = parseServicesDecl({ services: [{ name: "bad", rpcs: [] }] }, "schema/services.json");
    expect(diagnostics.map((d) => d.pointer)).toEqual(["/services/0/name", "/services/0/domain", "/services/0/rpcs"]);
  });
});

describe("enum value names stay distinct the way protobuf compilers compare them", () => {
  test("GMT-1 numbered apart from GMT+1 does not meet GMT+12 (prefix, underscores and case ignored); buf builds it", async () => {
    const out = await emit({ "zone/tz.schema.json": doc("tz", { type: "string", enum: ["Etc/GMT+1", "Etc/GMT-1", "Etc/GMT+12", "Etc/GMT-12", "a-b", "a_b"] }) });
    expect(out.diagnostics).toEqual([]);
    const proto = out.files.find((f) => f.path.endsWith(".proto"))!.content;
    const names = [...proto.matchAll(/^\s*(TZ_\w+) = \d+;/gm)].map((m) => m[1]!);
    const key = (n: string) => n.slice("TZ".length).replace(/_/g, "").toLowerCase();
    expect(names.length).toBe(7);
    expect(new Set(names.map(key)).size).toBe(names.length);
    const dir = tempDir("emit-enum-names");
    writeFiles(dir, out.files);
    const build = runBuf(dir, ["build"]);
    expect(build.stdout + build.stderr).toBe("");
    expect(build.code).toBe(0);
  });
});
