import { describe, expect, test } from "bun:test";
import { distinctiveNames } from "../../src/emit/proto/classify.ts";
import { packageForDomain,
  enumValueName, pascalName, protoFileForDomain, safeFieldName, safeTypeName, snakeName, tsProtoFieldName, upperSnakeName } from "../../src/emit/proto/naming.ts";
import { numberRanges, relativeTypeName } from "../../src/emit/proto/write.ts";

describe("proto naming", () => {
  test("JSON names → lower_snake fields", () => {
    expect(snakeName("sessionID")).toBe("session_id");
    expect(snakeName("toolCallId")).toBe("tool_call_id");
    expect(snakeName("toolIDs")).toBe("tool_ids");
    expect(snakeName("_meta")).toBe("meta");
    expect(snakeName("HTTPServer")).toBe("http_server");
    expect(snakeName("line2")).toBe("line_2");
    expect(snakeName("2fa")).toBe("field_2_fa");
    expect(snakeName("$")).toBe("");
  });

  test("ts-proto's camelCase of a field name", () => {
    expect(tsProtoFieldName("session_id")).toBe("sessionId");
    expect(tsProtoFieldName("line_2")).toBe("line2");
    expect(tsProtoFieldName("meta_null")).toBe("metaNull");
    expect(tsProtoFieldName("id")).toBe("id");
  });

  test("types, enum values, packages and files", () => {
    expect(pascalName("permission.asked")).toBe("PermissionAsked");
    expect(pascalName("mimeType")).toBe("MimeType");
    expect(upperSnakeName("PermissionReply")).toBe("PERMISSION_REPLY");
    expect(upperSnakeName("allow_once")).toBe("ALLOW_ONCE");
    expect(upperSnakeName("text/plain")).toBe("TEXT_PLAIN");
    expect(packageForDomain("tool")).toBe("opencode.tool.v1");
    expect(packageForDomain("")).toBe("opencode.v1");
    expect(protoFileForDomain("tool")).toBe("opencode/tool/v1/tool.proto");
    expect(protoFileForDomain("acp/draft")).toBe("opencode/acp/draft/v1/acp_draft.proto");
    expect(packageForDomain("tool", "acme.mcp")).toBe("acme.mcp.tool.v1");
    expect(packageForDomain("", "acme.mcp.v2")).toBe("acme.mcp.v2");
    expect(protoFileForDomain("", "acme.mcp.v2")).toBe("acme/mcp/v2/mcp.proto");
    expect(protoFileForDomain("tool", "acme.mcp")).toBe("acme/mcp/tool/v1/tool.proto");
  });

  test("enum values without letters get stable names from their characters", () => {
    expect(enumValueName("-")).toBe("DASH");
    expect(enumValueName("_")).toBe("UNDERSCORE");
    expect(enumValueName("")).toBe("EMPTY");
    expect(enumValueName("/")).toBe("SLASH");
    expect(enumValueName("\u00a7")).toBe("U00A7");
    expect(enumValueName("text/plain")).toBe("TEXT_PLAIN");
  });

  test("reserved words", () => {
    expect(safeFieldName("constructor")).toBe("constructor_field");
    expect(safeFieldName("message")).toBe("message");
    expect(safeTypeName("DeepPartial")).toBe("DeepPartialType");
    expect(safeTypeName("ToolPart")).toBe("ToolPart");
  });

  test("oneof member names of a union without a tag drop the words all variants share", () => {
    expect(distinctiveNames(["AcpTextResourceContents", "AcpBlobResourceContents"])).toEqual(["text", "blob"]);
    expect(distinctiveNames(["Cat", "Dog"])).toEqual(["cat", "dog"]);
    // Untitled variants: a proto identifier cannot start with a digit (buf and protoc refuse `Variant1 1 = 1;`).
    expect(distinctiveNames(["ParserVariant1", "ParserVariant2"])).toEqual(["variant_1", "variant_2"]);
  });
});

describe("writer helpers", () => {
  const names = new Set(["opencode", "opencode.tool", "opencode.tool.v1", "opencode.tool.v1.FilePart", "opencode.tool.v1.Msg", "opencode.tool.v1.Msg.FilePart"]);
  test("type references resolve like protoc (a nested name shadows an outer one)", () => {
    expect(relativeTypeName("opencode.tool.v1.Other", "opencode.tool.v1.FilePart", names)).toBe("FilePart");
    expect(relativeTypeName("opencode.tool.v1.Msg", "opencode.tool.v1.FilePart", names)).toBe("v1.FilePart");
    expect(relativeTypeName("opencode.tool.v1.Msg", "opencode.tool.v1.Msg.FilePart", names)).toBe("FilePart");
  });

  test("reserved number ranges", () => {
    expect(numberRanges([7, 1, 2, 3, 9, 10])).toBe("1 to 3, 7, 9 to 10");
  });
});
